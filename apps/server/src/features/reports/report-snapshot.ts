import type { Database, Transaction } from "../../platform/db/database";
import { freshenSummaries } from "./summaries.service";
import { throughSummaryGate } from "./summary-gate";

/**
 * A report's reads: the summaries of its periods brought up to date first, then every part read in
 * one snapshot, so the parts of one answer add up with each other even while sales go on.
 */
export async function readReport<T>(db: Database, periods: readonly { from: string; to: string }[], read: (tx: Transaction) => Promise<T>): Promise<T> {
  for (const period of periods) await freshenSummaries(db, period.from, period.to);
  // On PGlite, not while a day is halfway recomputed (summary-gate.ts).
  return throughSummaryGate(db, () => db.transaction(read, { isolationLevel: "repeatable read", accessMode: "read only" }));
}
