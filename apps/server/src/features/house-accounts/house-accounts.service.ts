import {
  ActivityAction,
  houseAccountRefusals,
  OrderStatus,
  planCharge,
  type ChargeNewSaleValue,
  type ChargeSaleValue,
  type HouseAccount,
  type HouseAccountSettingsValue,
  type Sale,
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
import { shopToday, shopTimeZone } from "../settings";
import { completeOnAccountIn, createSaleIn, lockLiveSale, lockSale, readSale, saleHint } from "../sales";
import * as repo from "./house-accounts.repository";
import { readHouseAccount } from "./house-account-view";

export const CHARGED = "Charged to the account.";
const ENTITY = "houseAccount";

/** GET /api/customers/:id/account. */
export async function getHouseAccount(deps: AppDeps, customerId: string): Promise<HouseAccount> {
  return readHouseAccount(deps.db, customerId, await shopToday(deps, deps.db));
}

/** PUT /api/customers/:id/account: set up or change the account; the activity log keeps before and after. */
export async function setHouseAccount(
  deps: AppDeps,
  auth: AuthContext,
  customerId: string,
  input: HouseAccountSettingsValue,
  ip: string,
): Promise<HouseAccount> {
  const account = await deps.db.transaction(async (tx) => {
    if (!(await repo.findCustomer(tx, customerId))) throw refusalError(houseAccountRefusals.customerNotFound);
    const before = await repo.lockAccount(tx, customerId);
    const drivers = [...new Set(input.drivers.map((name) => name.trim().replace(/\s+/g, " ")))];
    await repo.upsertAccount(tx, {
      customerId,
      creditLimit: input.creditLimit,
      terms: input.terms,
      status: input.status,
      drivers,
      note: input.note,
      updatedBy: auth.user.id,
    });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: before ? ActivityAction.Edit : ActivityAction.New,
      entity: ENTITY,
      entityId: customerId,
      details: {
        before: before ? { creditLimit: before.creditLimit, terms: before.terms, status: before.status, drivers: before.drivers } : null,
        after: { creditLimit: input.creditLimit, terms: input.terms, status: input.status, drivers },
      },
      ip,
    });
    return readHouseAccount(tx, customerId, await shopToday(deps, tx));
  });
  deps.realtime.publish({ entity: "customers", id: customerId, action: "Edit" });
  return account;
}

/**
 * The account of the customer, locked first (before the sale and the drawer), checked for this
 * charge: two charges at once wait for each other here, so together they never pass the limit.
 */
async function holdAccountFor(tx: Transaction, customerId: string, charge: number, driverName: string) {
  const account = await repo.lockAccount(tx, customerId);
  if (!account) throw refusalError(houseAccountRefusals.noAccount);
  const owed = await repo.findOpenInvoices(tx, customerId);
  const balance = owed.reduce((sum, invoice) => sum + invoice.amount - invoice.paidTotal, 0);
  const planned = planCharge({ status: account.status, creditLimit: account.creditLimit, balance, drivers: account.drivers }, charge, driverName);
  if (!planned.ok) throw refusalError(planned.refusal);
  return planned.plan;
}

/** Writes the invoice of a sale just completed on the account, and the log line. */
async function recordCharge(
  tx: Transaction,
  auth: AuthContext,
  charge: { saleId: string; number: number; customerId: string; amount: number; invoiceDate: string; driverName: string | null; reference: string },
  ip: string,
) {
  await repo.insertCharge(tx, {
    saleId: charge.saleId,
    customerId: charge.customerId,
    amount: charge.amount,
    invoiceDate: charge.invoiceDate,
    driverName: charge.driverName ?? "",
    reference: charge.reference,
    createdBy: auth.user.id,
  });
  await writeActivity(tx, {
    userId: auth.user.id,
    action: ActivityAction.Completed,
    entity: "sale",
    entityId: charge.saleId,
    details: { number: charge.number, chargedToAccount: charge.customerId, amount: charge.amount, driverName: charge.driverName, reference: charge.reference },
    ip,
  });
}

/**
 * POST /api/house-accounts/charges: the counter's cart rung up as a sale (the sales feature's own
 * writer: pricing, the shown total, payments taken, stock) and completed on the account, in one
 * transaction under the Idempotency-Key, as POST /api/sales is.
 */
export async function chargeNewSale(deps: AppDeps, auth: AuthContext, input: ChargeNewSaleValue, meta: RequestMeta): Promise<IdempotentReply<Sale>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: "POST /api/house-accounts/charges", body: input },
    async (tx) => {
      const paid = input.payments.reduce((sum, payment) => sum + payment.amount, 0);
      const charge = input.expectedAmount - paid;
      const plan = await holdAccountFor(tx, input.customerId, charge, input.driverName);
      const { driverName: _driver, reference: _reference, ...saleInput } = input;
      const created = await createSaleIn(tx, deps, auth, saleInput, meta.ip);
      const row = await lockSale(tx, created.id);
      const now = deps.clock();
      await completeOnAccountIn(tx, row!, now);
      await recordCharge(
        tx,
        auth,
        {
          saleId: created.id,
          number: created.number,
          customerId: input.customerId,
          amount: charge,
          invoiceDate: businessDateAt(now, await shopTimeZone(tx)),
          driverName: plan.driverName,
          reference: input.reference,
        },
        meta.ip,
      );
      return readSale(tx, created.id, auth);
    },
    (sale) => ok(sale, CHARGED),
  );
  if (reply.value) {
    saleHint(deps, reply.value.id, "New", input.registerSessionId);
    deps.realtime.publish({ entity: "customers", id: input.customerId, action: "Edit" });
  }
  return reply;
}

/** POST /api/sales/:id/charge: a pending sale's balance (as the screen showed it) put on its customer's account. */
export async function chargeSale(deps: AppDeps, auth: AuthContext, saleId: string, input: ChargeSaleValue, meta: RequestMeta): Promise<IdempotentReply<Sale>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/sales/${saleId}/charge`, body: input },
    async (tx) => {
      // The sale's customer names the account; the sale is locked first, then the account.
      const sale = await lockLiveSale(tx, auth, saleId);
      if (sale.status !== OrderStatus.Pending) throw refusalError(houseAccountRefusals.saleNotPending);
      if (!sale.customerId) throw refusalError(houseAccountRefusals.needsCustomer);
      const balance = sale.amount - sale.paidTotal;
      if (balance <= 0) throw refusalError(houseAccountRefusals.nothingToCharge);
      if (balance !== input.expectedBalance) throw refusalError(houseAccountRefusals.balanceChanged(balance));
      const plan = await holdAccountFor(tx, sale.customerId, balance, input.driverName);
      const now = deps.clock();
      await completeOnAccountIn(tx, sale, now);
      await recordCharge(
        tx,
        auth,
        {
          saleId,
          number: sale.number,
          customerId: sale.customerId,
          amount: balance,
          invoiceDate: businessDateAt(now, await shopTimeZone(tx)),
          driverName: plan.driverName,
          reference: input.reference,
        },
        meta.ip,
      );
      return readSale(tx, saleId, auth);
    },
    (sale) => ok(sale, CHARGED),
  );
  if (reply.value) {
    saleHint(deps, saleId, "Completed");
    if (reply.value.customer) deps.realtime.publish({ entity: "customers", id: reply.value.customer.id, action: "Edit" });
  }
  return reply;
}
