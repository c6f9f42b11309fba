import { messageStatusLabels, messageStatusText, type MessageStatus } from "./message-status";

/** The words of the log screens and of a message's history. */
export const logWords = {
  resent: "Message queued to be sent again.",
  history: {
    queued: (by: string | null) => (by ? `Queued by ${by}` : "Queued"),
    requeued: (by: string | null, error: string | null) => `Queued again${by ? ` by ${by}` : ""}${error ? ` after: ${error}` : ""}`,
    taken: (attempts: number) => `Taken to be sent (attempt ${attempts})`,
    sent: "Sent to the provider",
    /** "Failed: 550 mailbox unavailable"; a message kept unsent says why in the worker's own words. */
    outcome: (status: MessageStatus, error: string | null) =>
      status === "not_sent" || !error ? messageStatusText(status, error) : `${messageStatusLabels[status]}: ${error}`,
  },
};

/**
 * The notice after a receipt is sent: "queued" when a provider will take it, and the log's own
 * words when none is set up, so nobody waits for a message that cannot go.
 */
export function receiptNotice(channel: "email" | "sms", providerConfigured: boolean): string {
  if (!providerConfigured) return "Receipt not sent: no provider configured.";
  return channel === "email" ? "Receipt queued for e-mail." : "Receipt queued for text message.";
}
