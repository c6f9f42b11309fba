import type { AppDeps } from "../../platform/deps";
import { startPeriodicJob, type PeriodicJob } from "../../platform/periodic-job";
import { sendDueReviewRequests } from "./review-send.service";

/**
 * Looks every minute (REVIEW_JOB_INTERVAL_MS) for review requests that fell due and texts them. A
 * restart or a second process sends none twice (each request is claimed, and marked sent in the
 * same transaction).
 */
export function startReviewJob(
  deps: Pick<AppDeps, "db" | "clock" | "log" | "config" | "jobs" | "realtime">,
  options: { intervalMs?: number } = {},
): PeriodicJob<number> {
  const intervalMs = options.intervalMs ?? 60_000;
  return startPeriodicJob({
    name: "review requests",
    intervalMs,
    // Not in the busy seconds of start-up, nor later than a shortened interval asks.
    firstRunMs: Math.min(20_000, intervalMs),
    log: deps.log,
    board: deps.jobs,
    run: (job) => sendDueReviewRequests(deps, job),
  });
}
