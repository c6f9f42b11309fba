import type { DiscountType, TaxMethod, TaxType } from "../enums";
import { formatMoney, type Cents } from "../money";
import { overMoneyCeiling, priceDocument, type DocumentPricing, type LinePricingInput } from "../pricing";
import { limitMessages } from "../validation/limits";

/** What pricing needs of a purchase line. */
export interface PurchaseLineToPrice {
  price: number;
  quantity: number;
  tax: { type: TaxType; method: TaxMethod; rate: number };
  discount: { type: DiscountType; rate: number };
}

export function purchaseLinePricingInput(line: PurchaseLineToPrice): LinePricingInput {
  return { price: line.price, quantity: line.quantity, tax: line.tax, discount: line.discount };
}

/** docs/product.md §9: discount first, exclusive tax on the discounted price; the amount is the sum of line subtotals. */
export function pricePurchase(lines: readonly PurchaseLineToPrice[]): DocumentPricing {
  return priceDocument(lines.map(purchaseLinePricingInput));
}

/** A purchase line as stored: the cost, discount and tax as entered, and the computed amounts. */
export interface PricedPurchaseLineValues {
  quantity: number;
  price: number;
  taxType: TaxType;
  taxMethod: TaxMethod;
  taxRate: number;
  discountType: DiscountType;
  discountRate: number;
  discountTotal: Cents;
  netTotal: Cents;
  taxTotal: Cents;
  subTotal: Cents;
}

/** Prices a purchase's lines and gives each line's stored values. */
export function pricedPurchaseLines(lines: readonly PurchaseLineToPrice[]): PricedPurchaseLineValues[] {
  const priced = pricePurchase(lines).lines;
  return lines.map((line, i) => {
    const pricing = priced[i]!;
    return {
      quantity: line.quantity,
      price: line.price,
      taxType: line.tax.type,
      taxMethod: line.tax.method,
      taxRate: line.tax.rate,
      discountType: line.discount.type,
      discountRate: line.discount.rate,
      discountTotal: pricing.discountTotal,
      netTotal: pricing.netTotal,
      taxTotal: pricing.taxTotal,
      subTotal: pricing.subTotal,
    };
  });
}

export const amountMismatchMessage = (expected: number) => `The amount must equal the sum of the line subtotals (${formatMoney(expected)})!`;

/**
 * Why a purchase's amount is refused, or null: with product lines it must be the sum of their
 * subtotals, as the dialog computes it; without lines any amount stands.
 */
export function purchaseAmountProblem(amount: number, lines: readonly PurchaseLineToPrice[]): string | null {
  if (lines.length === 0) return null;
  const pricing = pricePurchase(lines);
  if (overMoneyCeiling(pricing)) return limitMessages.linesOverCeiling;
  return amount === pricing.amount ? null : amountMismatchMessage(pricing.amount);
}
