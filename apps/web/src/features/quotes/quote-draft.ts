import type { Quote, QuoteCreate, QuoteUpdate } from "@washdesk/domain";
import { draftFromSale, emptyDraft, saleCreateBody, saleUpdateBody, type SaleDraft } from "../sales";

/** A quote being written: a sale's party and lines, plus the last day its prices hold. */
export interface QuoteDraft extends SaleDraft {
  /** YYYY-MM-DD, or "" for no end date. */
  validUntil: string;
}

export const emptyQuoteDraft = (): QuoteDraft => ({ ...emptyDraft(), validUntil: "" });

export const draftFromQuote = (quote: Quote): QuoteDraft => ({ ...draftFromSale(quote), validUntil: quote.validUntil ?? "" });

/** POST /api/quotes body: a new sale's body without payments, and the valid-until date. */
export function quoteCreateBody(draft: QuoteDraft, amount: number): QuoteCreate {
  const { payments: _noPaymentsOnQuotes, ...sale } = saleCreateBody(draft, amount, []);
  return { ...sale, validUntil: draft.validUntil || null };
}

/** PATCH /api/quotes/:id body: as a sale's edit (party and lines only when they changed), plus the date. */
export function quoteUpdateBody(draft: QuoteDraft, amount: number, repriced: boolean): QuoteUpdate {
  return { ...saleUpdateBody(draft, amount, repriced), validUntil: draft.validUntil || null };
}
