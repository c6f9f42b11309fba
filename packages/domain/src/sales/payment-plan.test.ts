import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OrderStatus, PaymentMethod } from "../enums";
import { planPayment, planPayments, pointsOnCompletion, type PaymentAsked } from "./payment-plan";
import { saleRefusals } from "./sale-refusals";

const settings = { earnPointsPerDollar: 1, pointValueCents: 5 };
const ask = (over: Partial<PaymentAsked>): PaymentAsked => ({ method: PaymentMethod.CreditCard, amount: 100, tip: 0, reference: "", ...over });
const sale = { amount: 5572, paidTotal: 0, customerId: "c1" };

describe("planPayment", () => {
  it("refuses more than the balance, with the sale's words and code", () => {
    const planned = planPayment({ ...sale, paidTotal: 0 }, ask({ amount: 5573 }), settings);
    expect(planned).toEqual({
      ok: false,
      refusal: { code: "sale.paymentOverBalance", kind: "invalid", field: "amount", message: "The payment of $55.73 is more than the balance of $55.72." },
    });
  });

  it("gives cash change from what was handed over, and takes exactly the amount and tip when nothing was typed", () => {
    const typed = planPayment(sale, ask({ method: PaymentMethod.Cash, amount: 2000, tip: 300, tendered: 5000 }), settings);
    expect(typed.ok && typed.plan.row).toMatchObject({ tendered: 5000, change: 2700 });
    const exact = planPayment(sale, ask({ method: PaymentMethod.Cash, amount: 2000, tip: 300 }), settings);
    expect(exact.ok && exact.plan.row).toMatchObject({ tendered: 2300, change: 0 });
  });

  it("spends points rounded up, only on a customer's sale, only when points are worth something, and checks the points sent", () => {
    const paid = planPayment(sale, ask({ method: PaymentMethod.AwardPoints, amount: 1089 }), settings);
    expect(paid.ok && [paid.plan.pointsSpent, paid.plan.row.points]).toEqual([218, 218]);
    expect(planPayment({ ...sale, customerId: null }, ask({ method: PaymentMethod.AwardPoints }), settings)).toEqual({
      ok: false,
      refusal: saleRefusals.pointsNeedCustomer,
    });
    expect(planPayment(sale, ask({ method: PaymentMethod.AwardPoints }), { ...settings, pointValueCents: 0 })).toEqual({
      ok: false,
      refusal: saleRefusals.pointsTurnedOff,
    });
    const wrong = planPayment(sale, ask({ method: PaymentMethod.AwardPoints, amount: 1089, points: 200 }), settings);
    expect(!wrong.ok && wrong.refusal).toMatchObject({ code: "sale.pointsMismatch", field: "points", message: "At $0.05 a point, $10.89 takes 218 points." });
  });

  it("completes the sale when the payments reach its amount", () => {
    const partial = planPayment(sale, ask({ amount: 72 }), settings);
    expect(partial.ok && [partial.plan.status, partial.plan.completes, partial.plan.paidTotal]).toEqual([OrderStatus.Pending, false, 72]);
    const rest = planPayment({ ...sale, paidTotal: 72 }, ask({ amount: 5500 }), settings);
    expect(rest.ok && [rest.plan.status, rest.plan.completes, rest.plan.paidTotal]).toEqual([OrderStatus.Completed, true, 5572]);
  });

  const method = fc.constantFrom(...Object.values(PaymentMethod));
  const asked = fc.record({
    method,
    amount: fc.integer({ min: 1, max: 100_000 }),
    tip: fc.integer({ min: 0, max: 5_000 }),
    extra: fc.integer({ min: 0, max: 10_000 }),
  });

  it("never takes more than the balance, however the payments come", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.array(asked, { maxLength: 8 }), (amount, payments) => {
        let paidTotal = 0;
        for (const p of payments) {
          const plan = planPayment(
            { amount, paidTotal, customerId: "c1" },
            ask({ ...p, tendered: p.method === PaymentMethod.Cash ? p.amount + p.tip + p.extra : undefined }),
            settings,
          );
          if (!plan.ok) {
            if (plan.refusal.code === saleRefusals.paymentOverBalance.code) expect(p.amount).toBeGreaterThan(amount - paidTotal);
            continue;
          }
          expect(plan.plan.paidTotal).toBe(paidTotal + p.amount);
          expect(plan.plan.paidTotal).toBeLessThanOrEqual(amount);
          expect(plan.plan.completes).toBe(plan.plan.paidTotal >= amount);
          if (p.method === PaymentMethod.Cash) expect(plan.plan.row.change).toBe(p.extra);
          if (p.method === PaymentMethod.AwardPoints) {
            // Points pay for at least the amount, and one point fewer would not.
            expect(plan.plan.pointsSpent * settings.pointValueCents).toBeGreaterThanOrEqual(p.amount);
            expect((plan.plan.pointsSpent - 1) * settings.pointValueCents).toBeLessThan(p.amount);
          } else expect(plan.plan.pointsSpent).toBe(0);
          paidTotal = plan.plan.paidTotal;
        }
      }),
    );
  });

  it("plans several payments as one after the other", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), fc.array(fc.integer({ min: 1, max: 20_000 }), { maxLength: 5 }), (amount, amounts) => {
        const all = planPayments(
          { amount, paidTotal: 0, customerId: null },
          amounts.map((a) => ask({ amount: a })),
          settings,
        );
        const fits = amounts.every((_, i) => amounts.slice(0, i + 1).reduce((s, a) => s + a, 0) <= amount);
        expect(all.ok).toBe(fits);
        if (all.ok) expect(all.plan.map((p) => p.paidTotal)).toEqual(amounts.map((_, i) => amounts.slice(0, i + 1).reduce((s, a) => s + a, 0)));
      }),
    );
  });
});

describe("pointsOnCompletion", () => {
  it("earns on the money paid, not on points, and only for a customer", () => {
    const payments = [
      { method: PaymentMethod.Cash, amount: 1089 },
      { method: PaymentMethod.AwardPoints, amount: 500 },
    ];
    expect(pointsOnCompletion("c1", payments, settings)).toBe(10);
    expect(pointsOnCompletion(null, payments, settings)).toBe(0);
  });
});

describe("tips", () => {
  it("add up on a sale to at most the larger of its amount and $1,000.00", () => {
    // A $55.72 sale: up to $1,000.00 of tips in all.
    expect(planPayment(sale, ask({ amount: 100, tip: 100_000 }), settings).ok).toBe(true);
    expect(planPayment(sale, ask({ amount: 100, tip: 100_001 }), settings)).toEqual({ ok: false, refusal: saleRefusals.tipOverCeiling });
    expect(planPayment({ ...sale, tipTotal: 99_000 }, ask({ amount: 100, tip: 1001 }), settings)).toEqual({ ok: false, refusal: saleRefusals.tipOverCeiling });
    // A $5,000.00 sale: up to its amount.
    const big = { ...sale, amount: 500_000 };
    expect(planPayment(big, ask({ amount: 100, tip: 500_000 }), settings).ok).toBe(true);
    expect(planPayment(big, ask({ amount: 100, tip: 500_001 }), settings).ok).toBe(false);
    expect(saleRefusals.tipOverCeiling).toMatchObject({ code: "sale.tipOverCeiling", kind: "invalid", field: "tip" });
  });

  it("are counted over the payments of a new sale together", () => {
    const two = planPayments(sale, [ask({ amount: 100, tip: 60_000 }), ask({ amount: 100, tip: 40_001 })], settings);
    expect(two).toEqual({ ok: false, refusal: saleRefusals.tipOverCeiling });
    const fits = planPayments(sale, [ask({ amount: 100, tip: 60_000 }), ask({ amount: 100, tip: 40_000 })], settings);
    expect(fits.ok && fits.plan.map((p) => p.tipTotal)).toEqual([60_000, 100_000]);
  });
});
