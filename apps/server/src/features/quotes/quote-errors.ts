import { quoteChangeRefusal, type QuoteStatus } from "@washdesk/domain";
import { conflict } from "../../platform/errors";

export const QUOTE_NOT_FOUND = "This quote does not exist or was deleted.";
export const QUOTE_PRODUCT_GONE = "A product on this quote no longer exists. Edit the quote's lines first.";
export const alreadyConverted = (saleNumber: number | null) =>
  saleNumber === null ? "This quote was already converted to a sale." : `This quote was already converted to sale #${saleNumber}.`;

/** Only open and sent quotes change (edit, send, cancel, convert). */
export function assertLive(status: QuoteStatus): void {
  const refusal = quoteChangeRefusal(status);
  if (refusal) throw conflict(refusal);
}
