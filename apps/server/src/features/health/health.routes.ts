import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { platformApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";

/** For load balancers and start-up scripts: answers without sign-in or client header. */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, platformApi.health, async () => {
    await deps.db.execute(sql`select 1`);
    return ok({ database: "ok" as const });
  });
}
