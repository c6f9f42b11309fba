import type { FastifyInstance } from "fastify";
import { can, logApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { detailsFor } from "../../platform/activity-log";
import { listActivities } from "./activity-logs.repository";

/** Who did what, newest first (the Activity Logs screen). */
export function activityLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, logApi.activities, async (request) => {
    const { page, pageSize } = request.query;
    const { items, total } = await listActivities(deps.db, page, pageSize);
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
}
