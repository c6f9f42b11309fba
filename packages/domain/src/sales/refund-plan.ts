import { planned, refused, type Planned } from "../api/refusal";
import { OrderStatus, PaymentMethod, VoidOrRefund } from "../enums";
import { cents, type Cents } from "../money";
import { moneyPaid } from "./payment-plan";
import { proportionalDelta } from "./points-rules";
import { saleRefusals } from "./sale-refusals";
import { lineRefundAmount } from "./sale-pricing";
import { refundableStatuses, statusAfterRefund, voidableStatuses } from "./sale-status";

/** What refund planning needs of the sale. */
export interface RefundableSale {
  status: OrderStatus;
  /** The shop's calendar day it was rung up (YYYY-MM-DD). */
  businessDate: string;
  paidTotal: number;
  refundedTotal: number;
  awardPointsEarned: number;
}

export interface RefundableLine {
  id: string;
  name: string;
  quantity: number;
  refundedQuantity: number;
  subTotal: number;
}

export interface RefundablePayment {
  id: string;
  method: PaymentMethod;
  amount: number;
  refundedAmount: number;
  /** AwardPoints: the points spent. */
  points: number | null;
}

/** A refund as asked for (a refund input's fields). */
export interface RefundAsked {
  kind: VoidOrRefund;
  /** How the money goes out; default: each payment's own way. */
  method?: PaymentMethod;
  /** Draw on this payment only. */
  paymentId?: string;
  /** Units to give back per line; the same line twice counts once with both quantities. */
  lines?: readonly { lineId: string; quantity: number }[];
  /** A money adjustment, no units back. */
  amount?: number;
}

/** What the rules need to know beyond the sale: the shop's day, and whether the sale's drawer was counted. */
export interface RefundCircumstances {
  today: string;
  drawerClosed: boolean;
}

/** One record of the refund: money drawn on one payment (or, with nothing to draw on, none). */
export interface RefundEntry<P> {
  payment: P | null;
  amount: Cents;
  method: PaymentMethod;
  /** Points given back: the share of an AwardPoints payment refunded. */
  pointsReturned: number;
  /** Earned points taken back (all on the first entry). */
  pointsTakenBack: number;
  /** The first entry carries the units returned. */
  withLines: boolean;
}

export interface RefundPlan<L, P> {
  amount: Cents;
  /** Units going back, with their money (their price and exclusive tax). */
  returns: { line: L; units: number; amount: Cents }[];
  entries: RefundEntry<P>[];
  pointsReturned: number;
  pointsTakenBack: number;
  /** The sale after the refund. */
  refundedTotal: Cents;
  status: OrderStatus;
}

/** What can still be refunded on a sale: what was paid minus what went back. */
export const refundableOf = (sale: { paidTotal: number; refundedTotal: number }): Cents => cents(sale.paidTotal - sale.refundedTotal);

/** Units of a line not yet given back. */
export const unitsLeftOf = (line: { quantity: number; refundedQuantity: number }) => line.quantity - line.refundedQuantity;

function statusRefusal(sale: RefundableSale, asked: RefundAsked, at: RefundCircumstances) {
  if (asked.kind === VoidOrRefund.VOID) {
    if (!voidableStatuses.includes(sale.status)) return saleRefusals.cannotVoid(sale.status);
    // "Before it is settled": still its business day, and its drawer (if any) not yet counted.
    if (sale.businessDate !== at.today) return saleRefusals.voidSameDay(sale.businessDate);
    if (at.drawerClosed) return saleRefusals.voidAfterClose;
    return null;
  }
  if (refundableStatuses.includes(sale.status)) return null;
  if (sale.status === OrderStatus.Pending) return saleRefusals.notPaidYet;
  if (sale.status === OrderStatus.Refund) return saleRefusals.alreadyRefunded;
  return saleRefusals.cannotRefund(sale.status);
}

/**
 * Which payments a refund draws on and how much from each. One payment when named; else money
 * payments (those of the refund's method first, then the newest) before points payments. A refund
 * "to AwardPoints" draws on points payments only: cash never turns into points. `payments` come
 * oldest first.
 */
function drawOn<P extends RefundablePayment>(payments: readonly P[], amount: number, asked: RefundAsked): Planned<{ payment: P; amount: Cents }[]> {
  let candidates: P[];
  if (asked.paymentId) {
    const named = payments.find((p) => p.id === asked.paymentId);
    if (!named) return refused(saleRefusals.paymentNotOnSale);
    candidates = [named];
  } else {
    const points = payments.filter((p) => p.method === PaymentMethod.AwardPoints);
    const money = payments
      .filter((p) => p.method !== PaymentMethod.AwardPoints)
      .reverse()
      .sort((a, b) => Number(b.method === asked.method) - Number(a.method === asked.method));
    candidates = asked.method === PaymentMethod.AwardPoints ? points : [...money, ...points];
  }
  const portions: { payment: P; amount: Cents }[] = [];
  let left = amount;
  for (const payment of candidates) {
    const take = Math.min(payment.amount - payment.refundedAmount, left);
    if (take > 0) portions.push({ payment, amount: cents(take) });
    left -= take;
  }
  if (left > 0) return refused(saleRefusals.paymentsShort(amount - left, Boolean(asked.paymentId)));
  return planned(portions);
}

/**
 * A VOID (same business day, drawer not yet counted: every unit back, all money still paid back,
 * the sale cancelled) or a REFUND (some lines, an amount, or everything left). Never more than was
 * paid and not yet refunded; the entries' amounts sum to the refund; what was paid with points goes
 * back as points; earned points are taken back in proportion to the money (not points) refunded,
 * counted cumulatively so repeated partial refunds never drift.
 */
export function planRefund<L extends RefundableLine, P extends RefundablePayment>(
  sale: RefundableSale,
  lines: readonly L[],
  payments: readonly P[],
  asked: RefundAsked,
  at: RefundCircumstances,
): Planned<RefundPlan<L, P>> {
  const refusal = statusRefusal(sale, asked, at);
  if (refusal) return refused(refusal);
  const isVoid = asked.kind === VoidOrRefund.VOID;
  const refundable = refundableOf(sale);

  let returns: { line: L; units: number }[] = [];
  let amount: number;
  if (asked.lines) {
    const wanted = new Map<string, number>();
    for (const { lineId, quantity } of asked.lines) wanted.set(lineId, (wanted.get(lineId) ?? 0) + quantity);
    for (const [lineId, units] of wanted) {
      const line = lines.find((l) => l.id === lineId);
      if (!line) return refused(saleRefusals.lineNotOnSale);
      if (units > unitsLeftOf(line)) return refused(saleRefusals.unitsLeft(unitsLeftOf(line), line.name));
      returns.push({ line, units });
    }
    amount = returns.reduce((sum, r) => sum + lineRefundAmount(r.line, r.units), 0);
  } else if (asked.amount !== undefined) {
    amount = asked.amount;
  } else {
    // A void, or a refund of everything: every unit not yet returned, all money still paid.
    returns = lines.map((line) => ({ line, units: unitsLeftOf(line) })).filter((r) => r.units > 0);
    amount = refundable;
  }
  if (amount > refundable) return refused(saleRefusals.overRefundable(refundable));
  if (!isVoid && amount === 0 && returns.length === 0) return refused(saleRefusals.nothingToRefund);

  const drawn = drawOn(payments, amount, asked);
  if (!drawn.ok) return drawn;
  const portions = drawn.plan;

  const moneyBase = moneyPaid(payments);
  const moneyBefore = moneyPaid(payments.map((p) => ({ method: p.method, amount: p.refundedAmount })));
  const moneyNow = portions.filter((p) => p.payment.method !== PaymentMethod.AwardPoints).reduce((sum, p) => sum + p.amount, 0);
  const pointsTakenBack = proportionalDelta(sale.awardPointsEarned, moneyBefore, moneyBefore + moneyNow, moneyBase);

  const entries: RefundEntry<P>[] = portions.map((portion, i) => {
    const { payment } = portion;
    const isPoints = payment.method === PaymentMethod.AwardPoints;
    return {
      payment,
      amount: portion.amount,
      // What was paid with points goes back as points; a void returns each payment its own way.
      method: isPoints || isVoid ? payment.method : (asked.method ?? payment.method),
      pointsReturned: isPoints ? proportionalDelta(payment.points ?? 0, payment.refundedAmount, payment.refundedAmount + portion.amount, payment.amount) : 0,
      pointsTakenBack: i === 0 ? pointsTakenBack : 0,
      withLines: i === 0,
    };
  });
  if (entries.length === 0) {
    // Nothing paid to give back (a void of an unpaid sale, or free units returned): one entry records it.
    entries.push({ payment: null, amount: cents(0), method: asked.method ?? PaymentMethod.Cash, pointsReturned: 0, pointsTakenBack, withLines: true });
  }

  const refundedTotal = cents(sale.refundedTotal + amount);
  const returnedNow = new Map(returns.map((r) => [r.line.id, r.units]));
  const allUnitsReturned = lines.every((l) => l.refundedQuantity + (returnedNow.get(l.id) ?? 0) >= l.quantity);
  return planned({
    amount: cents(amount),
    returns: returns.map((r) => ({ ...r, amount: lineRefundAmount(r.line, r.units) })),
    entries,
    pointsReturned: entries.reduce((sum, e) => sum + e.pointsReturned, 0),
    pointsTakenBack,
    refundedTotal,
    status: isVoid ? OrderStatus.Cancel : statusAfterRefund(sale.paidTotal, refundedTotal, allUnitsReturned),
  });
}
