import { planned, refused, type Planned } from "../api/refusal";
import { cents, type Cents } from "../money";
import { houseAccountRefusals } from "./house-account-refusals";

/** An open invoice as allocation sees it. */
export interface OpenInvoice {
  saleId: string;
  invoiceDate: string;
  /** The receipt number: orders invoices of the same day. */
  number: number;
  balance: number;
}

export interface AllocatedPart {
  saleId: string;
  amount: Cents;
  /** The invoice is paid in full by this part. */
  settles: boolean;
}

/** Oldest first: by invoice date, then by receipt number. */
export function oldestFirst<T extends { invoiceDate: string; number: number }>(invoices: readonly T[]): T[] {
  return [...invoices].sort((a, b) => (a.invoiceDate === b.invoiceDate ? a.number - b.number : a.invoiceDate < b.invoiceDate ? -1 : 1));
}

/**
 * A payment on account spread over the open invoices, oldest first: each takes what it owes until
 * the money runs out, so the last one reached may be left partly paid. The parts add up to the
 * payment to the cent. A payment above what is owed is refused (the rest would belong nowhere).
 */
export function planAccountPayment(invoices: readonly OpenInvoice[], amount: number): Planned<AllocatedPart[]> {
  const owed = invoices.reduce((sum, invoice) => sum + invoice.balance, 0);
  if (owed <= 0) return refused(houseAccountRefusals.nothingOwed);
  if (amount > owed) return refused(houseAccountRefusals.paymentOverBalance(amount, owed));
  const parts: AllocatedPart[] = [];
  let left = amount;
  for (const invoice of oldestFirst(invoices)) {
    if (left <= 0) break;
    if (invoice.balance <= 0) continue;
    const part = Math.min(left, invoice.balance);
    parts.push({ saleId: invoice.saleId, amount: cents(part), settles: part === invoice.balance });
    left -= part;
  }
  return planned(parts);
}
