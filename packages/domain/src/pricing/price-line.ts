import { DiscountType, TaxMethod, TaxType } from "../enums";
import type { Cents } from "../money";
import { assertCents, cents, percentOf, RATE_SCALE, roundHalfAwayFromZero } from "../money";

export interface LinePricingInput {
  /** Whole cents (checked). */
  price: number;
  /** Whole units, at least 1. */
  quantity: number;
  /** rate: thousandths of a percent when Percentage, cents when Fixed. */
  discount: { type: DiscountType; rate: number };
  /** rate: thousandths of a percent when Percentage, cents per unit when Fixed. */
  tax: { type: TaxType; method: TaxMethod; rate: number };
}

export interface LinePricing {
  unitPrice: Cents;
  unitDiscount: Cents;
  /** Price after discount, never below 0. */
  unitNet: Cents;
  /** Exclusive tax added on top of each unit. */
  unitTax: Cents;
  /** Inclusive tax already inside unitNet; informational, never added. */
  unitIncludedTax: Cents;
  quantity: number;
  discountTotal: Cents;
  /** quantity × unitNet: the line before exclusive tax. */
  netTotal: Cents;
  /** Exclusive tax of the line. */
  taxTotal: Cents;
  includedTaxTotal: Cents;
  /** quantity × unitNet + taxTotal: what the line costs. */
  subTotal: Cents;
}

/** Reached only when untrusted data carries a type outside the enumeration. */
function unknownType(value: never): never {
  throw new RangeError(`Unknown discount or tax type: ${String(value)}`);
}

function assertRate(rate: number, what: string): void {
  if (!Number.isSafeInteger(rate) || rate < 0) throw new RangeError(`${what} rate must be a non-negative integer, got ${rate}`);
}

function unitDiscountOf(price: number, discount: LinePricingInput["discount"]): number {
  switch (discount.type) {
    case DiscountType.NoDiscount:
      return 0;
    case DiscountType.Percentage:
      return Math.min(percentOf(price, discount.rate), price);
    case DiscountType.Fixed:
      return Math.min(discount.rate, price);
    default:
      return unknownType(discount.type);
  }
}

/** Tax on top of a unit: only for the exclusive method. A free unit (net 0) carries no tax, fixed or not. */
function unitTaxOf(net: number, tax: LinePricingInput["tax"]): number {
  if (tax.method !== TaxMethod.Exclusive || net === 0) return 0;
  switch (tax.type) {
    case TaxType.NoTax:
      return 0;
    case TaxType.Percentage:
      return percentOf(net, tax.rate);
    case TaxType.Fixed:
      return tax.rate;
    default:
      return unknownType(tax.type);
  }
}

/** Tax already inside a unit's price (inclusive method): net × rate / (100 % + rate), or the fixed amount. */
function unitIncludedTaxOf(net: number, tax: LinePricingInput["tax"]): number {
  if (tax.method !== TaxMethod.Inclusive) return 0;
  switch (tax.type) {
    case TaxType.NoTax:
      return 0;
    case TaxType.Percentage:
      return roundHalfAwayFromZero(BigInt(net) * BigInt(tax.rate), BigInt(RATE_SCALE + tax.rate));
    case TaxType.Fixed:
      return Math.min(tax.rate, net);
    default:
      return unknownType(tax.type);
  }
}

function times(quantity: number, unit: number, what: string): Cents {
  return cents(quantity * unit, what);
}

/**
 * Prices one line (docs/product.md §9): discount first, then exclusive tax on the discounted price.
 * Each unit figure is rounded once; line figures are exact multiples of them, so a line
 * never shows a total its units do not add up to.
 */
export function priceLine(input: LinePricingInput): LinePricing {
  const { price, quantity, discount, tax } = input;
  assertCents(price, "price");
  if (price < 0) throw new RangeError(`price must not be negative, got ${price}`);
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be a whole number ≥ 1, got ${quantity}`);
  assertRate(discount.rate, "discount");
  assertRate(tax.rate, "tax");
  if (tax.method !== TaxMethod.Exclusive && tax.method !== TaxMethod.Inclusive) {
    throw new RangeError(`Unknown tax method: ${String(tax.method)}`);
  }

  const unitDiscount = unitDiscountOf(price, discount);
  const unitNet = price - unitDiscount;
  const unitTax = unitTaxOf(unitNet, tax);
  const unitIncludedTax = unitIncludedTaxOf(unitNet, tax);

  const netTotal = times(quantity, unitNet, "line net");
  const taxTotal = times(quantity, unitTax, "line tax");
  const subTotal = cents(netTotal + taxTotal, "line subtotal");

  return {
    unitPrice: cents(price),
    unitDiscount: cents(unitDiscount),
    unitNet: cents(unitNet),
    unitTax: cents(unitTax),
    unitIncludedTax: cents(unitIncludedTax),
    quantity,
    discountTotal: times(quantity, unitDiscount, "line discount"),
    netTotal,
    taxTotal,
    includedTaxTotal: times(quantity, unitIncludedTax, "line included tax"),
    subTotal,
  };
}
