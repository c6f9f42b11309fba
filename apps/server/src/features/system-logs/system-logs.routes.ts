import type { FastifyInstance } from "fastify";
import { systemLogApi, type SystemLogLevel } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { listSystemLogs } from "./system-logs.repository";

/** The System Logs developer page. The queued lines of this process are written first, so a fresh error is found. */
export function systemLogRoutes(app: FastifyInstance, deps: AppDeps, systemLog: { flush(): Promise<void> }): void {
  route(app, systemLogApi.list, async (request) => {
    const { level, from, to, requestId, before, pageSize } = request.query;
    await systemLog.flush();
    const { items, nextBefore } = await listSystemLogs(deps.db, {
      level,
      from: from ? new Date(from) : undefined,
      to: to ? new Date(to) : undefined,
      requestId,
      before,
      pageSize,
    });
    return ok({
      items: items.map((row) => ({ ...row, level: row.level as SystemLogLevel, loggedAt: row.loggedAt.toISOString() })),
      nextBefore,
    });
  });
}
