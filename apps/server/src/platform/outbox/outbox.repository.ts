import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { outbox } from "../db/schema";

export interface ClaimedMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  /** Counting the attempt this claim starts. */
  attempts: number;
}

/**
 * Takes up to `limit` due messages for this worker. Rows another worker holds are skipped, not
 * waited for; the claim moves next_attempt_at one lease ahead, so no other worker takes them
 * while they are being sent, and a worker that dies mid-send gives them back when the lease ends.
 */
export async function claimDueMessages(db: Database, now: Date, limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        attempts: outbox.attempts,
      });
  });
}

// Every outcome is written only while the row is still pending: a row someone settled meanwhile stays as it is.
const stillPending = (id: number) => and(eq(outbox.id, id), eq(outbox.status, "pending"));

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ status: "sent", sentAt: now, lastError: null }).where(stillPending(id));
}

export async function markNotSent(db: Database, id: number, reason: string): Promise<void> {
  await db.update(outbox).set({ status: "not_sent", lastError: reason }).where(stillPending(id));
}

export async function markFailed(db: Database, id: number, error: string): Promise<void> {
  await db.update(outbox).set({ status: "failed", lastError: error }).where(stillPending(id));
}

export async function scheduleRetry(db: Database, id: number, at: Date, error: string): Promise<void> {
  await db.update(outbox).set({ nextAttemptAt: at, lastError: error }).where(stillPending(id));
}
