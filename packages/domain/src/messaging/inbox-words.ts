import type { DeliveryStatus } from "./delivery-status";

// The inbox's words and the rules a screen and the server share (zod-free: the navigation's unread
// count loads with the first screen).

/** What a staff member sees of an outgoing text: the provider's report when there is one, else the outbox's state. */
export type OutgoingTextStatus = DeliveryStatus | "pending" | "notSent";

/** The outbox's status (pending, sent, failed, not_sent) and the provider's latest report, as one state. */
export function outgoingTextStatus(outboxStatus: string, deliveryStatus: DeliveryStatus | null): OutgoingTextStatus {
  if (deliveryStatus) return deliveryStatus;
  if (outboxStatus === "sent") return "sent";
  if (outboxStatus === "failed") return "failed";
  if (outboxStatus === "not_sent") return "notSent";
  return "pending";
}

export const outgoingTextStatusLabels: Record<OutgoingTextStatus, string> = {
  pending: "Waiting to send",
  queued: "Queued",
  sent: "Sent",
  delivered: "Delivered",
  undelivered: "Not delivered",
  failed: "Failed",
  notSent: "Not sent",
};

/** A conversation's name in the path: a customer's id, or the number itself for an unknown one. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCustomerConversation = (conversation: string): boolean => UUID_PATTERN.test(conversation);

export const inboxWords = {
  unknownNumber: "Unknown number",
  optedOut: "This customer texted STOP: automated and bulk texts are not sent to them. A reply you write here still goes, so send only what answers them.",
  replied: "Reply queued.",
  linked: "Texts linked to the customer.",
  read: "Conversation marked as read.",
};
