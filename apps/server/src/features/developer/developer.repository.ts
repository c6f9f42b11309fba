import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { outbox } from "../../platform/db/schema";
import { rowsOf } from "../../platform/backup/database-catalog";

export interface OutboxQueueRow {
  channel: string;
  pending: number;
  failed: number;
  oldestPendingAt: Date | null;
}

/** Waiting and failed messages per channel; sent ones are the message logs' business. */
export async function outboxQueues(db: Executor): Promise<OutboxQueueRow[]> {
  const rows = await db
    .select({
      channel: outbox.channel,
      pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
      oldestPendingAt: sql<string | null>`min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending')`,
    })
    .from(outbox)
    .where(sql`${outbox.status} in ('pending', 'failed')`)
    .groupBy(outbox.channel)
    .orderBy(outbox.channel);
  return rows.map((row) => ({ ...row, oldestPendingAt: row.oldestPendingAt === null ? null : new Date(row.oldestPendingAt) }));
}

/** The database's size on disk as PostgreSQL counts it (PGlite's too). */
export async function databaseSizeBytes(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ size: string }>(db, sql`select pg_database_size(current_database())::text as size`);
  return Number(row?.size ?? 0);
}

/**
 * Failed messages become pending again with a fresh count of attempts, due now: the worker sends
 * them on its next run. Only rows still failed move, so a repeat moves nothing twice.
 */
export async function requeueFailedMessages(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where(and(eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}
