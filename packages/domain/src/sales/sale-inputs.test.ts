import { describe, expect, it } from "vitest";
import { DiscountType, PaymentMethod, VoidOrRefund } from "../enums";
import { limitMessages, messages } from "../validation";
import { paymentInputSchema, refundInputSchema, saleCreateSchema, saleListCursor, saleListQuerySchema, salesMessages, saleUpdateSchema } from "./index";

const productId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const otherId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe("saleCreateSchema", () => {
  it("fills defaults: no notes, no payments, no staff, the product's discount", () => {
    const sale = saleCreateSchema.parse({ lines: [{ productId, quantity: 1 }], expectedAmount: 1089 });
    expect(sale).toEqual({ notes: "", payments: [], lines: [{ productId, quantity: 1, staffIds: [] }], expectedAmount: 1089 });
  });

  it("needs a line, whole quantities of at least 1, and a customer for a vehicle", () => {
    expect(messagesOf(saleCreateSchema.safeParse({ lines: [], expectedAmount: 0 }))).toEqual([salesMessages.linesRequired]);
    expect(messagesOf(saleCreateSchema.safeParse({ lines: [{ productId, quantity: 0 }], expectedAmount: 0 }))).toEqual([messages.minAmountOne]);
    expect(messagesOf(saleCreateSchema.safeParse({ lines: [{ productId, quantity: 1.5 }], expectedAmount: 0 }))).toEqual([messages.notFraction]);
    expect(messagesOf(saleCreateSchema.safeParse({ vehicleId: otherId, lines: [{ productId, quantity: 1 }], expectedAmount: 0 }))).toEqual([
      salesMessages.customerForVehicle,
    ]);
  });

  it("checks a discount override as the catalog does", () => {
    const over = saleCreateSchema.safeParse({
      lines: [{ productId, quantity: 1, discount: { type: DiscountType.Percentage, rate: 100_001 } }],
      expectedAmount: 0,
    });
    expect(messagesOf(over)).toEqual(["Maximum 100 !"]);
  });

  it("refuses fractions of a cent in the expected amount", () => {
    expect(messagesOf(saleCreateSchema.safeParse({ lines: [{ productId, quantity: 1 }], expectedAmount: 10.5 }))).toEqual([messages.fraction]);
  });
});

describe("saleUpdateSchema", () => {
  it("needs the shown total when the lines or the vehicle change, not for notes", () => {
    expect(saleUpdateSchema.safeParse({ notes: "Back seat too" }).success).toBe(true);
    expect(messagesOf(saleUpdateSchema.safeParse({ lines: [{ productId, quantity: 2 }] }))).toEqual([salesMessages.expectedAmountRequired]);
    expect(saleUpdateSchema.safeParse({ lines: [{ productId, quantity: 2 }], expectedAmount: 2178 }).success).toBe(true);
  });
});

describe("paymentInputSchema", () => {
  it("takes cents, defaults tip and reference", () => {
    expect(paymentInputSchema.parse({ method: PaymentMethod.CreditCard, amount: 1089 })).toEqual({
      method: PaymentMethod.CreditCard,
      amount: 1089,
      tip: 0,
      reference: "",
    });
  });

  it("needs cash tendered to cover the amount and tip, and refuses it on other methods", () => {
    expect(paymentInputSchema.safeParse({ method: PaymentMethod.Cash, amount: 1089, tip: 200, tendered: 1289 }).success).toBe(true);
    expect(messagesOf(paymentInputSchema.safeParse({ method: PaymentMethod.Cash, amount: 1089, tip: 200, tendered: 1288 }))).toEqual([
      salesMessages.tenderedTooLow,
    ]);
    expect(messagesOf(paymentInputSchema.safeParse({ method: PaymentMethod.Check, amount: 1089, tendered: 2000 }))).toEqual([salesMessages.tenderedCashOnly]);
  });

  it("refuses a zero or fractional amount and a missing method", () => {
    expect(messagesOf(paymentInputSchema.safeParse({ method: PaymentMethod.Cash, amount: 0 }))).toEqual([messages.min001]);
    expect(messagesOf(paymentInputSchema.safeParse({ method: PaymentMethod.Cash, amount: 10.5 }))).toEqual([messages.fraction]);
    expect(messagesOf(paymentInputSchema.safeParse({ amount: 100 }))).toEqual([messages.required]);
  });
});

describe("refundInputSchema", () => {
  it("needs a reason", () => {
    expect(messagesOf(refundInputSchema.safeParse({ kind: VoidOrRefund.REFUND, reason: "  " }))).toEqual([messages.required]);
  });

  it("refunds lines or an amount, not both; a void is always the whole sale", () => {
    const lines = [{ lineId: productId, quantity: 1 }];
    expect(refundInputSchema.safeParse({ kind: VoidOrRefund.REFUND, reason: "Scratched", lines }).success).toBe(true);
    expect(refundInputSchema.safeParse({ kind: VoidOrRefund.REFUND, reason: "Goodwill", amount: 500 }).success).toBe(true);
    expect(messagesOf(refundInputSchema.safeParse({ kind: VoidOrRefund.REFUND, reason: "x", lines, amount: 500 }))).toEqual([
      salesMessages.refundLinesOrAmount,
    ]);
    expect(messagesOf(refundInputSchema.safeParse({ kind: VoidOrRefund.VOID, reason: "x", amount: 500 }))).toEqual([salesMessages.voidIsWhole]);
    expect(refundInputSchema.safeParse({ kind: VoidOrRefund.VOID, reason: "Rang up twice" }).success).toBe(true);
  });
});

describe("saleListQuerySchema", () => {
  it("reads numbers and dates from the query string", () => {
    expect(saleListQuerySchema.parse({ status: "1", paymentMethod: "0", from: "2026-01-01", page: "2" })).toEqual({
      status: 1,
      paymentMethod: 0,
      from: "2026-01-01",
      page: 2,
      pageSize: 25,
    });
    expect(saleListQuerySchema.safeParse({ status: "9" }).success).toBe(false);
    expect(messagesOf(saleListQuerySchema.safeParse({ from: "01/02/2026" }))).toEqual([limitMessages.dateFormat]);
  });

  it("reads a place in the list as the list hands it out, and refuses one that names no sale", () => {
    const place = saleListCursor({ businessDate: "2026-03-05", number: 1234 });
    expect(place).toBe("2026-03-05.1234");
    expect(saleListQuerySchema.parse({ after: place, page: "7" })).toMatchObject({ after: { businessDate: "2026-03-05", number: 1234 }, page: 7 });
    for (const bad of ["2026-02-30.1", "2026-03-05", "2026-03-05.0", "2026-03-05.-1", "1999-12-31.5", "2026-03-05.1234567890123456"]) {
      expect(messagesOf(saleListQuerySchema.safeParse({ before: bad }))).toEqual([salesMessages.listPlaceInvalid]);
    }
  });
});

describe("the ceilings of a sale", () => {
  const line = { productId, quantity: 1 };
  it("refuse money over $1,000,000.00, quantities over 10,000 and notes over 2,000 characters", () => {
    expect(messagesOf(saleCreateSchema.safeParse({ lines: [line], expectedAmount: 100_000_001 }))).toEqual([limitMessages.moneyMax]);
    expect(messagesOf(saleCreateSchema.safeParse({ lines: [{ productId, quantity: 10_001 }], expectedAmount: 0 }))).toEqual(["Maximum 10,000 !"]);
    expect(messagesOf(saleCreateSchema.safeParse({ lines: [line], expectedAmount: 0, notes: "n".repeat(2001) }))).toEqual(["Maximum 2,000 characters!"]);
    expect(messagesOf(paymentInputSchema.safeParse({ method: PaymentMethod.CreditCard, amount: 100, tip: Number.MAX_SAFE_INTEGER }))).toEqual([
      limitMessages.moneyMax,
    ]);
  });

  it("refuse tips sent with a sale that add up to more than the larger of its total and $1,000.00", () => {
    const card = (tip: number) => ({ method: PaymentMethod.CreditCard, amount: 1000, tip });
    const withTips = (...tips: number[]) => saleCreateSchema.safeParse({ lines: [line], expectedAmount: 2000, payments: tips.map(card) });
    expect(messagesOf(withTips(60_000, 40_000))).toEqual([]);
    const over = withTips(60_000, 40_001);
    expect(messagesOf(over)).toEqual([limitMessages.tipMax]);
    expect(over.error?.issues[0]?.path).toEqual(["payments", 1, "tip"]);
    expect(messagesOf(saleCreateSchema.safeParse({ lines: [line], expectedAmount: 300_000, payments: [card(300_000)] }))).toEqual([]);
  });

  it("read list filters as real business days", () => {
    expect(messagesOf(saleListQuerySchema.safeParse({ from: "2026-02-30" }))).toEqual([limitMessages.dateInvalid]);
    expect(messagesOf(saleListQuerySchema.safeParse({ to: "1999-12-31" }))).toEqual([limitMessages.dateRange]);
  });
});
