import { ActivityAction, houseAccountRefusals, isFirstOfMonth, statementMonthBefore, statementText, type StatementQueued } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { readShopSettings, shopToday } from "../settings";
import * as repo from "./house-accounts.repository";
import { readHouseAccount } from "./house-account-view";
import { accountPaymentLink } from "./account-payment-link";

export const STATEMENT_QUEUED = "Statement queued.";

type StatementKind = "monthly" | "manual";

/**
 * Writes one statement into the outbox in the caller's transaction: the open invoices, the aging
 * and the balance as of `today`. A monthly one already recorded for its month is not sent again
 * (answers null).
 */
async function queueStatement(
  tx: Transaction,
  customerId: string,
  today: string,
  kind: StatementKind,
  createdBy: string | null,
  payLink: string | null,
): Promise<StatementQueued | null> {
  const customer = await repo.findCustomer(tx, customerId);
  if (!customer) throw refusalError(houseAccountRefusals.customerNotFound);
  const account = await readHouseAccount(tx, customerId, today);
  if (!account.account) throw refusalError(houseAccountRefusals.noAccount);
  if (customer.email.trim() === "") throw refusalError(houseAccountRefusals.noStatementAddress);
  const period = kind === "monthly" ? statementMonthBefore(today) : today.slice(0, 7);
  const statementId = await repo.recordStatement(tx, { customerId, period, kind, balance: account.balance, createdBy });
  if (statementId === null) return null;
  const shop = await readShopSettings(tx);
  const { subject, body } = statementText({
    shopName: shop.utility.businessName,
    customerName: customer.name,
    asOf: today,
    balance: account.balance,
    creditLimit: account.account.creditLimit,
    availableCredit: account.availableCredit,
    aging: account.aging,
    invoices: account.invoices,
    payLink,
  });
  const message = await enqueueMessage(tx, {
    channel: "email",
    recipient: customer.email,
    subject,
    body,
    entity: "houseAccount",
    entityId: customerId,
    createdBy,
    // The monthly run is automated (quiet hours and caps hold it); "Send statement" is a person's.
    origin: kind === "monthly" ? "automated" : "direct",
  });
  await repo.setStatementOutbox(tx, statementId, message.id);
  return { recipient: customer.email, balance: account.balance };
}

/** POST /api/customers/:id/account/statement: "Send statement" on the profile; `origin` is the shop's address the request came to. */
export async function sendStatement(deps: AppDeps, auth: AuthContext, customerId: string, ip: string, origin: string): Promise<StatementQueued> {
  const payLink = await accountPaymentLink(deps, customerId, origin);
  return deps.db.transaction(async (tx) => {
    const queued = (await queueStatement(tx, customerId, await shopToday(deps, tx), "manual", auth.user.id, payLink))!;
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.SendEmail,
      entity: "houseAccount",
      entityId: customerId,
      details: { statement: true, recipient: queued.recipient, balance: queued.balance },
      ip,
    });
    return queued;
  });
}

/**
 * The monthly run: on the first day of the month in the shop's time zone, a statement of the month
 * just ended to every account that owes and has an e-mail address. Each customer is its own
 * transaction; the month's unique record makes any rerun, on any process, send nothing twice.
 */
export async function sendMonthlyStatements(deps: Pick<AppDeps, "db" | "clock" | "log" | "config">): Promise<number> {
  const today = await shopToday(deps, deps.db);
  if (!isFirstOfMonth(today)) return 0;
  let sent = 0;
  for (const customerId of await repo.customersOwing(deps.db)) {
    const customer = await repo.findCustomer(deps.db, customerId);
    if (!customer || customer.email.trim() === "") continue;
    const payLink = await accountPaymentLink(deps, customerId);
    const queued = await deps.db.transaction((tx) => queueStatement(tx, customerId, today, "monthly", null, payLink));
    if (queued) sent += 1;
  }
  return sent;
}
