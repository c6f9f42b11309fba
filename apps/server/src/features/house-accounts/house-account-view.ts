import { agingBucketOf, agingOf, availableCredit, daysBetween, dueDateOf, houseAccountRefusals, type HouseAccount } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import * as repo from "./house-accounts.repository";

/** Everything an account answer needs, read from the database for the shop's `today`. */
export async function readHouseAccount(db: Executor, customerId: string, today: string): Promise<HouseAccount> {
  const customer = await repo.findCustomer(db, customerId);
  if (!customer) throw refusalError(houseAccountRefusals.customerNotFound);
  const [account, invoices] = await Promise.all([repo.findAccount(db, customerId), repo.findOpenInvoices(db, customerId)]);
  return houseAccountFrom(customer, account, invoices, today);
}

/** The answer from the rows: each open invoice's balance, age and due date; the buckets and the total. */
export function houseAccountFrom(
  customer: { id: string; name: string },
  account: repo.HouseAccountRow | null,
  rows: readonly repo.OpenInvoiceRow[],
  today: string,
): HouseAccount {
  const terms = account?.terms ?? 0;
  const invoices = rows.map((row) => ({
    saleId: row.saleId,
    number: row.number,
    invoiceDate: row.invoiceDate,
    dueDate: dueDateOf(row.invoiceDate, terms),
    ageDays: Math.max(daysBetween(row.invoiceDate, today), 0),
    bucket: agingBucketOf(row.invoiceDate, today),
    amount: row.amount,
    paid: row.paidTotal,
    balance: row.amount - row.paidTotal,
    invoiceStatus: row.invoiceStatus,
    driverName: row.driverName,
    reference: row.reference,
  }));
  const balance = invoices.reduce((sum, invoice) => sum + invoice.balance, 0);
  return {
    customerId: customer.id,
    customerName: customer.name,
    account: account
      ? {
          creditLimit: account.creditLimit,
          terms: account.terms,
          status: account.status,
          drivers: account.drivers,
          note: account.note,
          updatedAt: account.updatedAt.toISOString(),
        }
      : null,
    asOf: today,
    balance,
    availableCredit: account ? availableCredit(account.creditLimit, balance) : 0,
    aging: agingOf(invoices, today),
    invoices,
  };
}
