import type { FastifyInstance } from "fastify";
import { pageQuerySchema } from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { listActivities } from "./activity-logs.repository";

const activitySchema = z.object({
  id: z.number(),
  action: z.number(),
  entity: z.string(),
  entityId: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  user: z.string().nullable(),
});

/** Who did what, newest first (the Activity Logs screen). */
export function activityLogRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/activities",
    access: ["logs.employee"],
    schema: {
      summary: "Activity log, newest first",
      tags: ["logs"],
      querystring: pageQuerySchema,
      response: { 200: envelopeOf(z.object({ items: z.array(activitySchema), total: z.number(), page: z.number(), pageSize: z.number() })) },
    },
    handler: async (request) => {
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
    },
  });
}
