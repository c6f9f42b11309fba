import { SKIPPED_OPTED_OUT, type MessageOrigin } from "@washdesk/domain";
import type { Executor } from "../db/database";
import { outbox } from "../db/schema";
import { isSmsOptedOut } from "./sms-consent";

export type MessageChannel = "email" | "sms";

export interface OutgoingMessage {
  channel: MessageChannel;
  /** An e-mail address, or ten phone digits. */
  recipient: string;
  subject?: string;
  /** The plain text: a text message's words, an e-mail's text part. */
  body: string;
  /** An e-mail's HTML part, cleaned (platform/mail/email-html.ts), beside the text part. */
  html?: string | null;
  /** What the message is about, for the logs: ("sale", id), ("quote", id)… */
  entity?: string;
  entityId?: string;
  createdBy?: string | null;
  /**
   * "direct" (the default) for what a person sends and someone waits for (a receipt, a quote, a
   * reply); "automated" or "bulk" for what the shop's rules or a campaign send: those wait for the
   * end of quiet hours and for room under the hourly caps (domain automated-messages.ts).
   */
  origin?: MessageOrigin;
  /** The customer it is to, when known: the conversation's thread reads a customer's texts by it. */
  customerId?: string | null;
}

/**
 * Queue a message in the caller's transaction: it is sent only if the change commits, and a
 * provider being down never fails or slows the request (the outbox worker sends and retries).
 */
export async function enqueueMessage(executor: Executor, message: OutgoingMessage): Promise<{ id: number; skipped: boolean }> {
  const origin = message.origin ?? "direct";
  // An automated or bulk text to a number that opted out is kept in the log as not sent, with the
  // reason, and never reaches the worker (docs/product.md §3 Customer alert). Direct texts (a
  // receipt asked for at the counter, a reply, the opt-out confirmation itself) still go.
  const skipped = message.channel === "sms" && origin !== "direct" && (await isSmsOptedOut(executor, message.recipient));
  const [row] = await executor
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? "",
      body: message.body,
      html: message.html ?? null,
      entity: message.entity ?? null,
      entityId: message.entityId ?? null,
      createdBy: message.createdBy ?? null,
      origin,
      customerId: message.customerId ?? null,
      ...(skipped ? { status: "not_sent", lastError: SKIPPED_OPTED_OUT } : {}),
    })
    .returning({ id: outbox.id });
  return { id: row!.id, skipped };
}
