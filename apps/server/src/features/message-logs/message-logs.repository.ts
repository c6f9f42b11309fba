import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { MessageStatus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { activityLogs, outbox, users } from "../../platform/db/schema";
import { containsPattern } from "../../platform/db/like-pattern";

export type MessageChannel = "email" | "sms";

export interface MessageFilter {
  status?: MessageStatus;
  recipient?: string;
  start?: Date;
  end?: Date;
}

const columns = {
  id: outbox.id,
  recipient: outbox.recipient,
  subject: outbox.subject,
  body: outbox.body,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  entity: outbox.entity,
  entityId: outbox.entityId,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  claimedAt: outbox.claimedAt,
  origin: outbox.origin,
  firstName: users.firstName,
  lastName: users.lastName,
};

function conditions(channel: MessageChannel, filter: MessageFilter): SQL | undefined {
  return and(
    eq(outbox.channel, channel),
    filter.status ? eq(outbox.status, filter.status) : undefined,
    // A number is stored as its digits: "(555) 300" finds 5553000001 as typed on the phone field.
    filter.recipient ? ilike(outbox.recipient, containsPattern(recipientText(channel, filter.recipient))) : undefined,
    filter.start ? gte(outbox.createdAt, filter.start) : undefined,
    filter.end ? lt(outbox.createdAt, filter.end) : undefined,
  );
}

const recipientText = (channel: MessageChannel, typed: string) => (channel === "sms" && /\d/.test(typed) ? typed.replace(/\D/g, "") : typed);

/**
 * One channel's messages, newest first. outbox_channel_created_idx serves the channel and the days
 * with the order; a status or a recipient is checked on the rows of that range.
 */
export async function listMessages(db: Executor, channel: MessageChannel, filter: MessageFilter, page: number, pageSize: number) {
  const where = conditions(channel, filter);
  const [items, totals] = await Promise.all([
    db
      .select(columns)
      .from(outbox)
      .leftJoin(users, eq(users.id, outbox.createdBy))
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function findMessage(db: Executor, channel: MessageChannel, id: number) {
  const [row] = await db
    .select(columns)
    .from(outbox)
    .leftJoin(users, eq(users.id, outbox.createdBy))
    .where(and(eq(outbox.channel, channel), eq(outbox.id, id)));
  return row ?? null;
}

/**
 * A failed message back in the outbox, due now, its attempts counted afresh. Only a row still
 * failed moves, so two people sending it again at once queue it once. The provider's id and
 * delivery status of the failed send are cleared for the new one (its reports stay in the history).
 */
export async function requeueFailedMessage(db: Executor, channel: MessageChannel, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null, providerMessageId: null, deliveryStatus: null })
    .where(and(eq(outbox.channel, channel), eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** The activity entries about a message (each time someone sent it again), oldest first. */
export async function messageActivities(db: Executor, id: number) {
  return db
    .select({ createdAt: activityLogs.createdAt, details: activityLogs.details, firstName: users.firstName, lastName: users.lastName })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.userId))
    .where(and(eq(activityLogs.entity, MESSAGE_ENTITY), eq(activityLogs.entityId, String(id))))
    .orderBy(asc(activityLogs.createdAt), asc(activityLogs.id));
}

/** The activity log's entity of a message sent again. */
export const MESSAGE_ENTITY = "message";

export const personName = (row: { firstName: string | null; lastName: string | null }) =>
  row.firstName ? `${row.firstName} ${row.lastName ?? ""}`.trim() : null;

export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;
