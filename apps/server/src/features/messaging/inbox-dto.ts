import { isCustomerConversation, outgoingTextStatus, type Conversation, type ThreadMessage } from "@washdesk/domain";
import type { ConversationKey, ConversationRow, ThreadRow } from "./inbox.repository";

const iso = (value: Date | string) => new Date(value).toISOString();

/** The path's name of a conversation as a key: a customer's id, or the number as stored. */
export function conversationKeyOf(conversation: string, phoneKey: (raw: string) => string): ConversationKey {
  return isCustomerConversation(conversation) ? { customerId: conversation.toLowerCase() } : { customerId: null, phone: phoneKey(conversation) };
}

export const conversationNameOf = (key: ConversationKey): string => key.customerId ?? key.phone!;

export function toConversation(row: ConversationRow): Conversation {
  return {
    conversation: row.customer_id ?? row.phone,
    customerId: row.customer_id,
    name: row.name,
    phone: row.phone,
    unknown: row.customer_id === null,
    unread: Number(row.unread),
    lastMessage: { body: row.body, at: iso(row.at), direction: row.direction },
  };
}

export function toThreadMessage(row: ThreadRow): ThreadMessage {
  if (row.direction === "in") return { key: `in-${row.id}`, direction: "in", body: row.body, at: iso(row.at), status: null, error: null, by: null };
  const by = row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ""}`.trim();
  return {
    key: `out-${row.id}`,
    direction: "out",
    body: row.body,
    at: iso(row.at),
    status: outgoingTextStatus(row.status ?? "pending", row.delivery_status),
    error: row.error,
    by,
  };
}
