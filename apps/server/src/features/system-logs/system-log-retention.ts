import { systemLogRetention } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { startPeriodicJob, type PeriodicJob } from "../../platform/periodic-job";
import { pruneSystemLogs } from "./system-logs.repository";

/** Keeps the system log to 30 days and the newest 50,000 entries, pruned every hour. */
export function startSystemLogRetention(deps: AppDeps, options: { intervalMs?: number } = {}): PeriodicJob<number> {
  return startPeriodicJob({
    name: "system log retention",
    intervalMs: options.intervalMs ?? 3_600_000,
    firstRunMs: 60_000,
    log: deps.log,
    board: deps.jobs,
    run: () => pruneSystemLogs(deps.db, { now: deps.clock(), maxAgeDays: systemLogRetention.days, maxEntries: systemLogRetention.maxEntries }),
  });
}
