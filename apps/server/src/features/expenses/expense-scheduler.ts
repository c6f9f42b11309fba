import type { AppDeps } from "../../platform/deps";
import { claimDueSchedules } from "./expense-schedules.repository";
import { createDueOccurrences } from "./schedule-occurrences";
import { shopToday } from "./shop-today";

export type ExpenseSchedulerDeps = Pick<AppDeps, "db" | "clock" | "log"> & { realtime?: AppDeps["realtime"] };

export interface ExpenseSchedulerOptions {
  /** Pause between two looks for due occurrences. */
  intervalMs: number;
  /** Schedules claimed per transaction. */
  batchSize?: number;
  /** Delay of the first run after start (default: a second, or the interval when shorter). */
  firstRunMs?: number;
}

export interface ExpenseScheduler {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** Creates every occurrence due now (tests, and the timer); runs never overlap; answers how many were made. */
  runOnce(): Promise<number>;
}

/**
 * Makes the expenses of schedules as they fall due, also the ones missed while the server was
 * down. Several processes may run it: each claims schedules with FOR UPDATE SKIP LOCKED, and the
 * unique (schedule_id, date) of expenses keeps any occurrence from being made twice regardless.
 */
export function startExpenseScheduler(deps: ExpenseSchedulerDeps, options: ExpenseSchedulerOptions): ExpenseScheduler {
  const batchSize = options.batchSize ?? 20;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const drain = async (): Promise<number> => {
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
      if (claimed < batchSize || stopped) break;
    }
    if (made > 0) deps.realtime?.publish({ entity: "expenses", id: null, action: "New" });
    return made;
  };

  const runOnce = (): Promise<number> => {
    const run = queue.then(drain);
    queue = run.catch(() => undefined);
    return run;
  };

  const tick = () => {
    void runOnce()
      .catch((error: unknown) => deps.log.error({ err: error }, "expense scheduler: run failed; trying again at the next interval"))
      .finally(schedule);
  };
  function schedule() {
    if (stopped) return;
    timer = setTimeout(tick, options.intervalMs);
    // The scheduler alone must not keep the process (or a test run) alive.
    timer.unref();
  }
  // First look soon after start-up: occurrences missed during downtime appear without waiting an interval.
  timer = setTimeout(tick, options.firstRunMs ?? Math.min(options.intervalMs, 1000));
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}
