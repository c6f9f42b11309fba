import type { AppDeps } from "../../platform/deps";
import { startPeriodicJob, type PeriodicJob } from "../../platform/periodic-job";
import { claimDueSchedules } from "./expense-schedules.repository";
import { createDueOccurrences } from "./schedule-occurrences";
import { shopToday } from "../settings";

export type ExpenseSchedulerDeps = Pick<AppDeps, "db" | "clock" | "log"> & Partial<Pick<AppDeps, "realtime" | "jobs">>;

export interface ExpenseSchedulerOptions {
  /** Pause between two looks for due occurrences. */
  intervalMs: number;
  /** Schedules claimed per transaction. */
  batchSize?: number;
  /** Delay of the first run after start (default: a second, or the interval when shorter). */
  firstRunMs?: number;
}

/** runOnce creates every occurrence due now and answers how many were made. */
export type ExpenseScheduler = PeriodicJob<number>;

/**
 * Makes the expenses of schedules as they fall due, also the ones missed while the server was
 * down. Several processes may run it: each claims schedules with FOR UPDATE SKIP LOCKED, and the
 * unique (schedule_id, date) of expenses keeps any occurrence from being made twice regardless.
 */
export function startExpenseScheduler(deps: ExpenseSchedulerDeps, options: ExpenseSchedulerOptions): ExpenseScheduler {
  const batchSize = options.batchSize ?? 20;

  const drain = async (job: { readonly stopping: boolean }): Promise<number> => {
    const today = await shopToday(deps, deps.db);
    let made = 0;
    for (;;) {
      const { claimed, created } = await deps.db.transaction(async (tx) => {
        const due = await claimDueSchedules(tx, today, batchSize);
        let count = 0;
        for (const schedule of due) count += (await createDueOccurrences(tx, schedule, today, deps.clock())).length;
        return { claimed: due.length, created: count };
      });
      made += created;
      // A short batch means nothing more is due (or another worker holds the rest).
      if (claimed < batchSize || job.stopping) break;
    }
    if (made > 0) deps.realtime?.publish({ entity: "expenses", id: null, action: "New" });
    return made;
  };

  // First look soon after start-up: occurrences missed during downtime appear without waiting an interval.
  const firstRunMs = options.firstRunMs ?? Math.min(options.intervalMs, 1000);
  return startPeriodicJob({ name: "expense scheduler", intervalMs: options.intervalMs, firstRunMs, log: deps.log, board: deps.jobs, run: drain });
}
