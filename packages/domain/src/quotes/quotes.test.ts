import { describe, expect, it } from "vitest";
import { DiscountType, PaymentMethod } from "../enums";
import { salesMessages } from "../sales";
import { limitMessages } from "../validation";
import {
  isLiveQuote,
  quoteChangeRefusal,
  quoteConvertSchema,
  quoteCreateSchema,
  quoteListQuerySchema,
  quoteSendSchema,
  QuoteStatus,
  quoteStatusLabels,
  quoteUpdateSchema,
} from "./index";

const productId = "0b7e0000-0000-4000-8000-000000000001";
const customerId = "0b7e0000-0000-4000-8000-000000000002";
const vehicleId = "0b7e0000-0000-4000-8000-000000000003";
const line = { productId, quantity: 2, discount: { type: DiscountType.Percentage, rate: 10_000 } };

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("quote status", () => {
  it("numbers and labels the four statuses", () => {
    expect(QuoteStatus).toEqual({ Open: 0, Sent: 1, Converted: 2, Cancelled: 3 });
    expect(Object.values(quoteStatusLabels)).toEqual(["Open", "Sent", "Converted", "Cancelled"]);
  });

  it("lets only open and sent quotes change", () => {
    expect([QuoteStatus.Open, QuoteStatus.Sent].map(isLiveQuote)).toEqual([true, true]);
    expect([QuoteStatus.Converted, QuoteStatus.Cancelled].map(isLiveQuote)).toEqual([false, false]);
    expect(quoteChangeRefusal(QuoteStatus.Sent)).toBeNull();
    expect(quoteChangeRefusal(QuoteStatus.Converted)?.message).toMatch(/already converted/);
    expect(quoteChangeRefusal(QuoteStatus.Cancelled)).toMatchObject({ code: "quote.cancelled", message: expect.stringMatching(/cancelled/) });
  });
});

describe("quote inputs", () => {
  it("takes a walk-in quote with lines, the total shown and a valid-until date; notes default to empty", () => {
    const parsed = quoteCreateSchema.parse({ vehicleType: "SUV", lines: [line], expectedAmount: 5488, validUntil: "2026-07-31" });
    expect(parsed).toMatchObject({ notes: "", validUntil: "2026-07-31", lines: [{ ...line, staffIds: [] }] });
  });

  it("uses the sale rules: at least one line, a vehicle needs its customer", () => {
    expect(firstMessage(quoteCreateSchema.safeParse({ lines: [], expectedAmount: 0 }))).toBe(salesMessages.linesRequired);
    expect(firstMessage(quoteCreateSchema.safeParse({ vehicleId, lines: [line], expectedAmount: 0 }))).toBe(salesMessages.customerForVehicle);
    expect(quoteCreateSchema.safeParse({ customerId, vehicleId, lines: [line], expectedAmount: 0 }).success).toBe(true);
  });

  it("refuses a valid-until day that does not exist, or is out of the business years", () => {
    expect(firstMessage(quoteCreateSchema.safeParse({ lines: [line], expectedAmount: 0, validUntil: "2026-02-30" }))).toBe(limitMessages.dateInvalid);
    expect(firstMessage(quoteCreateSchema.safeParse({ lines: [line], expectedAmount: 0, validUntil: "31/07/2026" }))).toBe(limitMessages.dateFormat);
    expect(firstMessage(quoteCreateSchema.safeParse({ lines: [line], expectedAmount: 0, validUntil: "1900-01-01" }))).toBe(limitMessages.dateRange);
  });

  it("needs the total shown when an edit reprices, and cancels only through status Cancelled", () => {
    expect(firstMessage(quoteUpdateSchema.safeParse({ lines: [line] }))).toBe(salesMessages.expectedAmountRequired);
    expect(quoteUpdateSchema.safeParse({ notes: "Ask about wax", validUntil: null }).success).toBe(true);
    expect(quoteUpdateSchema.safeParse({ status: QuoteStatus.Cancelled }).success).toBe(true);
    expect(quoteUpdateSchema.safeParse({ status: QuoteStatus.Converted }).success).toBe(false);
  });

  it("sends by e-mail or text only", () => {
    expect(quoteSendSchema.parse({ channel: "sms" })).toEqual({ channel: "sms" });
    expect(quoteSendSchema.safeParse({ channel: "fax" }).success).toBe(false);
  });

  it("converts with the total shown, payments optional", () => {
    expect(quoteConvertSchema.parse({ expectedAmount: 5488 })).toEqual({ expectedAmount: 5488, payments: [] });
    expect(quoteConvertSchema.safeParse({}).success).toBe(false);
    const paid = quoteConvertSchema.parse({ expectedAmount: 5488, payments: [{ method: PaymentMethod.Cash, amount: 5488 }] });
    expect(paid.payments).toHaveLength(1);
  });

  it("reads list filters from the query string", () => {
    expect(quoteListQuerySchema.parse({ status: "1", text: " jane " })).toEqual({ page: 1, pageSize: 25, status: QuoteStatus.Sent, text: "jane" });
    expect(quoteListQuerySchema.safeParse({ status: "9" }).success).toBe(false);
  });
});
