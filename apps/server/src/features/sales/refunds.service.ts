import { randomUUID } from "node:crypto";
import { businessDateAt } from "../../platform/shop-clock";
import {
  ActivityAction,
  formatDisplayDate,
  formatMoney,
  lineRefundAmount,
  OrderStatus,
  orderStatusLabels,
  PaymentMethod,
  proportionalDelta,
  refundableStatuses,
  statusAfterRefund,
  voidableStatuses,
  VoidOrRefund,
  type RefundInputValue,
  type Sale,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { RequestMeta } from "../../platform/request-context";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { badRequest, conflict } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import type { AuthContext } from "../../platform/auth/sessions";
import * as repo from "./sales.repository";
import { assertTransition } from "./sale-errors";
import { readSaleSettings, saleHint } from "./sale-context";
import { holdOpenSession, sessionIsClosed } from "../registers";
import { stockDeltas } from "./sale-lines";
import { moneyPaid } from "./payment-rules";
import { moveStock } from "./stock.repository";
import { lockLiveSale, readSale } from "./sale-read";

export const REFUND_SAVED = "Refund saved.";
export const VOID_SAVED = "Sale voided.";
export const VOID_AFTER_CLOSE = "This sale's register has been closed, so it can't be voided. Refund it instead.";
export const NOTHING_TO_REFUND = "There is nothing left to refund on this sale.";
export const LINE_NOT_ON_SALE = "This line is not on this sale.";
export const PAYMENT_NOT_ON_SALE = "This payment is not on this sale.";
export const cannotVoidMessage = (status: OrderStatus) => `A ${orderStatusLabels[status].toLowerCase()} sale can't be voided.`;
export const voidSameDayMessage = (date: string) => `A sale can only be voided on its own business day (${formatDisplayDate(date)}). Refund it instead.`;
export const refundCapMessage = (left: number) => `Only ${formatMoney(left)} can still be refunded on this sale.`;
export const unitsLeftMessage = (left: number, name: string) => `Only ${left} of ${name} can still be returned.`;

function cannotRefundMessage(status: OrderStatus): string {
  if (status === OrderStatus.Pending) return "Only a paid sale can be refunded. Void this one, or take the payment first.";
  if (status === OrderStatus.Refund) return "This sale was already refunded in full.";
  return `A ${orderStatusLabels[status].toLowerCase()} sale has nothing to refund.`;
}

/** POST /api/sales/:id/refunds: a VOID (same business day, everything back, sale cancelled) or a REFUND (all or part). */
export async function refundSale(deps: AppDeps, auth: AuthContext, saleId: string, input: RefundInputValue, meta: RequestMeta): Promise<IdempotentReply<Sale>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/sales/${saleId}/refunds`, body: input },
    (tx) => refundSaleIn(tx, deps, auth, saleId, input, meta.ip),
    (sale) => ok(sale, input.kind === VoidOrRefund.VOID ? VOID_SAVED : REFUND_SAVED),
  );
  if (reply.value) saleHint(deps, saleId, "Refund", input.registerSessionId);
  return reply;
}

interface UnitReturn {
  line: repo.SaleLineRow;
  units: number;
}

/** The units a refund by lines gives back; the same line twice counts once with both quantities. */
function unitsFromRequest(lines: repo.SaleLineRow[], requested: NonNullable<RefundInputValue["lines"]>): UnitReturn[] {
  const wanted = new Map<string, number>();
  for (const { lineId, quantity } of requested) wanted.set(lineId, (wanted.get(lineId) ?? 0) + quantity);
  return [...wanted].map(([lineId, units]) => {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw badRequest(LINE_NOT_ON_SALE);
    const left = line.quantity - line.refundedQuantity;
    if (units > left) throw conflict(unitsLeftMessage(left, line.name));
    return { line, units };
  });
}

interface Portion {
  payment: repo.PaymentRow;
  amount: number;
}

const remainingOf = (p: repo.PaymentRow) => p.amount - p.refundedAmount;

/**
 * Which payments a refund draws on. One payment when named; else money payments (those of the
 * refund's method first, then the newest) before points payments. A refund "to AwardPoints" draws
 * on points payments only: cash never turns into points.
 */
function drawOnPayments(payments: repo.PaymentRow[], amount: number, input: RefundInputValue): Portion[] {
  let candidates: repo.PaymentRow[];
  if (input.paymentId) {
    const named = payments.find((p) => p.id === input.paymentId);
    if (!named) throw badRequest(PAYMENT_NOT_ON_SALE);
    candidates = [named];
  } else {
    const points = payments.filter((p) => p.method === PaymentMethod.AwardPoints);
    // `payments` comes oldest first from SQL (microsecond order that a JS Date would lose): reverse for newest first.
    const money = payments
      .filter((p) => p.method !== PaymentMethod.AwardPoints)
      .reverse()
      .sort((a, b) => Number(b.method === input.method) - Number(a.method === input.method));
    candidates = input.method === PaymentMethod.AwardPoints ? points : [...money, ...points];
  }
  const portions: Portion[] = [];
  let left = amount;
  for (const payment of candidates) {
    const take = Math.min(remainingOf(payment), left);
    if (take > 0) portions.push({ payment, amount: take });
    left -= take;
  }
  if (left > 0) throw conflict(`Only ${formatMoney(amount - left)} can be refunded ${input.paymentId ? "from this payment" : "this way"}.`);
  return portions;
}

async function refundSaleIn(tx: Transaction, deps: AppDeps, auth: AuthContext, saleId: string, input: RefundInputValue, ip: string): Promise<Sale> {
  // The drawer the money leaves from (cash refunds lower its expected cash); held like a sale holds it.
  const session = await holdOpenSession(tx, input.registerSessionId);
  const sale = await lockLiveSale(tx, saleId);
  const status = sale.status as OrderStatus;
  const settings = await readSaleSettings(tx);
  const today = businessDateAt(deps.clock(), settings.utility.timeZone);
  const isVoid = input.kind === VoidOrRefund.VOID;
  if (isVoid) {
    if (!voidableStatuses.includes(status)) throw conflict(cannotVoidMessage(status));
    // "Before it is settled": still its business day, and its drawer (if any) not yet counted.
    if (sale.businessDate !== today) throw conflict(voidSameDayMessage(sale.businessDate));
    if (sale.registerSessionId && (await sessionIsClosed(tx, sale.registerSessionId))) throw conflict(VOID_AFTER_CLOSE);
  } else if (!refundableStatuses.includes(status)) {
    throw conflict(cannotRefundMessage(status));
  }

  const [lines, paymentRows] = await Promise.all([repo.findLines(tx, saleId), repo.findPayments(tx, saleId)]);
  const payments = paymentRows.map((p) => p.payment);
  const refundable = sale.paidTotal - sale.refundedTotal;
  let returns: UnitReturn[];
  let amount: number;
  if (input.lines) {
    returns = unitsFromRequest(lines, input.lines);
    amount = returns.reduce((sum, r) => sum + lineRefundAmount(r.line, r.units), 0);
  } else if (input.amount !== undefined) {
    returns = [];
    amount = input.amount;
  } else {
    // A void, or a refund of everything: every unit not yet returned, all money still paid.
    returns = lines.map((line) => ({ line, units: line.quantity - line.refundedQuantity })).filter((r) => r.units > 0);
    amount = refundable;
  }
  if (amount > refundable) throw conflict(refundCapMessage(refundable));
  if (!isVoid && amount === 0 && returns.length === 0) throw conflict(NOTHING_TO_REFUND);

  const portions = drawOnPayments(payments, amount, input);
  // Earned points go back in proportion to the money (not points) refunded, counted cumulatively.
  const moneyBase = moneyPaid(payments);
  const moneyBefore = moneyPaid(payments.map((p) => ({ method: p.method, amount: p.refundedAmount })));
  const moneyNow = portions.filter((p) => p.payment.method !== PaymentMethod.AwardPoints).reduce((sum, p) => sum + p.amount, 0);
  const pointsTakenBack = proportionalDelta(sale.awardPointsEarned, moneyBefore, moneyBefore + moneyNow, moneyBase);
  const pointsReturnedOf = (p: Portion) =>
    p.payment.method === PaymentMethod.AwardPoints ? proportionalDelta(p.payment.points ?? 0, p.payment.refundedAmount, p.payment.refundedAmount + p.amount, p.payment.amount) : 0;

  const groupId = randomUUID();
  const lineRecords = returns.map((r) => ({ lineId: r.line.id, quantity: r.units, amount: lineRefundAmount(r.line, r.units) }));
  const common = { groupId, saleId, kind: input.kind, reason: input.reason, businessDate: today, createdBy: auth.user.id, registerSessionId: session?.id ?? null };
  const rows: repo.NewRefundRow[] = portions.map((portion, i) => ({
    ...common,
    amount: portion.amount,
    // What was paid with points goes back as points; a void returns each payment its own way.
    method: portion.payment.method === PaymentMethod.AwardPoints || isVoid ? portion.payment.method : (input.method ?? portion.payment.method),
    paymentId: portion.payment.id,
    lines: i === 0 ? lineRecords : [],
    pointsReturned: pointsReturnedOf(portion),
    pointsTakenBack: i === 0 ? pointsTakenBack : 0,
  }));
  if (rows.length === 0) {
    // Nothing paid to give back (a void of an unpaid sale, or free units returned): one row records it.
    rows.push({ ...common, amount: 0, method: input.method ?? PaymentMethod.Cash, paymentId: null, lines: lineRecords, pointsTakenBack });
  }
  await repo.insertRefunds(tx, rows);
  await repo.setPaymentsRefunded(tx, portions.map((p) => ({ id: p.payment.id, refundedAmount: p.payment.refundedAmount + p.amount })));
  await repo.setLinesRefunded(tx, returns.map((r) => ({ id: r.line.id, refundedQuantity: r.line.refundedQuantity + r.units })));
  await moveStock(tx, await stockDeltas(tx, returns.map((r) => ({ productId: r.line.productId, kind: r.line.kind, units: r.units })), 1));
  const pointsReturned = rows.reduce((sum, r) => sum + (r.pointsReturned ?? 0), 0);
  if (sale.customerId) await repo.adjustPoints(tx, sale.customerId, pointsReturned - pointsTakenBack);

  const refundedTotal = sale.refundedTotal + amount;
  const returnedNow = new Map(returns.map((r) => [r.line.id, r.units]));
  const allUnitsReturned = lines.every((l) => l.refundedQuantity + (returnedNow.get(l.id) ?? 0) >= l.quantity);
  const next = isVoid ? OrderStatus.Cancel : statusAfterRefund(sale.paidTotal, refundedTotal, allUnitsReturned);
  assertTransition(status, next);
  await repo.updateSale(tx, saleId, { refundedTotal, status: next });
  await writeActivity(tx, {
    userId: auth.user.id,
    action: ActivityAction.Refund,
    entity: "sale",
    entityId: saleId,
    details: { number: sale.number, kind: input.kind, groupId, amount, reason: input.reason, lines: lineRecords, pointsReturned, pointsTakenBack, status: next },
    ip,
  });
  return readSale(tx, saleId);
}
