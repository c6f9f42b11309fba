import { ActivityAction, OrderStatus, orderStatusLabels, invoiceStatusFor, statusAfterPayment, type PaymentRequestValue, type Sale } from "@washdesk/domain";
import { businessDateAt } from "../../platform/shop-clock";
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
import { draftPayment, notEnoughPoints, pointsOnCompletion } from "./payment-rules";
import { holdOpenSession } from "../registers";
import { lockLiveSale, readSale } from "./sale-read";

export const PAYMENT_SAVED = "Payment saved.";
export const ALREADY_PAID = "This sale is already fully paid.";
export const noPaymentsMessage = (status: OrderStatus) => `A ${orderStatusLabels[status].toLowerCase()} sale takes no payments.`;

/** POST /api/sales/:id/payments: one payment, never more than the balance; the sale completes when paid in full. */
export async function addPayment(deps: AppDeps, auth: AuthContext, saleId: string, input: PaymentRequestValue, meta: RequestMeta): Promise<IdempotentReply<Sale>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/sales/${saleId}/payments`, body: input },
    (tx) => addPaymentIn(tx, deps, auth, saleId, input, meta.ip),
    (sale) => ok(sale, PAYMENT_SAVED),
  );
  if (reply.value) saleHint(deps, saleId, "AddPayment", input.registerSessionId);
  return reply;
}

async function addPaymentIn(tx: Transaction, deps: AppDeps, auth: AuthContext, saleId: string, input: PaymentRequestValue, ip: string): Promise<Sale> {
  const session = await holdOpenSession(tx, input.registerSessionId);
  const sale = await lockLiveSale(tx, saleId);
  const status = sale.status as OrderStatus;
  if (status === OrderStatus.Completed) throw conflict(ALREADY_PAID);
  if (status !== OrderStatus.Pending) throw conflict(noPaymentsMessage(status));
  const settings = await readSaleSettings(tx);
  const draft = draftPayment(sale, input, settings.awardPoints);
  const businessDate = businessDateAt(deps.clock(), settings.utility.timeZone);
  const [payment] = await repo.insertPayments(tx, [{ ...draft.row, saleId, createdBy: auth.user.id, registerSessionId: session?.id ?? null, businessDate }]);

  const paidTotal = sale.paidTotal + input.amount;
  const next = statusAfterPayment(sale.amount, paidTotal);
  assertTransition(status, next);
  const completed = next === OrderStatus.Completed;
  let earned = 0;
  if (completed) {
    const payments = await repo.findPayments(tx, saleId);
    earned = pointsOnCompletion(sale.customerId, payments.map((p) => p.payment), settings.awardPoints);
  }
  if (sale.customerId && (draft.points > 0 || earned > 0)) {
    if ((await repo.movePoints(tx, sale.customerId, draft.points, earned)) === null) {
      throw badRequest(notEnoughPoints(await repo.customerPoints(tx, sale.customerId), draft.points));
    }
  }
  const now = deps.clock();
  await repo.updateSale(tx, saleId, {
    paidTotal,
    tipTotal: sale.tipTotal + input.tip,
    status: next,
    invoiceStatus: invoiceStatusFor(sale.amount, paidTotal),
    awardPointsRedeemed: sale.awardPointsRedeemed + draft.points,
    awardPointsEarned: earned,
    completedAt: completed ? now : null,
  });
  await writeActivity(tx, {
    userId: auth.user.id,
    action: ActivityAction.AddPayment,
    entity: "sale",
    entityId: saleId,
    details: { number: sale.number, paymentId: payment!.id, method: input.method, amount: input.amount, tip: input.tip, points: draft.points },
    ip,
  });
  return readSale(tx, saleId);
}
