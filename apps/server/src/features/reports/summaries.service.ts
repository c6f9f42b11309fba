import type { Database } from "../../platform/db/database";
import { shopTimeZone } from "../settings";
import { analyzeSummaries, lockStaleDays, markAllStale, recomputeDays, staleDays } from "./summary-refresh.repository";

/**
 * Days recomputed in one transaction. Small enough that a report never holds PGlite's only
 * connection for long (a sale waits for one batch at most), large enough to catch up quickly.
 */
export const DAYS_PER_BATCH = 14;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Brings the summaries of a period up to date with their raw rows. Each batch locks the stale
 * days it takes (skipping those a writer holds, so a batch never waits while holding others: no
 * deadlock), recomputes them and commits; the days skipped are then done one at a time.
 */
export async function freshenSummaries(db: Database, from: string, to: string, stopping: () => boolean = () => false): Promise<number> {
  const stale = await staleDays(db, from, to);
  if (stale.length === 0) return 0;
  const timeZone = await shopTimeZone(db);
  let done = 0;
  for (const batch of batches(stale, DAYS_PER_BATCH)) {
    if (stopping()) break;
    const skipped = await db.transaction(async (tx) => {
      const locked = await lockStaleDays(tx, batch, true);
      await recomputeDays(tx, locked, timeZone);
      done += locked.length;
      return batch.filter((day) => !locked.includes(day));
    });
    for (const day of skipped) {
      done += await db.transaction(async (tx) => {
        const locked = await lockStaleDays(tx, [day], false);
        await recomputeDays(tx, locked, timeZone);
        return locked.length;
      });
    }
  }
  return done;
}

/** The whole history recomputed from the raw rows (`npm run rebuild-summaries`, and the seeds). */
export async function rebuildSummaries(db: Database): Promise<number> {
  await markAllStale(db);
  const days = await freshenSummaries(db, "0001-01-01", "9999-12-31");
  await analyzeSummaries(db);
  return days;
}
