import { describe, expect, it } from "vitest";
import { InvoiceStatus, OrderStatus } from "../enums";
import { canTransition, invoiceStatusFor, statusAfterPayment, statusAfterRefund, transitionRefusal } from "./index";

const { Cancel, Completed, Refund, Deleted, Pending, PartialRefund } = OrderStatus;
const all = [Cancel, Completed, Refund, Deleted, Pending, PartialRefund] as const;

// Written out by hand, independently of the table in sale-status.ts: every allowed move, and why.
const allowed: [OrderStatus, OrderStatus, string][] = [
  [Pending, Pending, "a payment that leaves a balance"],
  [Pending, Completed, "fully paid"],
  [Pending, Cancel, "void (gives back what was paid)"],
  [Pending, Deleted, "soft delete"],
  [Completed, PartialRefund, "refund of part"],
  [Completed, Refund, "refund of everything"],
  [Completed, Cancel, "void on the same business day"],
  [Completed, Deleted, "soft delete"],
  [PartialRefund, PartialRefund, "another partial refund"],
  [PartialRefund, Refund, "the rest refunded"],
  [PartialRefund, Cancel, "void on the same business day"],
  [PartialRefund, Deleted, "soft delete"],
  [Refund, Deleted, "soft delete"],
  [Cancel, Deleted, "soft delete"],
];
const key = (from: OrderStatus, to: OrderStatus) => `${from}->${to}`;
const allowedKeys = new Set(allowed.map(([from, to]) => key(from, to)));
const pairs = all.flatMap((from) => all.map((to) => [from, to] as const));

describe("sale status transitions", () => {
  it.each(allowed)("allows %i → %i (%s)", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(transitionRefusal(from, to)).toBeNull();
  });

  const refused = pairs.filter(([from, to]) => !allowedKeys.has(key(from, to)));
  it.each(refused)("refuses %i → %i", (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(transitionRefusal(from, to)).toMatch(/^A .+ sale can't become .+\.$/);
  });

  it("covers all 36 pairs: 14 allowed, 22 refused", () => {
    expect(pairs).toHaveLength(36);
    expect(pairs.filter(([f, t]) => canTransition(f, t))).toHaveLength(14);
    expect(refused).toHaveLength(22);
  });

  it("keeps Deleted terminal and refunds final for money", () => {
    expect(all.some((to) => canTransition(Deleted, to))).toBe(false);
    expect(all.filter((to) => canTransition(Refund, to))).toEqual([Deleted]);
    expect(all.filter((to) => canTransition(Cancel, to))).toEqual([Deleted]);
    expect(transitionRefusal(Refund, Completed)).toBe("A refund sale can't become completed.");
  });
});

describe("statusAfterPayment and statusAfterRefund", () => {
  it("completes a sale when the payments reach the amount", () => {
    expect(statusAfterPayment(3267, 0)).toBe(Pending);
    expect(statusAfterPayment(3267, 3266)).toBe(Pending);
    expect(statusAfterPayment(3267, 3267)).toBe(Completed);
    expect(statusAfterPayment(0, 0)).toBe(Completed);
  });

  it("calls a sale refunded once everything paid went back or every unit was returned", () => {
    expect(statusAfterRefund(3267, 1089, false)).toBe(PartialRefund);
    expect(statusAfterRefund(3267, 3267, false)).toBe(Refund);
    expect(statusAfterRefund(0, 0, false)).toBe(PartialRefund);
    expect(statusAfterRefund(0, 0, true)).toBe(Refund);
  });
});

describe("invoiceStatusFor", () => {
  it.each([
    [3267, 0, InvoiceStatus.Pending],
    [3267, 1, InvoiceStatus.Partial],
    [3267, 3266, InvoiceStatus.Partial],
    [3267, 3267, InvoiceStatus.Paid],
    [0, 0, InvoiceStatus.Paid],
  ])("amount %i, paid %i → %i", (amount, paid, expected) => {
    expect(invoiceStatusFor(amount, paid)).toBe(expected);
  });
});
