import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DiscountType, TaxMethod, TaxType } from "../enums";
import type { LinePricingInput } from "./index";
import { priceDocument, priceLine } from "./index";

const { Exclusive, Inclusive } = TaxMethod;

function line(discount: LinePricingInput["discount"], tax: LinePricingInput["tax"], price = 1000, quantity = 3): LinePricingInput {
  return { price, quantity, discount, tax };
}

const noDiscount = { type: DiscountType.NoDiscount, rate: 0 };
const tenPercentOff = { type: DiscountType.Percentage, rate: 10_000 }; // 10 %
const twoFiftyOff = { type: DiscountType.Fixed, rate: 250 }; // $2.50
const noTax = (method: TaxMethod) => ({ type: TaxType.NoTax, method, rate: 0 });
const nyTax = (method: TaxMethod) => ({ type: TaxType.Percentage, method, rate: 8875 }); // 8.875 %
const fiftyCentTax = (method: TaxMethod) => ({ type: TaxType.Fixed, method, rate: 50 }); // $0.50 per unit

// Every case: 3 units at $10.00. Columns: unitDiscount, unitNet, unitTax, unitIncludedTax, subTotal.
describe("priceLine: every discount × tax × method", () => {
  it.each([
    // No discount: net $10.00.
    ["none / none / exclusive", line(noDiscount, noTax(Exclusive)), [0, 1000, 0, 0, 3000]],
    ["none / none / inclusive", line(noDiscount, noTax(Inclusive)), [0, 1000, 0, 0, 3000]],
    // 1000 × 8.875 % = 88.75 → 89 (half away from zero); 3 × (1000 + 89) = 3267.
    ["none / 8.875 % / exclusive", line(noDiscount, nyTax(Exclusive)), [0, 1000, 89, 0, 3267]],
    // Inside the price: 1000 × 8875 / 108875 = 81.51 → 82; the total stays 3 × 1000.
    ["none / 8.875 % / inclusive", line(noDiscount, nyTax(Inclusive)), [0, 1000, 0, 82, 3000]],
    // 3 × (1000 + 50) = 3150.
    ["none / $0.50 / exclusive", line(noDiscount, fiftyCentTax(Exclusive)), [0, 1000, 50, 0, 3150]],
    ["none / $0.50 / inclusive", line(noDiscount, fiftyCentTax(Inclusive)), [0, 1000, 0, 50, 3000]],

    // 10 % off: 1000 × 10 % = 100, net 900.
    ["10 % / none / exclusive", line(tenPercentOff, noTax(Exclusive)), [100, 900, 0, 0, 2700]],
    ["10 % / none / inclusive", line(tenPercentOff, noTax(Inclusive)), [100, 900, 0, 0, 2700]],
    // 900 × 8.875 % = 79.875 → 80; 3 × 980 = 2940.
    ["10 % / 8.875 % / exclusive", line(tenPercentOff, nyTax(Exclusive)), [100, 900, 80, 0, 2940]],
    // 900 × 8875 / 108875 = 73.36 → 73.
    ["10 % / 8.875 % / inclusive", line(tenPercentOff, nyTax(Inclusive)), [100, 900, 0, 73, 2700]],
    ["10 % / $0.50 / exclusive", line(tenPercentOff, fiftyCentTax(Exclusive)), [100, 900, 50, 0, 2850]],
    ["10 % / $0.50 / inclusive", line(tenPercentOff, fiftyCentTax(Inclusive)), [100, 900, 0, 50, 2700]],

    // $2.50 off: net 750.
    ["$2.50 / none / exclusive", line(twoFiftyOff, noTax(Exclusive)), [250, 750, 0, 0, 2250]],
    ["$2.50 / none / inclusive", line(twoFiftyOff, noTax(Inclusive)), [250, 750, 0, 0, 2250]],
    // 750 × 8.875 % = 66.5625 → 67; 3 × 817 = 2451.
    ["$2.50 / 8.875 % / exclusive", line(twoFiftyOff, nyTax(Exclusive)), [250, 750, 67, 0, 2451]],
    // 750 × 8875 / 108875 = 61.14 → 61.
    ["$2.50 / 8.875 % / inclusive", line(twoFiftyOff, nyTax(Inclusive)), [250, 750, 0, 61, 2250]],
    ["$2.50 / $0.50 / exclusive", line(twoFiftyOff, fiftyCentTax(Exclusive)), [250, 750, 50, 0, 2400]],
    ["$2.50 / $0.50 / inclusive", line(twoFiftyOff, fiftyCentTax(Inclusive)), [250, 750, 0, 50, 2250]],
  ] as const)("%s", (_name, input, [unitDiscount, unitNet, unitTax, unitIncludedTax, subTotal]) => {
    const priced = priceLine(input);
    expect(priced).toStrictEqual({
      unitPrice: 1000,
      unitDiscount,
      unitNet,
      unitTax,
      unitIncludedTax,
      quantity: 3,
      discountTotal: 3 * unitDiscount,
      netTotal: 3 * unitNet,
      taxTotal: 3 * unitTax,
      includedTaxTotal: 3 * unitIncludedTax,
      subTotal,
    });
  });
});

describe("priceLine edge cases", () => {
  it("charges $10.89 for one $10.00 unit at 8.875 % exclusive", () => {
    const priced = priceLine(line(noDiscount, nyTax(Exclusive), 1000, 1));
    expect(priced.taxTotal).toBe(89);
    expect(priced.subTotal).toBe(1089);
  });

  it("caps a fixed discount at the price", () => {
    const priced = priceLine(line({ type: DiscountType.Fixed, rate: 1500 }, noTax(Exclusive), 1000, 2));
    expect(priced).toMatchObject({ unitDiscount: 1000, unitNet: 0, discountTotal: 2000, subTotal: 0 });
  });

  it("caps a discount over 100 % at the price", () => {
    expect(priceLine(line({ type: DiscountType.Percentage, rate: 150_000 }, noTax(Exclusive))).unitNet).toBe(0);
  });

  it("charges no fixed tax on a free unit", () => {
    const free = { type: DiscountType.Percentage, rate: 100_000 };
    expect(priceLine(line(free, fiftyCentTax(Exclusive))).subTotal).toBe(0);
    expect(priceLine(line(free, fiftyCentTax(Inclusive))).includedTaxTotal).toBe(0);
  });

  it("rounds half a cent of discount away from zero", () => {
    // 999 × 50 % = 499.5 → 500 off, net 499.
    expect(priceLine(line({ type: DiscountType.Percentage, rate: 50_000 }, noTax(Exclusive), 999, 1)).unitNet).toBe(499);
  });

  it("refuses bad input", () => {
    expect(() => priceLine(line(noDiscount, noTax(Exclusive), 1000, 0))).toThrow(RangeError);
    expect(() => priceLine(line(noDiscount, noTax(Exclusive), 1000, 1.5))).toThrow(RangeError);
    expect(() => priceLine(line(noDiscount, noTax(Exclusive), -1))).toThrow(RangeError);
    expect(() => priceLine(line(noDiscount, noTax(Exclusive), 10.5))).toThrow(RangeError);
    expect(() => priceLine(line({ type: DiscountType.Fixed, rate: -5 }, noTax(Exclusive)))).toThrow(RangeError);
    expect(() => priceLine(line({ type: 9 as DiscountType, rate: 0 }, noTax(Exclusive)))).toThrow(RangeError);
    expect(() => priceLine(line(noDiscount, { type: TaxType.Fixed, method: 7 as TaxMethod, rate: 5 }))).toThrow(RangeError);
  });
});

describe("priceDocument", () => {
  it("totals the lines", () => {
    const doc = priceDocument([
      line(noDiscount, nyTax(Exclusive), 1000, 1), // 1000 + 89
      line(tenPercentOff, nyTax(Inclusive), 1000, 2), // 2 × 900, 2 × 73 inside
      line(twoFiftyOff, fiftyCentTax(Exclusive), 1000, 3), // 3 × (750 + 50)
    ]);
    expect(doc).toMatchObject({
      subTotal: 1000 + 1800 + 2250,
      discountTotal: 0 + 200 + 750,
      taxTotal: 89 + 0 + 150,
      includedTaxTotal: 146,
      amount: 1089 + 1800 + 2400,
    });
    expect(doc.lines).toHaveLength(3);
  });

  it("is all zeros for no lines", () => {
    expect(priceDocument([])).toStrictEqual({
      lines: [],
      subTotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      includedTaxTotal: 0,
      amount: 0,
    });
  });
});

const price = fc.integer({ min: 0, max: 10_000_000 });
const quantity = fc.integer({ min: 1, max: 1000 });
const rate = fc.integer({ min: 0, max: 200_000 });
const discount = fc.record({
  type: fc.constantFrom(DiscountType.NoDiscount, DiscountType.Percentage, DiscountType.Fixed),
  rate,
});
const taxType = fc.constantFrom(TaxType.NoTax, TaxType.Percentage, TaxType.Fixed);
const tax = fc.record({ type: taxType, method: fc.constantFrom(Exclusive, Inclusive), rate });
const lineInput = fc.record({ price, quantity, discount, tax });

describe("pricing laws", () => {
  it("a 100 % discount gives a subtotal of 0", () => {
    fc.assert(
      fc.property(price, quantity, tax, (p, q, t) => {
        const priced = priceLine({ price: p, quantity: q, discount: { type: DiscountType.Percentage, rate: 100_000 }, tax: t });
        return priced.subTotal === 0 && priced.discountTotal === p * q;
      }),
    );
  });

  it("an inclusive tax never changes the total compared with no tax", () => {
    fc.assert(
      fc.property(price, quantity, discount, taxType, rate, (p, q, d, type, r) => {
        const withTax = priceLine({ price: p, quantity: q, discount: d, tax: { type, method: Inclusive, rate: r } });
        const without = priceLine({ price: p, quantity: q, discount: d, tax: noTax(Exclusive) });
        return withTax.subTotal === without.subTotal && withTax.includedTaxTotal <= withTax.netTotal;
      }),
    );
  });

  it("totals are never negative", () => {
    fc.assert(
      fc.property(lineInput, (input) => {
        const priced = priceLine(input);
        return [priced.unitNet, priced.unitTax, priced.unitIncludedTax, priced.taxTotal, priced.subTotal].every((v) => v >= 0);
      }),
    );
  });

  it("the document amount is the sum of the line subtotals", () => {
    fc.assert(
      fc.property(fc.array(lineInput, { maxLength: 20 }), (inputs) => {
        const doc = priceDocument(inputs);
        const sum = doc.lines.reduce((acc, l) => acc + l.subTotal, 0);
        return doc.amount === sum && doc.amount === doc.subTotal + doc.taxTotal;
      }),
    );
  });
});
