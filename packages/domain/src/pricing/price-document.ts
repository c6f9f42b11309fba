import { assertCents } from "../money";
import type { Cents } from "../money";
import type { LinePricing, LinePricingInput } from "./price-line";
import { priceLine } from "./price-line";
import { MAX_MONEY_CENTS } from "../validation/limits";

export interface DocumentPricing {
  lines: LinePricing[];
  /** Sum of line net totals: after discounts, before exclusive tax. */
  subTotal: Cents;
  discountTotal: Cents;
  /** Exclusive tax of all lines. */
  taxTotal: Cents;
  includedTaxTotal: Cents;
  /** Sum of line subtotals (= subTotal + taxTotal): what the sale, quote or purchase costs. */
  amount: Cents;
}

function sum(lines: readonly LinePricing[], pick: (line: LinePricing) => Cents, what: string): Cents {
  const total = lines.reduce((acc, line) => acc + pick(line), 0);
  assertCents(total, what);
  return total;
}

/** Prices every line and totals them; the server recomputes this rather than trusting a client total. */
export function priceDocument(inputs: readonly LinePricingInput[]): DocumentPricing {
  const lines = inputs.map(priceLine);
  return {
    lines,
    subTotal: sum(lines, (l) => l.netTotal, "subtotal"),
    discountTotal: sum(lines, (l) => l.discountTotal, "discount total"),
    taxTotal: sum(lines, (l) => l.taxTotal, "tax total"),
    includedTaxTotal: sum(lines, (l) => l.includedTaxTotal, "included tax total"),
    amount: sum(lines, (l) => l.subTotal, "amount"),
  };
}

/**
 * Whether a document's lines, before discounts and with their exclusive tax, add up to more than
 * $1,000,000.00. Refused: every total it would store (amount, discounts, tax) stays under the
 * ceiling, so the sums of lists and reports stay exact.
 */
export function overMoneyCeiling(pricing: DocumentPricing): boolean {
  return pricing.subTotal + pricing.discountTotal + pricing.taxTotal > MAX_MONEY_CENTS;
}
