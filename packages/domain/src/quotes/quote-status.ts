import type { Refusal } from "../api/refusal";
import { quoteRefusals } from "./quote-refusals";

/**
 * Where a quote stands. Open: written, not yet sent. Sent: went to the customer by e-mail or text.
 * Converted: became a sale (once only). Cancelled: the customer declined or it lapsed.
 */
export const QuoteStatus = { Open: 0, Sent: 1, Converted: 2, Cancelled: 3 } as const;
export type QuoteStatus = (typeof QuoteStatus)[keyof typeof QuoteStatus];
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  [QuoteStatus.Open]: "Open",
  [QuoteStatus.Sent]: "Sent",
  [QuoteStatus.Converted]: "Converted",
  [QuoteStatus.Cancelled]: "Cancelled",
};

/** Statuses in which a quote may still be changed, sent, cancelled or converted. */
export const liveQuoteStatuses: readonly QuoteStatus[] = [QuoteStatus.Open, QuoteStatus.Sent];

export const isLiveQuote = (status: QuoteStatus) => liveQuoteStatuses.includes(status);

/** The words for refusing any change to a quote that is no longer live, or null when it is live. */
export function quoteChangeRefusal(status: QuoteStatus): Refusal | null {
  if (status === QuoteStatus.Converted) return quoteRefusals.converted;
  if (status === QuoteStatus.Cancelled) return quoteRefusals.cancelled;
  return null;
}
