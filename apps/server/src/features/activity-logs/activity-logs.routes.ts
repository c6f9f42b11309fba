import type { FastifyInstance } from "fastify";
import { can, logApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { detailsFor } from "../../platform/activity-log";
import { dayRange } from "../../platform/shop-clock";
import { shopTimeZone } from "../settings";
import { listActivities, listUsers } from "./activity-logs.repository";

/** Who did what, newest first (the Activity Logs screen). */
export function activityLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, logApi.activities, async (request) => {
    const { page, pageSize, userId, action, entity, from, to } = request.query;
    // The days are the shop's, as everywhere else (docs/product.md §4 Time).
    const range = from || to ? dayRange(from, to, await shopTimeZone(deps.db)) : {};
    const { items, total } = await listActivities(deps.db, { userId, action, entity, ...range }, page, pageSize);
    const mayReadPay = can(authOf(request).group, "payroll.details");
    return ok({
      items: items.map(({ firstName, lastName, createdAt, details, ...rest }) => ({
        ...rest,
        details: detailsFor(details, mayReadPay),
        createdAt: createdAt.toISOString(),
        user: firstName ? `${firstName} ${lastName}` : null,
      })),
      total,
      page,
      pageSize,
    });
  });
  route(app, logApi.activityUsers, async () =>
    ok((await listUsers(deps.db)).map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}`.trim() }))),
  );
}
