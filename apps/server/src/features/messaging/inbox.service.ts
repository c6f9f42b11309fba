import {
  ActivityAction,
  inboxRefusals,
  inboxWords,
  THREAD_LIMIT,
  type ConversationPage,
  type ReplyInput,
  type Thread,
  type replySchema,
} from "@washdesk/domain";
import type { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import type { RequestContext } from "../../platform/request-context";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { latestSmsConsentOfPhone, smsPhoneKey } from "../../platform/outbox/sms-consent";
import { renderMessage } from "../settings";
import { SMS_INBOX_ENTITY } from "./inbound-sms.service";
import * as repo from "./inbox.repository";
import { conversationKeyOf, conversationNameOf, toConversation, toThreadMessage } from "./inbox-dto";

/** What the outbox and the activity log name a text written in the inbox by. */
export const INBOX_ENTITY = "inbox";

type Reply = z.output<typeof replySchema>;
export type { ReplyInput };

const hint = (deps: AppDeps, conversation: string, action: "New" | "Edit") => deps.realtime.publish({ entity: SMS_INBOX_ENTITY, id: conversation, action });

/** GET /api/inbox/conversations. */
export async function listConversations(deps: AppDeps, query: { search: string; page: number; pageSize: number }): Promise<ConversationPage> {
  const rows = await repo.listConversations(deps.db, query.search, query.page, query.pageSize);
  // The total rides on every row; a page past the end asks the first page for it.
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : ((await repo.listConversations(deps.db, query.search, 1, 1))[0]?.total ?? 0));
  return { items: rows.map(toConversation), total: Number(total), page: query.page, pageSize: query.pageSize };
}

export async function unreadCount(deps: AppDeps): Promise<{ unread: number }> {
  return { unread: await repo.countUnread(deps.db) };
}

/** Who a conversation is with and where its texts go: the customer's phone, or the unknown number. */
async function resolve(executor: Executor, conversation: string) {
  const key = conversationKeyOf(conversation, smsPhoneKey);
  if (key.customerId !== null) {
    const customer = await repo.findCustomerContact(executor, key.customerId);
    if (!customer) throw refusalError(inboxRefusals.conversationNotFound);
    return { key, name: customer.name, phone: customer.phone, deleted: customer.deleted };
  }
  return { key, name: null, phone: key.phone, deleted: false };
}

async function readThread(executor: Executor, conversation: string): Promise<Thread> {
  const { key, name, phone } = await resolve(executor, conversation);
  const messages = (await repo.threadMessages(executor, key, THREAD_LIMIT)).map(toThreadMessage);
  if (key.customerId === null && messages.length === 0) throw refusalError(inboxRefusals.conversationNotFound);
  const consent = phone ? await latestSmsConsentOfPhone(executor, phone) : null;
  return {
    conversation: conversationNameOf(key),
    customerId: key.customerId,
    name,
    phone,
    unknown: key.customerId === null,
    optedOut: consent !== null && !consent.optedIn,
    unread: await repo.unreadOf(executor, key),
    messages,
  };
}

/** GET /api/inbox/conversations/:conversation. Reading does not mark read: the screen asks for that once shown. */
export const getThread = (deps: AppDeps, conversation: string) => readThread(deps.db, conversation);

/** POST …/read: every unread inbound text of the conversation is read by this staff member now. */
export async function markConversationRead(deps: AppDeps, auth: AuthContext, conversation: string): Promise<Thread> {
  const { thread, marked } = await deps.db.transaction(async (tx) => {
    const { key } = await resolve(tx, conversation);
    const marked = await repo.markRead(tx, key, auth.user.id, deps.clock());
    return { thread: await readThread(tx, conversation), marked };
  });
  // Every open inbox and navigation count refreshes; nothing changed, nothing to tell.
  if (marked > 0) hint(deps, thread.conversation, "Edit");
  return thread;
}

async function replyWords(executor: Executor, reply: Reply, customerName: string | null): Promise<string> {
  if (reply.kind === "text") return reply.body;
  const message = await renderMessage(executor, reply.trigger, "sms", { customerName: customerName ?? "", ...reply.values });
  if (!message) throw refusalError(inboxRefusals.templateOff);
  return message.body;
}

/**
 * POST …/reply: a direct text to the conversation, queued in the outbox in the transaction of its
 * activity row (SendSms), at most once per Idempotency-Key. A customer who texted STOP still gets
 * it: the opt-out stops automated and bulk texts (enqueueMessage and sms-consent.ts skip those),
 * while a direct text is one a person writes to answer the customer, like the opt-out's own
 * confirmation. The thread answers `optedOut`, so the screen says so before staff send.
 */
export async function replyToConversation(deps: AppDeps, conversation: string, reply: Reply, context: RequestContext): Promise<IdempotentReply<Thread>> {
  const result = await runIdempotent(
    deps.db,
    { userId: context.auth.user.id, key: context.idempotencyKey, route: `POST /api/inbox/conversations/${conversation}/reply`, body: reply },
    async (tx) => {
      const { key, name, phone, deleted } = await resolve(tx, conversation);
      // The inbox answers conversations: a number that never texted the shop is not one, and a
      // deleted customer's thread stays readable but is closed.
      if (deleted || (key.customerId === null && !(await repo.hasInboundFrom(tx, key.phone)))) throw refusalError(inboxRefusals.conversationNotFound);
      if (!phone) throw refusalError(inboxRefusals.noPhone);
      const body = await replyWords(tx, reply, name);
      const queued = await enqueueMessage(tx, {
        channel: "sms",
        recipient: phone,
        body,
        customerId: key.customerId,
        origin: "direct",
        entity: INBOX_ENTITY,
        entityId: conversationNameOf(key),
        createdBy: context.auth.user.id,
      });
      await writeActivity(tx, {
        userId: context.auth.user.id,
        action: ActivityAction.SendSms,
        entity: key.customerId ? "customer" : INBOX_ENTITY,
        entityId: conversationNameOf(key),
        details: { recipient: phone, outboxId: queued.id, ...(reply.kind === "template" ? { trigger: reply.trigger } : {}) },
        ip: context.ip,
      });
      return readThread(tx, conversation);
    },
    (thread) => ok(thread, inboxWords.replied),
  );
  if (!result.replayed && result.value) hint(deps, result.value.conversation, "New");
  return result;
}

/**
 * POST …/link: an unknown number's texts (both ways) become a customer's, and the conversation with
 * them. The customer's own phone is left as it is: texts from the number keep arriving as unknown
 * until the customer's phone is that number, which the customer form changes.
 */
export async function linkUnknownNumber(deps: AppDeps, auth: AuthContext, conversation: string, customerId: string, ip: string): Promise<Thread> {
  const thread = await deps.db.transaction(async (tx) => {
    const { key } = await resolve(tx, conversation);
    if (key.customerId !== null) throw refusalError(inboxRefusals.notUnknown);
    const customer = await repo.findCustomerContact(tx, customerId);
    if (!customer || customer.deleted) throw refusalError(inboxRefusals.customerNotFound);
    const moved = await repo.linkNumber(tx, key.phone, customer.id);
    if (moved === 0) throw refusalError(inboxRefusals.conversationNotFound);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Edit,
      entity: "customer",
      entityId: customer.id,
      details: { linkedPhone: key.phone, texts: moved },
      ip,
    });
    return readThread(tx, customer.id);
  });
  hint(deps, thread.conversation, "Edit");
  return thread;
}
