import { PaymentMethod, PaymentOrigin, planAccountLinkPayment } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import { recordAccountPaymentIn } from "./account-payments.service";
import * as repo from "./house-accounts.repository";

/** What a payment taken through an account's link did to the account. */
export type AccountLinkPaymentOutcome =
  | { kind: "recorded"; accountPaymentId: string; amount: number; excess: number; saleIds: string[]; customerName: string }
  /** Nothing recorded: the customer or account is gone, the account owes nothing, or the checkout was recorded already. */
  | { kind: "notRecorded"; reason: "gone" | "paid" | "duplicate"; excess: number; customerName: string | null };

/**
 * A card payment taken through an account's link (docs/product.md §4 Pay by link): method Credit,
 * origin PayByLink, into no drawer, through the same payment on account as the counter's, so it is
 * spread over the open invoices oldest first and counts in every list and report as they do. The
 * processor has already taken the money, so nothing here refuses it: the domain's rule
 * (planAccountLinkPayment) records what the account owes now and hands back the rest as `excess`
 * for the caller to flag. It is recorded under whoever last set the account's terms, or the shop's
 * longest-standing owner (a payment always names the staff member it belongs to).
 */
export async function recordAccountLinkPaymentIn(
  tx: Transaction,
  deps: Pick<AppDeps, "clock">,
  input: { customerId: string; amount: number; reference: string },
): Promise<AccountLinkPaymentOutcome> {
  const customer = await repo.findCustomer(tx, input.customerId);
  // The account's row lock first: two events about one checkout wait here and the second finds the first's payment.
  const account = customer ? await repo.lockAccount(tx, input.customerId) : null;
  if (!customer || !account) return { kind: "notRecorded", reason: "gone", excess: input.amount, customerName: customer?.name ?? null };
  if (await repo.hasAccountPaymentWithReference(tx, input.customerId, input.reference)) {
    return { kind: "notRecorded", reason: "duplicate", excess: 0, customerName: customer.name };
  }
  const owed = (await repo.findOpenInvoices(tx, input.customerId)).reduce((sum, invoice) => sum + invoice.amount - invoice.paidTotal, 0);
  const { record, excess } = planAccountLinkPayment(owed, input.amount);
  if (record === 0) return { kind: "notRecorded", reason: "paid", excess, customerName: customer.name };
  const takenBy = account.updatedBy ?? (await repo.firstActiveOwner(tx));
  if (!takenBy) throw new Error("No staff member to record a payment by account link under");
  const result = await recordAccountPaymentIn(tx, deps, { userId: takenBy, ip: null }, input.customerId, {
    method: PaymentMethod.Credit,
    amount: record,
    reference: input.reference,
    origin: PaymentOrigin.PayByLink,
    registerSessionId: null,
  });
  return {
    kind: "recorded",
    accountPaymentId: result.id,
    amount: record,
    excess,
    saleIds: result.allocations.map((part) => part.saleId),
    customerName: customer.name,
  };
}
