import type { FastifyInstance } from "fastify";
import { logApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { listActivities } from "./activity-logs.repository";

/** Who did what, newest first (the Activity Logs screen). */
export function activityLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, logApi.activities, async (request) => {
    const { page, pageSize } = request.query;
    const { items, total } = await listActivities(deps.db, page, pageSize);
    return ok({
      items: items.map(({ firstName, lastName, createdAt, ...rest }) => ({
        ...rest,
        createdAt: createdAt.toISOString(),
        user: firstName ? `${firstName} ${lastName}` : null,
      })),
      total,
      page,
      pageSize,
    });
  });
}
