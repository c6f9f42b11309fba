import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { ApiStatus, ErrorCode, platformApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Database } from "../../platform/db/database";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";

/** A database that has not answered by then counts as down: a load balancer's check must not hang. */
export const DATABASE_CHECK_MS = 2000;

/**
 * For load balancers and start-up scripts, without sign-in or client header. Readiness asks the
 * database; liveness does not, so a database outage takes servers out of rotation without their
 * being restarted for it. Neither answer says more than ok or not: no error text, no address.
 * While the server drains (SIGTERM), Fastify answers 503 to both.
 */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, platformApi.health, async (request) => {
    const failure = await databaseFailure(deps.db, DATABASE_CHECK_MS);
    if (failure !== null) {
      request.log.warn({ err: failure, reqId: request.id }, "health: the database does not answer");
      throw new AppError(503, ApiStatus.ERROR, "The database does not answer.", {
        caption: "Not ready",
        body: { database: "unavailable" },
        code: ErrorCode.unexpected,
      });
    }
    return ok({ database: "ok" as const });
  });
  route(app, platformApi.live, async () => ok({ live: true as const }));
}

/** Null when `select 1` comes back within the time; else why not. */
export async function databaseFailure(db: Database, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => null), late]);
  } catch (error) {
    return error ?? new Error("the database check failed");
  } finally {
    clearTimeout(timer);
  }
}
