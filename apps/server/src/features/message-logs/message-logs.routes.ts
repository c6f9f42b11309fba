import type { FastifyInstance } from "fastify";
import { logApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { listMessages } from "./message-logs.repository";

/** What the outbox worker did with each e-mail and text message (the E-mail Logs and SMS Logs screens). */
export function messageLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const [contract, channel] of [
    [logApi.email, "email"],
    [logApi.sms, "sms"],
  ] as const) {
    route(app, contract, async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await listMessages(deps.db, channel, page, pageSize);
      return ok({
        items: items.map(({ firstName, lastName, createdAt, sentAt, ...rest }) => ({
          ...rest,
          createdAt: createdAt.toISOString(),
          sentAt: sentAt?.toISOString() ?? null,
          createdBy: firstName ? `${firstName} ${lastName}` : null,
        })),
        total,
        page,
        pageSize,
      });
    });
  }
}
