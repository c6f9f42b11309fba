import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OrderStatus, PaymentMethod, VoidOrRefund } from "../enums";
import { pointsForAmount } from "./points-rules";
import { planRefund, type RefundAsked, type RefundableLine, type RefundablePayment, type RefundableSale } from "./refund-plan";
import { saleRefusals } from "./sale-refusals";

const today = { today: "2026-06-01", drawerClosed: false };
const line = (id: string, quantity: number, unit: number, name = id): RefundableLine => ({
  id,
  name,
  quantity,
  refundedQuantity: 0,
  subTotal: quantity * unit,
});
const payment = (id: string, method: PaymentMethod, amount: number, points: number | null = null): RefundablePayment => ({
  id,
  method,
  amount,
  refundedAmount: 0,
  points,
});
const paidSale = (paidTotal: number, awardPointsEarned = 0): RefundableSale => ({
  status: OrderStatus.Completed,
  businessDate: today.today,
  paidTotal,
  refundedTotal: 0,
  awardPointsEarned,
});
const refund = (over: Partial<RefundAsked> = {}): RefundAsked => ({ kind: VoidOrRefund.REFUND, ...over });

describe("planRefund", () => {
  const lines = [line("wax", 2, 1500, "Wax Kit"), line("wash", 1, 2000)];
  const payments = [payment("cash", PaymentMethod.Cash, 3000), payment("card", PaymentMethod.CreditCard, 2000)];

  it("refuses a sale that is not paid, already refunded, or a void on another day or after the drawer was counted", () => {
    const pending = { ...paidSale(0), status: OrderStatus.Pending };
    expect(planRefund(pending, lines, [], refund(), today)).toEqual({ ok: false, refusal: saleRefusals.notPaidYet });
    expect(planRefund({ ...paidSale(5000), status: OrderStatus.Refund }, lines, payments, refund(), today)).toEqual({
      ok: false,
      refusal: saleRefusals.alreadyRefunded,
    });
    const lateVoid = planRefund(paidSale(5000), lines, payments, { kind: VoidOrRefund.VOID }, { ...today, today: "2026-06-02" });
    expect(!lateVoid.ok && lateVoid.refusal.code).toBe("sale.voidSameDay");
    expect(planRefund(paidSale(5000), lines, payments, { kind: VoidOrRefund.VOID }, { ...today, drawerClosed: true })).toEqual({
      ok: false,
      refusal: saleRefusals.voidAfterClose,
    });
  });

  it("refuses units not left, a line or payment not on the sale, and more than can be refunded", () => {
    const tooMany = planRefund(
      paidSale(5000),
      lines,
      payments,
      refund({
        lines: [
          { lineId: "wax", quantity: 2 },
          { lineId: "wax", quantity: 1 },
        ],
      }),
      today,
    );
    expect(!tooMany.ok && tooMany.refusal).toMatchObject({ code: "sale.unitsLeft", kind: "conflict", message: "Only 2 of Wax Kit can still be returned." });
    expect(planRefund(paidSale(5000), lines, payments, refund({ lines: [{ lineId: "nope", quantity: 1 }] }), today)).toEqual({
      ok: false,
      refusal: saleRefusals.lineNotOnSale,
    });
    expect(planRefund(paidSale(5000), lines, payments, refund({ amount: 5001 }), today)).toEqual({ ok: false, refusal: saleRefusals.overRefundable(5000) });
    expect(planRefund(paidSale(5000), lines, payments, refund({ amount: 10, paymentId: "nope" }), today)).toEqual({
      ok: false,
      refusal: saleRefusals.paymentNotOnSale,
    });
    const short = planRefund(paidSale(5000), lines, payments, refund({ amount: 2500, paymentId: "card" }), today);
    expect(!short.ok && short.refusal.message).toBe("Only $20.00 can be refunded from this payment.");
  });

  it("draws on payments of the refund's method first, then the newest, with the units on the first entry", () => {
    const planned = planRefund(paidSale(5000), lines, payments, refund({ lines: [{ lineId: "wax", quantity: 2 }], method: PaymentMethod.Cash }), today);
    expect(planned.ok && planned.plan.entries.map((e) => [e.payment?.id, e.amount, e.method, e.withLines])).toEqual([["cash", 3000, PaymentMethod.Cash, true]]);
    const newest = planRefund(paidSale(5000), lines, payments, refund({ amount: 2500 }), today);
    expect(newest.ok && newest.plan.entries.map((e) => [e.payment?.id, e.amount])).toEqual([
      ["card", 2000],
      ["cash", 500],
    ]);
    expect(newest.ok && newest.plan.status).toBe(OrderStatus.PartialRefund);
  });

  it("records a void of an unpaid sale as one entry of nothing, and cancels the sale", () => {
    const pending = { ...paidSale(0), status: OrderStatus.Pending };
    const planned = planRefund(pending, lines, [], { kind: VoidOrRefund.VOID }, today);
    expect(planned.ok && planned.plan).toMatchObject({
      amount: 0,
      status: OrderStatus.Cancel,
      entries: [{ payment: null, amount: 0, method: PaymentMethod.Cash, withLines: true }],
    });
    expect(planned.ok && planned.plan.returns.map((r) => [r.line.id, r.units])).toEqual([
      ["wax", 2],
      ["wash", 1],
    ]);
  });

  const settings = { earnPointsPerDollar: 1, pointValueCents: 5 };
  const methods = fc.constantFrom(PaymentMethod.Cash, PaymentMethod.CreditCard, PaymentMethod.Check, PaymentMethod.AwardPoints);
  const paidWith = fc.array(fc.record({ method: methods, amount: fc.integer({ min: 1, max: 20_000 }) }), { minLength: 1, maxLength: 5 });
  const chunks = fc.array(fc.record({ amount: fc.integer({ min: 1, max: 30_000 }), method: fc.option(methods, { nil: undefined }) }), { maxLength: 8 });

  it("never gives back more than was paid; entries sum to the refund; points follow, and all come back when all is refunded", () => {
    fc.assert(
      fc.property(paidWith, chunks, fc.integer({ min: 0, max: 500 }), (paid, asks, earned) => {
        let pays: RefundablePayment[] = paid.map((p, i) =>
          payment(`p${i}`, p.method, p.amount, p.method === PaymentMethod.AwardPoints ? pointsForAmount(p.amount, settings) : null),
        );
        const total = paid.reduce((s, p) => s + p.amount, 0);
        let sale: RefundableSale = paidSale(total, earned);
        // Refunds by amount give back no units: the sale is refunded in full only when the money is.
        const sold = [line("kit", 1, total)];
        let pointsReturned = 0;
        let pointsTakenBack = 0;
        const apply = (asked: RefundAsked) => {
          const planned = planRefund(sale, sold, pays, asked, today);
          if (!planned.ok) return planned.refusal;
          const { plan } = planned;
          expect(plan.amount).toBeLessThanOrEqual(sale.paidTotal - sale.refundedTotal);
          expect(plan.entries.reduce((s, e) => s + e.amount, 0)).toBe(plan.amount);
          for (const e of plan.entries) {
            if (!e.payment) continue;
            expect(e.amount).toBeLessThanOrEqual(e.payment.amount - e.payment.refundedAmount);
            if (asked.method === PaymentMethod.AwardPoints) expect(e.payment.method).toBe(PaymentMethod.AwardPoints);
            if (e.payment.method === PaymentMethod.AwardPoints) expect(e.method).toBe(PaymentMethod.AwardPoints);
          }
          pointsReturned += plan.pointsReturned;
          pointsTakenBack += plan.pointsTakenBack;
          pays = pays.map((p) => ({
            ...p,
            refundedAmount: p.refundedAmount + plan.entries.filter((e) => e.payment?.id === p.id).reduce((s, e) => s + e.amount, 0),
          }));
          sale = { ...sale, refundedTotal: plan.refundedTotal, status: plan.status };
          expect(sale.refundedTotal).toBeLessThanOrEqual(sale.paidTotal);
          return null;
        };
        for (const a of asks) apply(refund({ amount: a.amount, method: a.method }));
        if (sale.refundedTotal < sale.paidTotal) expect(apply(refund())).toBeNull();
        expect(sale.refundedTotal).toBe(total);
        expect(sale.status).toBe(OrderStatus.Refund);
        const spent = pays.reduce((s, p) => s + (p.points ?? 0), 0);
        expect(pointsReturned).toBe(spent);
        expect(pointsTakenBack).toBe(paid.some((p) => p.method !== PaymentMethod.AwardPoints) ? earned : 0);
      }),
    );
  });

  it("returns units with their price and tax, never more units than are left", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 5 }), unit: fc.integer({ min: 0, max: 5_000 }) }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat({ max: 6 }), { minLength: 4, maxLength: 4 }),
        (shape, wanted) => {
          const ls = shape.map((s, i) => line(`l${i}`, s.quantity, s.unit));
          const total = ls.reduce((s, l) => s + l.subTotal, 0);
          const asked = ls.map((l, i) => ({ lineId: l.id, quantity: wanted[i] ?? 0 })).filter((l) => l.quantity > 0);
          const planned = planRefund(paidSale(total), ls, [payment("cash", PaymentMethod.Cash, total)], refund({ lines: asked }), today);
          const fits = asked.every((a) => a.quantity <= ls.find((l) => l.id === a.lineId)!.quantity);
          if (asked.length === 0 || !fits) {
            expect(planned.ok).toBe(false);
            return;
          }
          if (!planned.ok) throw new Error(planned.refusal.message);
          const expected = asked.reduce(
            (s, a) => s + (ls.find((l) => l.id === a.lineId)!.subTotal / ls.find((l) => l.id === a.lineId)!.quantity) * a.quantity,
            0,
          );
          expect(planned.plan.amount).toBe(expected);
          expect(planned.plan.returns.reduce((s, r) => s + r.amount, 0)).toBe(expected);
        },
      ),
    );
  });
});
