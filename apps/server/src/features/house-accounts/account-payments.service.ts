import {
  ActivityAction,
  PaymentMethod,
  houseAccountRefusals,
  planAccountPayment,
  saleRefusals,
  type AccountPaymentResult,
  type AccountPaymentValue,
  type PaymentOrigin,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import type { RequestMeta } from "../../platform/request-context";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import { businessDateAt } from "../../platform/shop-clock";
import { holdOpenSession } from "../registers";
import { lockSale, saleHint, settleOnAccountIn } from "../sales";
import { shopTimeZone } from "../settings";
import * as repo from "./house-accounts.repository";
import { readHouseAccount } from "./house-account-view";

export const PAYMENT_ON_ACCOUNT_SAVED = "Payment on account saved.";

/** A payment on account as any caller gives it: the counter, the profile, later a paid link. */
export interface AccountPaymentRequest {
  method: PaymentMethod;
  amount: number;
  reference: string;
  origin?: PaymentOrigin | null;
  /** The open drawer cash goes into; other methods name it when there is one. */
  registerSessionId?: string | null;
}

/** Who records it: a signed-in person, or (for a payment that arrives by itself) the user it is recorded under. */
export interface AccountPaymentActor {
  userId: string;
  ip: string | null;
}

/**
 * The work of a payment on account inside the caller's transaction, whatever its method and
 * origin: the account locked, the open invoices spread oldest first (the domain's plan, exact to
 * the cent), each part an ordinary payment of its sale through the sales feature (cash into the
 * drawer), every invoice paid in full turning Paid.
 */
export async function recordAccountPaymentIn(
  tx: Transaction,
  deps: Pick<AppDeps, "clock">,
  actor: AccountPaymentActor,
  customerId: string,
  input: AccountPaymentRequest,
): Promise<AccountPaymentResult> {
  if (!(await repo.findCustomer(tx, customerId))) throw refusalError(houseAccountRefusals.customerNotFound);
  const account = await repo.lockAccount(tx, customerId);
  if (!account) throw refusalError(houseAccountRefusals.noAccount);
  const session = await holdOpenSession(tx, input.registerSessionId);
  // Cash goes into the station's open drawer, wherever it is taken (docs/product.md §4 Register session).
  if (!session && input.method === PaymentMethod.Cash) throw refusalError(saleRefusals.cashNeedsDrawer);
  const invoices = await repo.findOpenInvoices(tx, customerId);
  const planned = planAccountPayment(
    invoices.map((invoice) => ({
      saleId: invoice.saleId,
      invoiceDate: invoice.invoiceDate,
      number: invoice.number,
      balance: invoice.amount - invoice.paidTotal,
    })),
    input.amount,
  );
  if (!planned.ok) throw refusalError(planned.refusal);
  const now = deps.clock();
  const businessDate = businessDateAt(now, await shopTimeZone(tx));
  const payment = await repo.insertAccountPayment(tx, {
    customerId,
    method: input.method,
    amount: input.amount,
    reference: input.reference,
    origin: input.origin ?? null,
    registerSessionId: session?.id ?? null,
    businessDate,
    createdBy: actor.userId,
  });
  const allocations: AccountPaymentResult["allocations"] = [];
  for (const part of planned.plan) {
    const sale = (await lockSale(tx, part.saleId))!;
    const { settled } = await settleOnAccountIn(tx, sale, {
      amount: part.amount,
      method: input.method,
      reference: input.reference,
      origin: input.origin ?? null,
      registerSessionId: session?.id ?? null,
      accountPaymentId: payment.id,
      businessDate,
      createdBy: actor.userId,
    });
    allocations.push({ saleId: sale.id, number: sale.number, amount: part.amount, settled });
  }
  await writeActivity(tx, {
    userId: actor.userId,
    action: ActivityAction.AddPayment,
    entity: "houseAccount",
    entityId: customerId,
    details: { accountPaymentId: payment.id, method: input.method, amount: input.amount, origin: input.origin ?? null, allocations },
    ip: actor.ip,
  });
  return {
    id: payment.id,
    method: input.method,
    amount: input.amount,
    allocations,
    account: await readHouseAccount(tx, customerId, businessDate),
  };
}

/** POST /api/customers/:id/account/payments, under its Idempotency-Key. */
export async function payOnAccount(
  deps: AppDeps,
  auth: AuthContext,
  customerId: string,
  input: AccountPaymentValue,
  meta: RequestMeta,
): Promise<IdempotentReply<AccountPaymentResult>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/customers/${customerId}/account/payments`, body: input },
    (tx) => recordAccountPaymentIn(tx, deps, { userId: auth.user.id, ip: meta.ip }, customerId, input),
    (result) => ok(result, PAYMENT_ON_ACCOUNT_SAVED),
  );
  if (reply.value) {
    for (const part of reply.value.allocations) saleHint(deps, part.saleId, "AddPayment", input.registerSessionId);
    deps.realtime.publish({ entity: "customers", id: customerId, action: "Edit" });
  }
  return reply;
}
