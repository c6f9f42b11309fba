import { randomUUID } from "node:crypto";
import { businessDateAt } from "../../platform/shop-clock";
import { ActivityAction, OrderStatus, planRefund, VoidOrRefund, type ApprovedRefundInputValue, type RefundInputValue, type Sale } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { RequestMeta } from "../../platform/request-context";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import type { AuthContext } from "../../platform/auth/sessions";
import * as repo from "./sales.repository";
import { assertTransition } from "./sale-errors";
import { readSaleSettings, saleHint } from "./sale-context";
import { holdOpenSession, sessionIsClosed } from "../registers";
import { stockDeltas } from "./sale-lines";
import { moveStock } from "./stock.repository";
import { saleUndoneIn } from "./sale-completion";
import { assertSaleVisible, lockLiveSale, readSale } from "./sale-read";
import { approverOf, type Approver } from "./refund-approval.service";

export const REFUND_SAVED = "Refund saved.";
export const VOID_SAVED = "Sale voided.";

/** POST /api/sales/:id/refunds: a VOID (same business day, everything back, sale cancelled) or a REFUND (all or part). */
export async function refundSale(deps: AppDeps, auth: AuthContext, saleId: string, input: RefundInputValue, meta: RequestMeta): Promise<IdempotentReply<Sale>> {
  return refundOnce(deps, auth, saleId, input, meta, `POST /api/sales/${saleId}/refunds`, null);
}

/**
 * POST /api/sales/:id/refunds/approved: the same move for someone without the right, once the PIN
 * typed on their device is that of an active user who has it; the log names both.
 */
export async function refundSaleApproved(
  deps: AppDeps,
  auth: AuthContext,
  saleId: string,
  input: ApprovedRefundInputValue,
  meta: RequestMeta,
): Promise<IdempotentReply<Sale>> {
  // Before the PIN is checked: a wrong PIN is logged, and nothing is written for a sale the caller may not see.
  await assertSaleVisible(deps.db, auth, saleId);
  const approver = await approverOf(deps, auth, input.approverPin, saleId, meta.ip);
  // The PIN stays out of the idempotency record: a repeat is the same refund whoever approved it.
  return refundOnce(deps, auth, saleId, input.refund, meta, `POST /api/sales/${saleId}/refunds/approved`, approver);
}

async function refundOnce(
  deps: AppDeps,
  auth: AuthContext,
  saleId: string,
  input: RefundInputValue,
  meta: RequestMeta,
  route: string,
  approver: Approver | null,
): Promise<IdempotentReply<Sale>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route, body: input },
    (tx) => refundSaleIn(tx, deps, auth, saleId, input, meta.ip, approver),
    (sale) => ok(sale, input.kind === VoidOrRefund.VOID ? VOID_SAVED : REFUND_SAVED),
  );
  if (reply.value) saleHint(deps, saleId, "Refund", input.registerSessionId);
  return reply;
}

export async function refundSaleIn(
  tx: Transaction,
  deps: AppDeps,
  auth: AuthContext,
  saleId: string,
  input: RefundInputValue,
  ip: string,
  approver: Approver | null = null,
): Promise<Sale> {
  // The drawer the money leaves from (cash refunds lower its expected cash); held like a sale holds it.
  const session = await holdOpenSession(tx, input.registerSessionId);
  const sale = await lockLiveSale(tx, auth, saleId);
  const settings = await readSaleSettings(tx);
  const today = businessDateAt(deps.clock(), settings.utility.timeZone);
  const isVoid = input.kind === VoidOrRefund.VOID;
  // Only a void of a sale of today asks whether its drawer was counted since.
  const drawerClosed = isVoid && sale.businessDate === today && sale.registerSessionId !== null && (await sessionIsClosed(tx, sale.registerSessionId));
  const [lines, paymentRows] = await Promise.all([repo.findLines(tx, saleId), repo.findPayments(tx, saleId)]);
  const planned = planRefund(
    sale,
    lines,
    paymentRows.map((p) => p.payment),
    input,
    { today, drawerClosed },
  );
  if (!planned.ok) throw refusalError(planned.refusal);
  const { plan } = planned;

  const groupId = randomUUID();
  const lineRecords = plan.returns.map((r) => ({ lineId: r.line.id, quantity: r.units, amount: r.amount }));
  const common = {
    groupId,
    saleId,
    kind: input.kind,
    reason: input.reason,
    businessDate: today,
    createdBy: auth.user.id,
    registerSessionId: session?.id ?? null,
  };
  const rows: repo.NewRefundRow[] = plan.entries.map((entry) => ({
    ...common,
    amount: entry.amount,
    method: entry.method,
    paymentId: entry.payment?.id ?? null,
    lines: entry.withLines ? lineRecords : [],
    pointsReturned: entry.pointsReturned,
    pointsTakenBack: entry.pointsTakenBack,
  }));
  await repo.insertRefunds(tx, rows);
  const drawn = plan.entries.flatMap((e) => (e.payment ? [{ id: e.payment.id, refundedAmount: e.payment.refundedAmount + e.amount }] : []));
  await repo.setPaymentsRefunded(tx, drawn);
  await repo.setLinesRefunded(
    tx,
    plan.returns.map((r) => ({ id: r.line.id, refundedQuantity: r.line.refundedQuantity + r.units })),
  );
  await moveStock(
    tx,
    await stockDeltas(
      tx,
      plan.returns.map((r) => ({ productId: r.line.productId, kind: r.line.kind, units: r.units })),
      1,
    ),
  );
  if (sale.customerId) await repo.adjustPoints(tx, sale.customerId, plan.pointsReturned - plan.pointsTakenBack);

  assertTransition(sale.status, plan.status);
  await repo.updateSale(tx, saleId, { refundedTotal: plan.refundedTotal, status: plan.status });
  // A voided ticket lets go of the appointment checked in to it (a completed visit stays Completed).
  if (plan.status === OrderStatus.Cancel) await saleUndoneIn(tx, { saleId, userId: auth.user.id, now: deps.clock() });
  await writeActivity(tx, {
    userId: auth.user.id,
    action: ActivityAction.Refund,
    entity: "sale",
    entityId: saleId,
    details: {
      number: sale.number,
      kind: input.kind,
      groupId,
      amount: plan.amount,
      reason: input.reason,
      lines: lineRecords,
      pointsReturned: plan.pointsReturned,
      pointsTakenBack: plan.pointsTakenBack,
      status: plan.status,
      // Who asked and, when the asker lacked the right, who approved with their PIN.
      requestedBy: { id: auth.user.id, name: `${auth.user.firstName} ${auth.user.lastName}`.trim() },
      ...(approver ? { approvedBy: approver } : {}),
    },
    ip,
  });
  return readSale(tx, saleId, auth);
}
