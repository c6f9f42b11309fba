import type { Executor } from "../db/database";
import { outbox } from "../db/schema";

export type MessageChannel = "email" | "sms";

export interface OutgoingMessage {
  channel: MessageChannel;
  /** An e-mail address, or ten phone digits. */
  recipient: string;
  subject?: string;
  body: string;
  /** What the message is about, for the logs: ("sale", id), ("quote", id)… */
  entity?: string;
  entityId?: string;
  createdBy?: string | null;
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
      entity: message.entity ?? null,
      entityId: message.entityId ?? null,
      createdBy: message.createdBy ?? null,
    })
    .returning({ id: outbox.id });
  return row!;
}
