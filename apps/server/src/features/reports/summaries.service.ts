import { setImmediate as nextTurn } from "node:timers/promises";
import { performance } from "node:perf_hooks";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../../platform/db/database";
import { isEmbedded } from "../../platform/db/embedded";
import { shopTimeZone } from "../settings";
import { vacuumSummaries, lockStaleDays, markAllStale, recomputeDays, staleDays } from "./summary-refresh.repository";

/** Days recomputed in one transaction on PostgreSQL, and the most in one on PGlite. */
export const DAYS_PER_BATCH = 14;

/**
 * About how long one transaction of recomputes may hold PGlite's only connection. A sale that
 * arrives waits for the transaction in progress (the server cannot even read its request
 * meanwhile), so this is kept under a sale's own time (~12 ms in the bench).
 */
export const EMBEDDED_BATCH_MS = 10;

/** A turn of the event loop longer than this ran something else (a request being read or answered). */
const BUSY_TURN_MS = 1;
/** Turns given way at most between two batches, so a steady stream of requests cannot stall a report. */
const MAX_TURNS_GIVEN = 50;

/**
 * Lets the event loop run until a turn passes with nothing else to do (or MAX_TURNS_GIVEN): a sale
 * that arrived during a batch then runs all its steps before the next batch instead of one step
 * per batch; with nothing else running this costs one turn.
 */
async function giveWay(): Promise<void> {
  for (let turn = 0; turn < MAX_TURNS_GIVEN; turn++) {
    const started = performance.now();
    await nextTurn();
    if (performance.now() - started < BUSY_TURN_MS) return;
  }
}

/**
 * The days of the next transaction on PGlite: as many as the last one's cost per day says fit in
 * the time budget, at least one (a day is recomputed whole), at most DAYS_PER_BATCH.
 */
export function nextBatchSize(lastDays: number, lastMs: number): number {
  if (lastDays === 0) return 1;
  const perDay = Math.max(lastMs, 0.01) / lastDays;
  return Math.min(DAYS_PER_BATCH, Math.max(1, Math.floor(EMBEDDED_BATCH_MS / perDay)));
}

export interface FreshenOptions {
  /** Asked before each batch: true stops the work between two batches (a server shutting down). */
  stopping?: () => boolean;
  /**
   * Nothing else uses the database meanwhile (a seed or the rebuild command, before or without a
   * server): PGlite then works in full batches without giving way, four to five times faster.
   */
  alone?: boolean;
}

/**
 * Brings the summaries of a period up to date with their raw rows. Each batch locks the stale
 * days it takes (skipping those a writer holds, so a batch never waits while holding others: no
 * deadlock), recomputes them and commits; the days skipped are then done one at a time.
 *
 * On PGlite the batches are sized by time (`EMBEDDED_BATCH_MS`, from one day up) and the event
 * loop runs between them until it has nothing else to do (`giveWay`): its queries run on the main
 * thread and resolve as promises, so batches chained by `await` alone would let no request in (not
 * even read it from its socket) until the last one. On PostgreSQL, batches of DAYS_PER_BATCH one
 * after the other, as before.
 */
export async function freshenSummaries(db: Database, from: string, to: string, options: FreshenOptions = {}): Promise<number> {
  const { stopping = () => false, alone = false } = options;
  const stale = await staleDays(db, from, to);
  if (stale.length === 0) return 0;
  const timeZone = await shopTimeZone(db);
  const embedded = isEmbedded(db) && !alone;
  let done = 0;
  let next = 0;
  let size = embedded ? 1 : DAYS_PER_BATCH;
  while (next < stale.length) {
    if (stopping()) break;
    const batch = stale.slice(next, next + size);
    next += batch.length;
    const started = performance.now();
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
    if (embedded) {
      size = nextBatchSize(batch.length, performance.now() - started);
      await giveWay();
    }
  }
  return done;
}

/**
 * The whole history recomputed from the raw rows (`npm run rebuild-summaries`, which asks for the
 * server to be stopped, and the seeds, which run before it listens): nobody waits meanwhile.
 */
export async function rebuildSummaries(db: Database): Promise<number> {
  await markAllStale(db);
  const days = await freshenSummaries(db, "0001-01-01", "9999-12-31", { alone: true });
  await vacuumSummaries(db);
  return days;
}

/**
 * A period's summaries brought up to date for a reader that may be inside a transaction (a pay
 * run is computed and written in one). Inside one, the stale days are locked, waiting for a writer
 * that holds one, and recomputed there: a write to those days then waits for the caller's commit.
 * Outside one, as freshenSummaries, a batch per transaction.
 */
export async function freshenSummariesFor(db: Executor, from: string, to: string): Promise<void> {
  if (!(db instanceof PgTransaction)) {
    await freshenSummaries(db, from, to);
    return;
  }
  const locked = await lockStaleDays(db, await staleDays(db, from, to), false);
  if (locked.length > 0) await recomputeDays(db, locked, await shopTimeZone(db));
}
