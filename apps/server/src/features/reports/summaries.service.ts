import { setImmediate as nextTurn } from "node:timers/promises";
import { performance } from "node:perf_hooks";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../../platform/db/database";
import { isEmbedded } from "../../platform/db/embedded";
import { shopTimeZone } from "../settings";
import { throughSummaryGate } from "./summary-gate";
import {
  lockStaleDays,
  markAllStale,
  recomputeDays,
  recomputePart,
  SUMMARY_PART_COUNT,
  stampIfUnchanged,
  staleDays,
  staleVersion,
  vacuumSummaries,
} from "./summary-refresh.repository";

/** Days recomputed in one transaction on PostgreSQL (and on PGlite with nobody waiting). */
export const DAYS_PER_BATCH = 14;

/**
 * On PGlite, how long parts of a day's recompute run back to back before the event loop is let
 * run: a sale waits for this and one part at most, and a report does not give way after every part.
 * 5 ms put a sale sent during a year's recompute at 1.9× its median alone, 2 ms at 1.2–1.4× (bench
 * README), the worst-case report taking a third longer.
 */
const EMBEDDED_TURN_MS = 2;

/** A turn of the event loop longer than this ran something else (a request being read or answered). */
const BUSY_TURN_MS = 1;
/** Turns given way at most between two transactions, so a steady stream of requests cannot stall a report. */
const MAX_TURNS_GIVEN = 50;

/**
 * Lets the event loop run until a turn passes with nothing else to do (or MAX_TURNS_GIVEN): a sale
 * that arrived during a transaction then runs all its steps before the next one instead of one
 * step per transaction; with nothing else running this costs one turn.
 */
async function giveWay(): Promise<void> {
  for (let turn = 0; turn < MAX_TURNS_GIVEN; turn++) {
    const started = performance.now();
    await nextTurn();
    if (performance.now() - started < BUSY_TURN_MS) return;
  }
}

export interface FreshenOptions {
  /** Asked before each day or batch: true stops the work in between (a server shutting down). */
  stopping?: () => boolean;
  /**
   * Nothing else uses the database meanwhile (a seed or the rebuild command, before or without a
   * server): PGlite then works in batches of whole days without giving way, many times faster.
   */
  alone?: boolean;
  /** Tests only: called on PGlite after each part of a day's recompute, which then gives way. */
  afterPart?: (day: string, part: number) => Promise<void>;
}

/**
 * Brings the summaries of a period up to date with their raw rows.
 *
 * On PostgreSQL each batch locks the stale days it takes (skipping those a writer holds, so a
 * batch never waits while holding others: no deadlock), recomputes them and commits; the days
 * skipped are then done one at a time.
 *
 * On PGlite (one connection, its queries on the main thread) a sale waits for whatever
 * transaction holds the connection, and a whole day's recompute takes twice a sale's time. So a
 * day is recomputed one summary table per transaction (`recomputeDayInParts`), and every
 * EMBEDDED_TURN_MS the event loop is run until it has nothing else to do (`giveWay`): chained by
 * `await` alone they would let no request in, not even read it from its socket.
 */
export async function freshenSummaries(db: Database, from: string, to: string, options: FreshenOptions = {}): Promise<number> {
  const { stopping = () => false, alone = false } = options;
  const stale = await staleDays(db, from, to);
  if (stale.length === 0) return 0;
  const timeZone = await shopTimeZone(db);
  let done = 0;
  if (isEmbedded(db) && !alone) {
    // Newest first: today, the day sales keep writing to, is recomputed while it is small, and
    // whatever lands on it meanwhile is read by the next report.
    const turn = { since: performance.now() };
    for (const day of [...stale].reverse()) {
      if (stopping()) break;
      done += await recomputeDayInParts(db, day, timeZone, turn, options.afterPart);
    }
    return done;
  }
  for (let next = 0; next < stale.length; next += DAYS_PER_BATCH) {
    if (stopping()) break;
    const batch = stale.slice(next, next + DAYS_PER_BATCH);
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

/**
 * One stale day recomputed on PGlite, a summary table per transaction, through the summary gate
 * (no reader of several tables sees it halfway). Its version is read first and the day stamped
 * fresh at that version only if no write touched it meanwhile: then every part read the same raw
 * rows. If one did (a sale on that very day, say), the parts may disagree, and the day is done
 * again whole, in one transaction. 1 when the day was recomputed, 0 when it was already fresh.
 * `turn.since`: when the event loop last ran, shared by the days of one freshening.
 */
async function recomputeDayInParts(
  db: Database,
  day: string,
  timeZone: string,
  turn: { since: number },
  afterPart: FreshenOptions["afterPart"],
): Promise<number> {
  return throughSummaryGate(db, async () => {
    const version = await staleVersion(db, day);
    if (version === null) return 0;
    for (let part = 0; part < SUMMARY_PART_COUNT; part++) {
      await db.transaction((tx) => recomputePart(tx, part, [day], timeZone));
      await afterPart?.(day, part);
      if (afterPart || performance.now() - turn.since >= EMBEDDED_TURN_MS) {
        await giveWay();
        turn.since = performance.now();
      }
    }
    if (await stampIfUnchanged(db, day, version)) return 1;
    await db.transaction(async (tx) => {
      const locked = await lockStaleDays(tx, [day], false);
      await recomputeDays(tx, locked, timeZone);
    });
    return 1;
  });
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
