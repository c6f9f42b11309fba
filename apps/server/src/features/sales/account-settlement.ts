import { InvoiceStatus, OrderStatus, planPayment, saleRefusals, type PaymentMethod, type PaymentOrigin } from "@washdesk/domain";
import type { Transaction } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import * as repo from "./sales.repository";
import { assertTransition } from "./sale-errors";
import { saleCompletedIn } from "./sale-completion";

// The two moves a house account makes on a sale, kept with the sales' own money code: a charge
// completes the sale with its balance owed on the account; a payment on account is an ordinary
// payment row of the sale (drawers and reports count it like any other), planned by planPayment.

/** Points are neither earned nor spent on an account: a payment on account plans without them. */
const NO_POINTS = { earnPointsPerDollar: 0, pointValueCents: 0 };

/** Completes a pending sale, locked by the caller, on its customer's account: the balance becomes an invoice Due. */
export async function completeOnAccountIn(tx: Transaction, sale: repo.SaleRow, now: Date): Promise<void> {
  if (sale.status !== OrderStatus.Pending) throw refusalError(saleRefusals.takesNoPayments(sale.status));
  assertTransition(sale.status, OrderStatus.Completed);
  await repo.updateSale(tx, sale.id, {
    status: OrderStatus.Completed,
    invoiceStatus: InvoiceStatus.Due,
    onAccount: true,
    completedAt: now,
    resumedAt: null,
  });
  await saleCompletedIn(tx, { saleId: sale.id, customerId: sale.customerId, userId: null, now });
}

export interface AccountSettlement {
  amount: number;
  method: PaymentMethod;
  reference: string;
  origin: PaymentOrigin | null;
  registerSessionId: string | null;
  accountPaymentId: string;
  businessDate: string;
  createdBy: string;
}

/**
 * One part of a payment on account, paid to a charged sale locked by the caller: a payment row of
 * the sale (never more than its balance), the invoice Partial or, once paid in full, Paid.
 */
export async function settleOnAccountIn(tx: Transaction, sale: repo.SaleRow, part: AccountSettlement): Promise<{ paymentId: string; settled: boolean }> {
  if (!sale.onAccount || sale.deletedAt) throw refusalError(saleRefusals.notFound);
  const planned = planPayment(sale, { method: part.method, amount: part.amount, tip: 0, reference: part.reference, origin: part.origin }, NO_POINTS);
  if (!planned.ok) throw refusalError(planned.refusal);
  const { plan } = planned;
  const [payment] = await repo.insertPayments(tx, [
    {
      ...plan.row,
      saleId: sale.id,
      createdBy: part.createdBy,
      registerSessionId: part.registerSessionId,
      businessDate: part.businessDate,
      accountPaymentId: part.accountPaymentId,
    },
  ]);
  await repo.updateSale(tx, sale.id, { paidTotal: plan.paidTotal, invoiceStatus: plan.invoiceStatus });
  return { paymentId: payment!.id, settled: plan.invoiceStatus === InvoiceStatus.Paid };
}
