import { planned, refused, type Planned } from "../api/refusal";
import { InvoiceStatus, OrderStatus, PaymentMethod, type PaymentOrigin } from "../enums";
import { cents, type Cents } from "../money";
import { tipCeiling } from "../validation/limits";
import type { AwardPointsSettings } from "./award-points";
import { pointsEarned, pointsForAmount } from "./points-rules";
import { saleRefusals } from "./sale-refusals";
import { invoiceStatusFor, statusAfterPayment } from "./sale-status";

/** What payment planning needs of the sale: its amount, what is paid so far, whose it is. */
export interface PayableSale {
  amount: number;
  paidTotal: number;
  /** The tips already taken on it (none when left out). */
  tipTotal?: number;
  customerId: string | null;
}

/** One payment as asked for (a payment input's fields; money in whole cents). */
export interface PaymentAsked {
  method: PaymentMethod;
  amount: number;
  tip: number;
  tendered?: number;
  reference: string;
  origin?: PaymentOrigin | null;
  /** AwardPoints: the points the screen worked out; when sent they must match. */
  points?: number;
}

/** The payment as stored: cash has tendered and change, AwardPoints the points spent. */
export interface PlannedPaymentRow {
  method: PaymentMethod;
  amount: Cents;
  tip: Cents;
  reference: string;
  origin: PaymentOrigin | null;
  tendered?: Cents;
  change?: Cents;
  points?: number;
}

export interface PaymentPlan {
  row: PlannedPaymentRow;
  /** Points this payment spends (AwardPoints), else 0. */
  pointsSpent: number;
  /** The sale after the payment: paid so far, its tips, and its statuses. */
  paidTotal: Cents;
  tipTotal: Cents;
  status: OrderStatus;
  invoiceStatus: InvoiceStatus;
  /** The payments reach the amount: the sale completes (and earns points, see pointsOnCompletion). */
  completes: boolean;
}

/** What is left to pay; never below zero. */
export const balanceOf = (sale: { amount: number; paidTotal: number }): Cents => cents(Math.max(sale.amount - sale.paidTotal, 0));

/** Cash change: what was handed over minus the amount and the tip. */
export const cashChange = (tendered: number, amount: number, tip: number): Cents => cents(tendered - amount - tip, "change");

/**
 * One payment against a sale's balance: never more than the balance; the sale's tips together at
 * most the larger of its amount and $1,000.00; cash change = tendered −
 * amount − tip (tendered defaults to exactly that); AwardPoints spends the customer's points at the
 * settings' rate, rounded up so points never pay for more than they are worth (whether the customer
 * has them is checked where the points are taken). The sale completes when the payments reach its
 * amount. Whether the sale takes payments at all (its status) is checked before.
 */
export function planPayment(sale: PayableSale, asked: PaymentAsked, settings: AwardPointsSettings): Planned<PaymentPlan> {
  const balance = balanceOf(sale);
  if (asked.amount > balance) return refused(saleRefusals.paymentOverBalance(asked.amount, balance));
  const tipTotal = (sale.tipTotal ?? 0) + asked.tip;
  if (tipTotal > tipCeiling(sale.amount)) return refused(saleRefusals.tipOverCeiling);
  const base = { method: asked.method, amount: cents(asked.amount), tip: cents(asked.tip, "tip"), reference: asked.reference, origin: asked.origin ?? null };
  let row: PlannedPaymentRow = base;
  let pointsSpent = 0;
  if (asked.method === PaymentMethod.Cash) {
    const tendered = cents(asked.tendered ?? asked.amount + asked.tip, "tendered");
    row = { ...base, tendered, change: cashChange(tendered, asked.amount, asked.tip) };
  } else if (asked.method === PaymentMethod.AwardPoints) {
    if (!sale.customerId) return refused(saleRefusals.pointsNeedCustomer);
    if (settings.pointValueCents <= 0) return refused(saleRefusals.pointsTurnedOff);
    pointsSpent = pointsForAmount(asked.amount, settings);
    if (asked.points !== undefined && asked.points !== pointsSpent) {
      return refused(saleRefusals.pointsMismatch(settings.pointValueCents, asked.amount, pointsSpent));
    }
    row = { ...base, points: pointsSpent };
  }
  const paidTotal = cents(sale.paidTotal + asked.amount);
  const status = statusAfterPayment(sale.amount, paidTotal);
  return planned({
    row,
    pointsSpent,
    paidTotal,
    tipTotal: cents(tipTotal, "tips"),
    status,
    invoiceStatus: invoiceStatusFor(sale.amount, paidTotal),
    completes: status === OrderStatus.Completed,
  });
}

/**
 * Several payments taken at once (a new sale paid at the counter), planned one after the other so
 * each sees the balance the ones before left.
 */
export function planPayments(sale: PayableSale, asked: readonly PaymentAsked[], settings: AwardPointsSettings): Planned<PaymentPlan[]> {
  const plans: PaymentPlan[] = [];
  let { paidTotal, tipTotal } = sale;
  for (const payment of asked) {
    const plan = planPayment({ ...sale, paidTotal, tipTotal }, payment, settings);
    if (!plan.ok) return plan;
    plans.push(plan.plan);
    ({ paidTotal, tipTotal } = plan.plan);
  }
  return planned(plans);
}

/** Money (not points) paid: what earns points, and what earned points are taken back against. */
export function moneyPaid(payments: readonly { method: number; amount: number }[]): Cents {
  return cents(payments.filter((p) => p.method !== PaymentMethod.AwardPoints).reduce((sum, p) => sum + p.amount, 0));
}

/** Points a sale earns when it becomes fully paid: on the money paid, only for a customer's sale. */
export function pointsOnCompletion(customerId: string | null, payments: readonly { method: number; amount: number }[], settings: AwardPointsSettings): number {
  return customerId ? pointsEarned(moneyPaid(payments), settings) : 0;
}
