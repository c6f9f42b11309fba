import type { AppDeps } from "../../platform/deps";
import { startPeriodicJob, type PeriodicJob } from "../../platform/periodic-job";
import { freshenSummaries } from "./summaries.service";

/** How often stale days are looked for: a report computes what it reads anyway, this only warms. */
const INTERVAL_MS = 60_000;

/**
 * Brings every stale day's summaries up to date in the background: after a migration or a bulk
 * seed the history is computed once, batch by batch, instead of by the first report that asks.
 */
export function startSummaryCatchUp(deps: Pick<AppDeps, "db" | "log"> & Partial<Pick<AppDeps, "jobs">>): PeriodicJob<number> {
  return startPeriodicJob({
    name: "summary catch-up",
    intervalMs: INTERVAL_MS,
    firstRunMs: 2_000,
    log: deps.log,
    board: deps.jobs,
    run: (job) => freshenSummaries(deps.db, "2000-01-01", "2100-12-31", { stopping: () => job.stopping }),
  });
}
