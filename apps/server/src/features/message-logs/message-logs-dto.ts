import { logWords, type MessageDetail, type MessageEvent, type MessageLogEntry, type MessageStatus } from "@washdesk/domain";
import { personName, type MessageRow } from "./message-logs.repository";

export function messageEntryOf(row: MessageRow): MessageLogEntry {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    status: row.status as MessageStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    entity: row.entity,
    entityId: row.entityId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdBy: personName(row),
  };
}

export interface Requeue {
  at: Date;
  by: string | null;
  /** The error the message had failed with, kept in the activity entry since the row's is cleared. */
  error: string | null;
}

/**
 * A message's life as far as the outbox records it: queued, each time someone queued it again,
 * the last time a worker took it, then where it stands. The outbox keeps no row per attempt, so
 * earlier attempts show only as the count.
 */
export function messageDetailOf(row: MessageRow, requeues: Requeue[]): MessageDetail {
  const entry = messageEntryOf(row);
  const events: { at: Date; text: string }[] = [{ at: row.createdAt, text: logWords.history.queued(entry.createdBy) }];
  for (const requeue of requeues) events.push({ at: requeue.at, text: logWords.history.requeued(requeue.by, requeue.error) });
  if (row.claimedAt && row.attempts > 0) events.push({ at: row.claimedAt, text: logWords.history.taken(row.attempts) });
  if (row.sentAt) events.push({ at: row.sentAt, text: logWords.history.sent });
  else if (entry.status !== "pending") events.push({ at: row.claimedAt ?? row.createdAt, text: logWords.history.outcome(entry.status, row.lastError) });
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const history: MessageEvent[] = events.map((event) => ({ at: event.at.toISOString(), text: event.text }));
  return { ...entry, origin: row.origin, history };
}
