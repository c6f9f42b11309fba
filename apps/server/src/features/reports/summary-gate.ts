import { PgliteDatabase } from "drizzle-orm/pglite";
import type { Executor } from "../../platform/db/database";

// On PGlite a stale day's summaries are recomputed one table per transaction, so that a sale at
// the counter waits for one table's statements at most, not a whole day's (summaries.service.ts).
// Between two of them the day's tables disagree. Whatever reads several summary tables together
// (a report's snapshot, a payroll preview) and the recompute of a day pass through this gate one
// at a time, so no reader sees a day halfway recomputed; sales do not pass through it. On
// PostgreSQL a day is recomputed in one transaction under its row lock, and nothing waits here.

const gates = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `work` once the work before it on this PGlite database has finished, or at once on
 * PostgreSQL and inside a transaction (whose reads are one snapshot). Never call it from inside
 * work that holds the gate: it would wait for itself.
 */
export function throughSummaryGate<T>(db: Executor, work: () => Promise<T>): Promise<T> {
  if (!(db instanceof PgliteDatabase)) return work();
  const before = gates.get(db) ?? Promise.resolve();
  const run = before.then(work, work);
  gates.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}
