import { and, asc, count, eq, gte, inArray, lte, ne, notInArray, sql, type SQL } from "drizzle-orm";
import type { DeliveryStatus } from "@washdesk/domain";
import type { Database, Transaction } from "../db/database";
import type { AutomatedGate } from "./outbox-pacing";
import { outbox } from "../db/schema";

export interface ClaimedMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  /** An e-mail's HTML part, when it was written from a template. */
  html: string | null;
  /** Counting the attempt this claim starts. */
  attempts: number;
  /** direct, automated or bulk: automated and bulk e-mails carry the unsubscribe footer. */
  origin: string;
  customerId: string | null;
}

// One lock for every worker's claim of capped messages: counting what the hour took and taking more
// happen one claim at a time, so two workers never both fill the same room under a cap.
const CAPPED_CLAIM_LOCK = 727_275;

/**
 * Takes up to `limit` due messages for this worker. Rows another worker holds are skipped, not
 * waited for; the claim moves next_attempt_at one lease ahead, so no other worker takes them
 * while they are being sent, and a worker that dies mid-send gives them back when the lease ends.
 * With a gate, automated and bulk messages are taken only while it is open and, on a capped
 * channel, only as many as the hour has room for; the others stay due, untouched, for a later run.
 */
export async function claimDueMessages(db: Database, now: Date, limit: number, leaseMs: number, gate?: AutomatedGate): Promise<ClaimedMessage[]> {
  return db.transaction(async (tx) => {
    const due = (where: SQL | undefined, count: number) =>
      tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), where))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(count)
        .for("update", { skipLocked: true });
    const ids = (await due(gate ? eq(outbox.origin, "direct") : undefined, limit)).map((row) => row.id);
    if (gate?.open && ids.length < limit) {
      // Bulk messages only inside the sending window (domain SENDING_WINDOW), on top of quiet hours.
      const automated = gate.bulkOpen ? ne(outbox.origin, "direct") : eq(outbox.origin, "automated");
      const capped = [...gate.perHour.keys()];
      const free = await due(and(automated, capped.length > 0 ? notInArray(outbox.channel, capped) : undefined), limit - ids.length);
      ids.push(...free.map((row) => row.id));
      if (capped.length > 0) await tx.execute(sql`select pg_advisory_xact_lock(${CAPPED_CLAIM_LOCK})`);
      for (const [channel, cap] of gate.perHour) {
        const room = Math.min(cap - (await takenSince(tx, channel, gate.hourStart)), limit - ids.length);
        if (room <= 0) continue;
        ids.push(...(await due(and(automated, eq(outbox.channel, channel)), room)).map((row) => row.id));
      }
    }
    if (ids.length === 0) return [];
    return tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs), claimedAt: now })
      .where(inArray(outbox.id, ids))
      .returning({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        body: outbox.body,
        html: outbox.html,
        attempts: outbox.attempts,
        origin: outbox.origin,
        customerId: outbox.customerId,
      });
  });
}

/** Automated and bulk messages of a channel taken to be sent since an instant (each counted once, retried or not). */
async function takenSince(tx: Transaction, channel: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ taken: count() })
    .from(outbox)
    .where(and(eq(outbox.channel, channel), ne(outbox.origin, "direct"), gte(outbox.claimedAt, since)));
  return row?.taken ?? 0;
}

// Every outcome is written only while the row is still pending: a row someone settled meanwhile stays as it is.
const stillPending = (id: number) => and(eq(outbox.id, id), eq(outbox.status, "pending"));

/** Sent: with the provider's id of the message (status callbacks find it by that) and its first status. */
export async function markSent(db: Database, id: number, now: Date, provider: { id?: string; status?: DeliveryStatus | null } = {}): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: now, lastError: null, providerMessageId: provider.id ?? null, deliveryStatus: provider.status ?? null })
    .where(stillPending(id));
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
