import type { MessageLogEntry } from "./log-api";

/** What a message was for: an e-mail by its subject ("Your receipt #1042"), a text by the record it is about. */
const entityWords: Record<string, string> = {
  sale: "Sale",
  quote: "Quote",
  customer: "Customer",
  payStub: "Pay stub",
  appointment: "Appointment",
  reviewRequest: "Review request",
};

export function messagePurpose(message: Pick<MessageLogEntry, "entity" | "subject">): string {
  if (message.subject) return message.subject;
  if (!message.entity) return "";
  return entityWords[message.entity] ?? message.entity;
}
