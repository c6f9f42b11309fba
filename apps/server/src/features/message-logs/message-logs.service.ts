import { ActivityAction, logRefusals, logWords, type MessageDetail, type MessageLogQuery, type MessageStatus } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { RequestContext } from "../../platform/request-context";
import { refusalError } from "../../platform/errors";
import { writeActivity } from "../../platform/activity-log";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import { ok } from "../../platform/envelope";
import { dayRange } from "../../platform/shop-clock";
import type { Executor } from "../../platform/db/database";
import { shopTimeZone } from "../settings";
import { messageDetailOf, messageEntryOf } from "./message-logs-dto";
import { findMessage, listMessages, MESSAGE_ENTITY, messageActivities, personName, requeueFailedMessage, type MessageChannel } from "./message-logs.repository";

type ListQuery = MessageLogQuery;

/** GET /api/logs/email and /api/logs/sms: one channel's messages, the days read on the shop's calendar. */
export async function messageLog(deps: AppDeps, channel: MessageChannel, query: ListQuery) {
  const { page, pageSize, status, recipient, from, to } = query;
  const range = from || to ? dayRange(from, to, await shopTimeZone(deps.db)) : {};
  const { items, total } = await listMessages(deps.db, channel, { status, recipient, ...range }, page, pageSize);
  return { items: items.map(messageEntryOf), total, page, pageSize };
}

async function detailOf(db: Executor, channel: MessageChannel, id: number): Promise<MessageDetail> {
  const row = await findMessage(db, channel, id);
  if (!row) throw refusalError(logRefusals.messageNotFound);
  const requeues = (await messageActivities(db, id)).map((entry) => ({
    at: entry.createdAt,
    by: personName(entry),
    error: typeof entry.details?.error === "string" ? entry.details.error : null,
  }));
  return messageDetailOf(row, requeues);
}

/** GET /api/logs/<channel>/:id: one message, its body and its history. */
export const messageDetail = (deps: AppDeps, channel: MessageChannel, id: number) => detailOf(deps.db, channel, id);

/**
 * POST /api/logs/<channel>/:id/resend: a failed message goes back to the outbox, due now; the
 * worker sends it on its next run. The Idempotency-Key makes a repeated request answer the first
 * one; any message that is not failed (queued, sent, or kept unsent for want of a provider) is refused.
 */
export async function resendMessage(deps: AppDeps, channel: MessageChannel, id: number, context: RequestContext): Promise<IdempotentReply<MessageDetail>> {
  const route = `POST /api/logs/${channel}/${id}/resend`;
  return runIdempotent(
    deps.db,
    { userId: context.auth.user.id, key: context.idempotencyKey, route, body: {} },
    async (tx) => {
      const before = await findMessage(tx, channel, id);
      if (!before) throw refusalError(logRefusals.messageNotFound);
      if (!(await requeueFailedMessage(tx, channel, id, deps.clock()))) throw refusalError(logRefusals.notFailed(before.status as MessageStatus));
      await writeActivity(tx, {
        userId: context.auth.user.id,
        action: ActivityAction.RetryMessages,
        entity: MESSAGE_ENTITY,
        entityId: String(id),
        details: {
          channel,
          recipient: before.recipient,
          error: before.lastError,
          before: { status: before.status, attempts: before.attempts },
          after: { status: "pending", attempts: 0 },
        },
        ip: context.ip,
      });
      return detailOf(tx, channel, id);
    },
    (detail) => ok(detail, logWords.resent),
  );
}
