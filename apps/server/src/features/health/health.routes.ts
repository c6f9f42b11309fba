import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";

/** For load balancers and start-up scripts: answers without sign-in or client header. */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/health",
    access: "public",
    schema: { summary: "Liveness and database check", tags: ["platform"], response: { 200: envelopeOf(z.object({ database: z.literal("ok") })) } },
    handler: async () => {
      await deps.db.execute(sql`select 1`);
      return ok({ database: "ok" as const });
    },
  });
}
