import type { AppDeps } from "../../platform/deps";
import { startPeriodicJob, type PeriodicJob } from "../../platform/periodic-job";
import { sendDueReviewRequests } from "./review-send.service";

/**
 * Looks every minute for review requests that fell due and texts them. A restart or a second
 * process sends none twice (each request is claimed, and marked sent in the same transaction).
 */
export function startReviewJob(
  deps: Pick<AppDeps, "db" | "clock" | "log" | "config" | "jobs" | "realtime">,
  options: { intervalMs?: number } = {},
): PeriodicJob<number> {
  return startPeriodicJob({
    name: "review requests",
    intervalMs: options.intervalMs ?? 60_000,
    firstRunMs: 20_000,
    log: deps.log,
    board: deps.jobs,
    run: (job) => sendDueReviewRequests(deps, job),
  });
}
