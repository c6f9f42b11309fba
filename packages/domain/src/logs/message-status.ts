/**
 * What became of an e-mail or a text, as the log screens show it. The outbox stores the status;
 * this is the one place that turns it into words, so a delivery status added later (delivered,
 * undelivered) is one more entry here.
 */
export const messageStatuses = ["pending", "sent", "failed", "not_sent"] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const messageStatusLabels: Record<MessageStatus, string> = {
  pending: "Queued",
  sent: "Sent",
  failed: "Failed",
  not_sent: "Not sent",
};

/** The worker's words for a message kept in its log because no provider is set up (platform/outbox/delivery.ts). */
export const NO_PROVIDER_TEXT = "not sent: no provider configured";

/** The status in a few words: a message not sent says why ("not sent: no provider configured"). */
export function messageStatusText(status: MessageStatus, lastError: string | null): string {
  if (status === "not_sent" && lastError) return lastError;
  return messageStatusLabels[status];
}

/** Only a failed message may be sent again: a queued one is on its way, a sent one has gone, a not-sent one has no provider. */
export const canResendMessage = (status: MessageStatus): boolean => status === "failed";
