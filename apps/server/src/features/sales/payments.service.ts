import {
  ActivityAction,
  OrderStatus,
  PaymentMethod,
  planPayment,
  pointsOnCompletion,
  saleRefusals,
  type PaymentAsked,
  type PaymentRequestValue,
  type Sale,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { RequestMeta } from "../../platform/request-context";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import type { AuthContext } from "../../platform/auth/sessions";
import * as repo from "./sales.repository";
import type { SaleRow } from "./sales.repository";
import { assertTransition } from "./sale-errors";
import { businessDateAt } from "../../platform/shop-clock";
import { readSaleSettings, saleHint } from "./sale-context";
import { holdOpenSession } from "../registers";
import { lockLiveSale, readSale } from "./sale-read";
import { saleCompletedIn } from "./sale-completion";

export const PAYMENT_SAVED = "Payment saved.";

/** POST /api/sales/:id/payments: one payment, never more than the balance; the sale completes when paid in full. */
export async function addPayment(
  deps: AppDeps,
  auth: AuthContext,
  saleId: string,
  input: PaymentRequestValue,
  meta: RequestMeta,
): Promise<IdempotentReply<Sale>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/sales/${saleId}/payments`, body: input },
    (tx) => addPaymentIn(tx, deps, auth, saleId, input, meta.ip),
    (sale) => ok(sale, PAYMENT_SAVED),
  );
  if (reply.value) saleHint(deps, saleId, "AddPayment", input.registerSessionId);
  return reply;
}

export async function addPaymentIn(tx: Transaction, deps: AppDeps, auth: AuthContext, saleId: string, input: PaymentRequestValue, ip: string): Promise<Sale> {
  const session = await holdOpenSession(tx, input.registerSessionId);
  const sale = await lockLiveSale(tx, auth, saleId);
  if (sale.status === OrderStatus.Completed) throw refusalError(saleRefusals.alreadyPaid);
  if (sale.status !== OrderStatus.Pending) throw refusalError(saleRefusals.takesNoPayments(sale.status));
  // Cash goes into the station's open drawer, wherever it is taken, unless the shop allows cash
  // outside a register (docs/product.md §4 Register session).
  if (!session && input.method === PaymentMethod.Cash && !(await readSaleSettings(tx)).utility.cashOutsideRegister)
    throw refusalError(saleRefusals.cashNeedsDrawer);
  await recordPaymentIn(tx, deps, sale, input, { userId: auth.user.id, registerSessionId: session?.id ?? null, ip });
  return readSale(tx, saleId, auth);
}

/** Who a payment is recorded under, and the drawer it went into (none for a payment by link). */
export interface PaymentTaker {
  userId: string;
  registerSessionId: string | null;
  ip: string | null;
}

/**
 * The money of one payment on a pending sale, locked by the caller: planned by the domain (never
 * over the balance), stored, the sale's totals and statuses moved, points earned on completion, and
 * the activity log. Every way money comes in (the sale page, the counter, a payment link) goes
 * through here.
 */
export async function recordPaymentIn(
  tx: Transaction,
  deps: AppDeps,
  sale: SaleRow,
  input: PaymentAsked,
  taker: PaymentTaker,
): Promise<{ paymentId: string; completes: boolean }> {
  const saleId = sale.id;
  const settings = await readSaleSettings(tx);
  const planned = planPayment(sale, input, settings.awardPoints);
  if (!planned.ok) throw refusalError(planned.refusal);
  const { plan } = planned;
  const businessDate = businessDateAt(deps.clock(), settings.utility.timeZone);
  const [payment] = await repo.insertPayments(tx, [{ ...plan.row, saleId, createdBy: taker.userId, registerSessionId: taker.registerSessionId, businessDate }]);

  assertTransition(sale.status, plan.status);
  let earned = 0;
  if (plan.completes) {
    const payments = await repo.findPayments(tx, saleId);
    earned = pointsOnCompletion(
      sale.customerId,
      payments.map((p) => p.payment),
      settings.awardPoints,
    );
  }
  if (sale.customerId && (plan.pointsSpent > 0 || earned > 0)) {
    if ((await repo.movePoints(tx, sale.customerId, plan.pointsSpent, earned)) === null) {
      throw refusalError(saleRefusals.notEnoughPoints(await repo.customerPoints(tx, sale.customerId), plan.pointsSpent));
    }
  }
  const now = deps.clock();
  await repo.updateSale(tx, saleId, {
    paidTotal: plan.paidTotal,
    tipTotal: sale.tipTotal + input.tip,
    status: plan.status,
    invoiceStatus: plan.invoiceStatus,
    awardPointsRedeemed: sale.awardPointsRedeemed + plan.pointsSpent,
    awardPointsEarned: earned,
    completedAt: plan.completes ? now : null,
  });
  if (plan.completes) {
    await saleCompletedIn(tx, { saleId, customerId: sale.customerId, userId: taker.userId, now });
  }
  await writeActivity(tx, {
    userId: taker.userId,
    action: ActivityAction.AddPayment,
    entity: "sale",
    entityId: saleId,
    details: {
      number: sale.number,
      paymentId: payment!.id,
      method: input.method,
      amount: input.amount,
      tip: input.tip,
      points: plan.pointsSpent,
      origin: input.origin ?? null,
    },
    ip: taker.ip,
  });
  return { paymentId: payment!.id, completes: plan.completes };
}
