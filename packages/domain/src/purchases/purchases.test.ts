import { describe, expect, it } from "vitest";
import { DiscountType, TaxMethod, TaxType } from "../enums";
import {
  amountMismatchMessage,
  pricePurchase,
  purchaseAmountProblem,
  purchaseInputSchema,
  purchaseLineInputSchema,
  purchaseListQuerySchema,
  type PurchaseInput,
  type PurchaseLineInput,
} from "./index";

const PRODUCT_A = "6f1c2a3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f";
const PRODUCT_B = "7a2d3b4f-2e3c-4d6e-9f0a-1b2c3d4e5f60";
const VENDOR = "8b3e4c5a-3f4d-4e7f-8a1b-2c3d4e5f6071";

const line = (overrides: Partial<PurchaseLineInput> = {}): PurchaseLineInput => ({ productId: PRODUCT_A, quantity: 1, price: 1000, ...overrides });
const purchase = (overrides: Partial<PurchaseInput> = {}): PurchaseInput => ({ date: "2026-03-05 14:07:00", vendor: VENDOR, amount: 1000, ...overrides });

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.map(String).join("."), issue.message]));

describe("purchaseInputSchema (docs/product.md §5 Purchase)", () => {
  it("needs a date, a vendor and an amount: Field is required!", () => {
    expect(issuesOf(purchaseInputSchema.safeParse({}))).toEqual({ date: "Field is required!", vendor: "Field is required!", amount: "Field is required!" });
    expect(issuesOf(purchaseInputSchema.safeParse({ date: "", vendor: "", amount: null }))).toMatchObject({
      date: "Field is required!",
      vendor: "Field is required!",
    });
  });

  it("refuses an amount under 0.01: Minimum 0.01 !", () => {
    expect(issuesOf(purchaseInputSchema.safeParse(purchase({ amount: 0 })))).toEqual({ amount: "Minimum 0.01 !" });
    expect(issuesOf(purchaseInputSchema.safeParse(purchase({ amount: -5 })))).toEqual({ amount: "Minimum 0.01 !" });
  });

  it("reads the date-time picker's format only", () => {
    expect(purchaseInputSchema.safeParse(purchase()).success).toBe(true);
    expect(issuesOf(purchaseInputSchema.safeParse(purchase({ date: "03/05/2026" })))).toEqual({ date: "Use the date format YYYY-MM-DD HH:mm:ss." });
    expect(issuesOf(purchaseInputSchema.safeParse(purchase({ date: "2026-02-30 10:00:00" })))).toEqual({ date: "Use the date format YYYY-MM-DD HH:mm:ss." });
  });

  it("defaults paidBy to Cash and offers the five methods of the dialog", () => {
    expect(purchaseInputSchema.parse(purchase()).paidBy).toBe("Cash");
    for (const paidBy of ["Cash", "Check", "Debit", "Credit", "Other"] as const) expect(purchaseInputSchema.safeParse(purchase({ paidBy })).success).toBe(true);
    expect(purchaseInputSchema.safeParse(purchase({ paidBy: "Card" as "Cash" })).success).toBe(false);
  });

  it("refuses the same product twice", () => {
    expect(purchaseInputSchema.safeParse(purchase({ products: [line(), line({ productId: PRODUCT_B })] })).success).toBe(true);
    const result = purchaseInputSchema.safeParse(purchase({ products: [line(), line({ productId: PRODUCT_A })] }));
    expect(issuesOf(result)).toEqual({ "products.1.productId": "Each product can be on a purchase only once." });
  });

  it("keeps at most 10 attachments", () => {
    const attachment = { downloadURL: "/api/files/x", thumbURL: "", mimeType: "image/png", originalName: "r.png" };
    expect(purchaseInputSchema.safeParse(purchase({ attachments: Array.from({ length: 10 }, () => attachment) })).success).toBe(true);
    expect(purchaseInputSchema.safeParse(purchase({ attachments: Array.from({ length: 11 }, () => attachment) })).success).toBe(false);
  });
});

describe("purchaseLineInputSchema (docs/product.md §5 line rules)", () => {
  it("needs a quantity of at least 1, whole: Field is required! / Minimum 1 ! / Can't be Fraction!", () => {
    expect(issuesOf(purchaseLineInputSchema.safeParse(line({ quantity: undefined as unknown as number })))).toEqual({ quantity: "Field is required!" });
    expect(issuesOf(purchaseLineInputSchema.safeParse(line({ quantity: 0 })))).toEqual({ quantity: "Minimum 1 !" });
    expect(issuesOf(purchaseLineInputSchema.safeParse(line({ quantity: 1.5 })))).toEqual({ quantity: "Can't be Fraction!" });
  });

  it("needs a price of at least 0.01: Minimum 0.01 !", () => {
    expect(issuesOf(purchaseLineInputSchema.safeParse(line({ price: 0 })))).toEqual({ price: "Minimum 0.01 !" });
  });

  it("needs a tax rate or amount of at least 0.01 once a tax type is set", () => {
    const tax = (type: TaxType, rate: number) => issuesOf(purchaseLineInputSchema.safeParse(line({ tax: { type, method: TaxMethod.Exclusive, rate } })));
    expect(tax(TaxType.Percentage, 0)).toEqual({ "tax.rate": "Minimum 0.01 !" });
    expect(tax(TaxType.Percentage, 9)).toEqual({ "tax.rate": "Minimum 0.01 !" });
    expect(tax(TaxType.Percentage, 10)).toEqual({});
    expect(tax(TaxType.Fixed, 0)).toEqual({ "tax.rate": "Minimum 0.01 !" });
    expect(tax(TaxType.Fixed, 1)).toEqual({});
    expect(tax(TaxType.NoTax, 0)).toEqual({});
  });

  it("forgets the method and rate of a line without tax", () => {
    expect(purchaseLineInputSchema.parse(line({ tax: { type: TaxType.NoTax, method: TaxMethod.Inclusive, rate: 500 } })).tax).toEqual({
      type: 0,
      method: 0,
      rate: 0,
    });
  });

  it("holds a discount to the same minimum, at most 100 % or the price", () => {
    const discount = (type: DiscountType, rate: number) => issuesOf(purchaseLineInputSchema.safeParse(line({ discount: { type, rate } })));
    expect(discount(DiscountType.Percentage, 0)).toEqual({ "discount.rate": "Minimum 0.01 !" });
    expect(discount(DiscountType.Percentage, 100_001)).toEqual({ "discount.rate": "Maximum 100 !" });
    expect(discount(DiscountType.Fixed, 1001)).toEqual({ "discount.rate": "Discount can't be more than the price!" });
    expect(discount(DiscountType.Fixed, 1000)).toEqual({});
  });
});

describe("purchase pricing (docs/product.md §9)", () => {
  // Computed by hand:
  // A: 3 × $10.00, 10 % off → $9.00, + $0.50 fixed tax → $9.50 each → $28.50.
  // B: 2 × $4.99, 8.875 % tax → $0.442862… → $0.44 → $5.43 each → $10.86.
  const lines = [
    {
      price: 1000,
      quantity: 3,
      discount: { type: DiscountType.Percentage, rate: 10_000 },
      tax: { type: TaxType.Fixed, method: TaxMethod.Exclusive, rate: 50 },
    },
    {
      price: 499,
      quantity: 2,
      discount: { type: DiscountType.NoDiscount, rate: 0 },
      tax: { type: TaxType.Percentage, method: TaxMethod.Exclusive, rate: 8875 },
    },
  ] as const;

  it("prices each line, discount first, and sums the subtotals", () => {
    const priced = pricePurchase(lines);
    expect(priced.lines.map((l) => l.subTotal)).toEqual([2850, 1086]);
    expect(priced.discountTotal).toBe(300);
    expect(priced.taxTotal).toBe(150 + 88);
    expect(priced.amount).toBe(3936);
  });

  it("adds no tax when the method is inclusive", () => {
    expect(pricePurchase([{ ...lines[1], tax: { ...lines[1].tax, method: TaxMethod.Inclusive } }]).amount).toBe(998);
  });

  it("accepts only the amount the lines add up to; any amount without lines", () => {
    expect(purchaseAmountProblem(3936, lines)).toBeNull();
    expect(purchaseAmountProblem(3937, lines)).toBe(amountMismatchMessage(3936));
    expect(amountMismatchMessage(3936)).toBe("The amount must equal the sum of the line subtotals ($39.36)!");
    expect(purchaseAmountProblem(12_345, [])).toBeNull();
  });
});

describe("purchaseListQuerySchema", () => {
  it("reads filters from a query string and refuses a range that ends before it starts", () => {
    expect(purchaseListQuerySchema.parse({ page: "2", from: "2026-01-01", to: "2026-01-31", paidBy: "Check", vendorId: VENDOR })).toMatchObject({
      page: 2,
      pageSize: 25,
      paidBy: "Check",
    });
    expect(purchaseListQuerySchema.safeParse({ from: "2026-02-01", to: "2026-01-31" }).success).toBe(false);
    expect(purchaseListQuerySchema.safeParse({ paidBy: "Cheque" }).success).toBe(false);
  });
});
