import { describe, expect, it } from "vitest";
import { DiscountType, ItemKind, TaxMethod, TaxType, VehicleType } from "../enums";
import { overMoneyCeiling } from "../pricing";
import { lineDiscountOverPrice, lineRefundAmount, pricedSaleLines, priceSale, saleLinePricingInput, type SaleProduct } from "./index";

const { Exclusive, Inclusive } = TaxMethod;
const noDiscount = { type: DiscountType.NoDiscount, rate: 0 };
const tenPercent = { type: DiscountType.Percentage, rate: 10_000 };
const threeDollars = { type: DiscountType.Fixed, rate: 300 };
const noTax = { type: TaxType.NoTax, rate: 0 };
const nyTax = { type: TaxType.Percentage, rate: 8875 }; // 8.875 %
const fixedTax = { type: TaxType.Fixed, rate: 75 }; // $0.75 per unit

/** A wash: $20.00, $25.00 for an SUV. */
const wash = (tax: { type: TaxType; rate: number }, method: TaxMethod, discount: SaleProduct["discount"] = noDiscount): SaleProduct => ({
  kind: ItemKind.Service,
  price: 2000,
  vehiclePrices: { SUV: 2500 },
  tax: { ...tax, method },
  discount,
});

// Two SUV washes ($25.00 each) with a line discount. Columns: unitDiscount, unitTax, unitIncludedTax, subTotal.
describe("priceSale: every discount × tax × method, 2 units at the SUV price of $25.00", () => {
  it.each([
    ["none / none / excl", noDiscount, noTax, Exclusive, [0, 0, 0, 5000]],
    ["none / none / incl", noDiscount, noTax, Inclusive, [0, 0, 0, 5000]],
    // 2500 × 8.875 % = 221.875 → 222; 2 × (2500 + 222) = 5444.
    ["none / 8.875 % / excl", noDiscount, nyTax, Exclusive, [0, 222, 0, 5444]],
    // 2500 × 8875 / 108875 = 203.79 → 204 inside the price; 2 × 2500 = 5000.
    ["none / 8.875 % / incl", noDiscount, nyTax, Inclusive, [0, 0, 204, 5000]],
    ["none / $0.75 / excl", noDiscount, fixedTax, Exclusive, [0, 75, 0, 5150]],
    ["none / $0.75 / incl", noDiscount, fixedTax, Inclusive, [0, 0, 75, 5000]],
    // 10 %: 250 off, net 2250.
    ["10 % / none / excl", tenPercent, noTax, Exclusive, [250, 0, 0, 4500]],
    ["10 % / none / incl", tenPercent, noTax, Inclusive, [250, 0, 0, 4500]],
    // 2250 × 8.875 % = 199.6875 → 200; 2 × 2450 = 4900.
    ["10 % / 8.875 % / excl", tenPercent, nyTax, Exclusive, [250, 200, 0, 4900]],
    // 2250 × 8875 / 108875 = 183.41 → 183.
    ["10 % / 8.875 % / incl", tenPercent, nyTax, Inclusive, [250, 0, 183, 4500]],
    ["10 % / $0.75 / excl", tenPercent, fixedTax, Exclusive, [250, 75, 0, 4650]],
    ["10 % / $0.75 / incl", tenPercent, fixedTax, Inclusive, [250, 0, 75, 4500]],
    // $3.00 off: net 2200.
    ["$3 / none / excl", threeDollars, noTax, Exclusive, [300, 0, 0, 4400]],
    ["$3 / none / incl", threeDollars, noTax, Inclusive, [300, 0, 0, 4400]],
    // 2200 × 8.875 % = 195.25 → 195; 2 × 2395 = 4790.
    ["$3 / 8.875 % / excl", threeDollars, nyTax, Exclusive, [300, 195, 0, 4790]],
    // 2200 × 8875 / 108875 = 179.33 → 179.
    ["$3 / 8.875 % / incl", threeDollars, nyTax, Inclusive, [300, 0, 179, 4400]],
    ["$3 / $0.75 / excl", threeDollars, fixedTax, Exclusive, [300, 75, 0, 4550]],
    ["$3 / $0.75 / incl", threeDollars, fixedTax, Inclusive, [300, 0, 75, 4400]],
  ] as const)("%s", (_name, discount, tax, method, [unitDiscount, unitTax, unitIncludedTax, subTotal]) => {
    const priced = priceSale([{ product: wash(tax, method), quantity: 2, discount }], VehicleType.SUV);
    const [line] = priced.lines;
    expect(line).toMatchObject({ unitPrice: 2500, unitDiscount, unitTax, unitIncludedTax, subTotal });
    expect(priced.amount).toBe(subTotal);
    expect(priced.discountTotal).toBe(2 * unitDiscount);
    expect(priced.taxTotal).toBe(2 * unitTax);
    expect(priced.includedTaxTotal).toBe(2 * unitIncludedTax);
    expect(priced.subTotal).toBe(2 * (2500 - unitDiscount));
  });
});

describe("priceSale: a whole sale", () => {
  const waxKit: SaleProduct = { kind: ItemKind.Standard, price: 1299, tax: { ...nyTax, method: Exclusive }, discount: noDiscount };

  it("takes the vehicle's price for services, the base price otherwise, and the product's default discount unless overridden", () => {
    // An SUV: wash $25.00 with the product's default 10 % (−2.50 → 22.50, tax 199.6875 → 2.00, line 24.50);
    // a wax kit at $12.99 × 2 (tax 1299 × 8.875 % = 115.28 → 1.15; 2 × 14.14 = 28.28).
    const lines = [
      { product: wash(nyTax, Exclusive, tenPercent), quantity: 1 },
      { product: waxKit, quantity: 2 },
    ];
    const priced = priceSale(lines, VehicleType.SUV);
    expect(priced).toMatchObject({ subTotal: 2250 + 2598, discountTotal: 250, taxTotal: 200 + 230, includedTaxTotal: 0, amount: 2450 + 2828 });
    expect(priced.amount).toBe(5278);

    // A Van has no price of its own: the base $20.00, 10 % off → 18.00, tax 159.75 → 1.60; 19.60.
    expect(priceSale([lines[0]!], VehicleType.Van).amount).toBe(1960);
    // A walk-in without a vehicle type pays the base price too; an override replaces the default discount.
    expect(priceSale([{ ...lines[0]!, discount: noDiscount }], null).amount).toBe(2000 + 178);
  });

  it("ignores vehicle prices of products that are not services", () => {
    const odd: SaleProduct = { ...waxKit, vehiclePrices: { SUV: 9999 } };
    expect(saleLinePricingInput({ product: odd, quantity: 1 }, VehicleType.SUV).price).toBe(1299);
  });
});

describe("lineRefundAmount", () => {
  it("gives back units at their price with their tax, exactly", () => {
    // 2 × $27.22 (SUV wash with 8.875 % tax): one unit back is $27.22.
    expect(lineRefundAmount({ quantity: 2, subTotal: 5444 }, 1)).toBe(2722);
    expect(lineRefundAmount({ quantity: 3, subTotal: 3267 }, 2)).toBe(2178);
    expect(lineRefundAmount({ quantity: 0, subTotal: 0 }, 1)).toBe(0);
  });
});

describe("pricedSaleLines", () => {
  it("gives each line's stored values: the price for the vehicle, the discount and tax applied, the amounts", () => {
    const named = { ...wash(nyTax, Exclusive, tenPercent), name: "Deluxe Wash", code: "DW" };
    const { values, pricing } = pricedSaleLines([{ product: named, quantity: 2, discount: threeDollars }], VehicleType.SUV);
    expect(values).toEqual([
      {
        kind: ItemKind.Service,
        name: "Deluxe Wash",
        code: "DW",
        quantity: 2,
        unitPrice: 2500,
        discountType: DiscountType.Fixed,
        discountRate: 300,
        taxType: TaxType.Percentage,
        taxMethod: Exclusive,
        taxRate: 8875,
        unitDiscount: 300,
        // 2200 × 8.875 % = 195.25 → 195.
        unitTax: 195,
        discountTotal: 600,
        netTotal: 4400,
        taxTotal: 390,
        includedTaxTotal: 0,
        subTotal: 4790,
      },
    ]);
    expect(pricing.amount).toBe(4790);
  });
});

describe("what a sale's lines may carry", () => {
  it("finds the first line whose own fixed discount is above its price for the vehicle type", () => {
    const product = wash(noTax, Exclusive);
    const fixed = (rate: number) => ({ type: DiscountType.Fixed, rate });
    expect(lineDiscountOverPrice([{ product, quantity: 1, discount: fixed(2000) }], null)).toBe(-1);
    expect(
      lineDiscountOverPrice(
        [
          { product, quantity: 1 },
          { product, quantity: 1, discount: fixed(2001) },
        ],
        null,
      ),
    ).toBe(1);
    // $25.00 for an SUV: $21.00 off is within it.
    expect(lineDiscountOverPrice([{ product, quantity: 1, discount: fixed(2100) }], VehicleType.SUV)).toBe(-1);
    expect(lineDiscountOverPrice([{ product, quantity: 1, discount: { type: DiscountType.Percentage, rate: 100_000 } }], null)).toBe(-1);
  });

  it("are over the ceiling when, before discounts and with their tax, they pass $1,000,000.00", () => {
    const costly = { ...wash(noTax, Exclusive), price: 100_000_000, vehiclePrices: {} };
    expect(overMoneyCeiling(priceSale([{ product: costly, quantity: 1 }], null))).toBe(false);
    expect(overMoneyCeiling(priceSale([{ product: costly, quantity: 2, discount: { type: DiscountType.Percentage, rate: 100_000 } }], null))).toBe(true);
    const taxed = { ...costly, tax: { type: TaxType.Fixed, method: Exclusive, rate: 1 } };
    expect(overMoneyCeiling(priceSale([{ product: taxed, quantity: 1 }], null))).toBe(true);
  });
});
