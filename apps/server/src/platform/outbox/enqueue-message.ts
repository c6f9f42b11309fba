import type { MessageOrigin } from "@washdesk/domain";
import type { Executor } from "../db/database";
import { outbox } from "../db/schema";

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
}

/**
 * Queue a message in the caller's transaction: it is sent only if the change commits, and a
 * provider being down never fails or slows the request (the outbox worker sends and retries).
 */
export async function enqueueMessage(executor: Executor, message: OutgoingMessage): Promise<{ id: number }> {
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
      origin: message.origin ?? "direct",
    })
    .returning({ id: outbox.id });
  return row!;
}
