import type { AppDeps } from "../../platform/deps";
import { startPeriodicJob, type PeriodicJob } from "../../platform/periodic-job";
import { sendMonthlyStatements } from "./statements.service";

/**
 * Looks every hour whether it is the first of the month in the shop's time zone and, if so, sends
 * the month's statements not yet sent (a restart or a second process sends none twice).
 */
export function startStatementJob(deps: Pick<AppDeps, "db" | "clock" | "log" | "config">, options: { intervalMs?: number } = {}): PeriodicJob<number> {
  return startPeriodicJob({
    name: "monthly statements",
    intervalMs: options.intervalMs ?? 3_600_000,
    firstRunMs: 30_000,
    log: deps.log,
    run: () => sendMonthlyStatements(deps),
  });
}
