import { InvoiceStatus, OrderStatus } from "../enums";
import { saleRefusals } from "./sale-refusals";

/**
 * Which status a sale may move to from which (docs/product.md §3 Order status). The server checks every
 * change against this table; the guards beside each move are checked by the service.
 *
 * - Pending → Pending: a payment that leaves a balance, or an edit.
 * - Pending → Completed: the payments reach the amount (a zero-amount sale completes at once).
 * - Pending / Completed / PartialRefund → Cancel: a VOID, same business day only; it gives back
 *   everything still paid, so nothing is paid afterwards ("cancel only while unpaid").
 * - Completed / PartialRefund → PartialRefund: a refund of part of what was paid, or of some lines.
 * - Completed / PartialRefund → Refund: a refund of everything that was paid (or every line).
 * - anything but Deleted → Deleted: a soft delete with a reason. Deleted is terminal.
 * - Refund and Cancel are final for money: no payment, no refund, no void; only a delete.
 */
export const saleTransitions = {
  [OrderStatus.Pending]: [OrderStatus.Pending, OrderStatus.Completed, OrderStatus.Cancel, OrderStatus.Deleted],
  [OrderStatus.Completed]: [OrderStatus.PartialRefund, OrderStatus.Refund, OrderStatus.Cancel, OrderStatus.Deleted],
  [OrderStatus.PartialRefund]: [OrderStatus.PartialRefund, OrderStatus.Refund, OrderStatus.Cancel, OrderStatus.Deleted],
  [OrderStatus.Refund]: [OrderStatus.Deleted],
  [OrderStatus.Cancel]: [OrderStatus.Deleted],
  [OrderStatus.Deleted]: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return (saleTransitions[from] as readonly OrderStatus[]).includes(to);
}

/** The words for a refused move, or null when the move is allowed. */
export function transitionRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (canTransition(from, to)) return null;
  return saleRefusals.transitionRefused(from, to).message;
}

/** Statuses in which a sale takes payments. */
export const payableStatuses: readonly OrderStatus[] = [OrderStatus.Pending];
/** Statuses in which a sale can be refunded (it was fully paid once). */
export const refundableStatuses: readonly OrderStatus[] = [OrderStatus.Completed, OrderStatus.PartialRefund];
/** Statuses in which a sale can be voided (same business day too). */
export const voidableStatuses: readonly OrderStatus[] = [OrderStatus.Pending, OrderStatus.Completed, OrderStatus.PartialRefund];

/** After a payment: Completed once the payments reach the amount, else still Pending. */
export function statusAfterPayment(amount: number, paidTotal: number): OrderStatus {
  return paidTotal >= amount ? OrderStatus.Completed : OrderStatus.Pending;
}

/**
 * After a refund: Refund when everything that was paid has gone back, or every unit was returned
 * (a free sale has nothing to pay back), else PartialRefund.
 */
export function statusAfterRefund(paidTotal: number, refundedTotal: number, allUnitsReturned: boolean): OrderStatus {
  if (allUnitsReturned || (paidTotal > 0 && refundedTotal >= paidTotal)) return OrderStatus.Refund;
  return OrderStatus.PartialRefund;
}

/**
 * The invoice status from what the sale costs and what was paid towards it (tips excluded,
 * refunds not subtracted: a refunded sale was still paid; its order status says it was refunded).
 *
 * - Paid: the payments reach the amount (a zero-amount sale is paid).
 * - Partial: something was paid, a balance remains.
 * - Pending: nothing paid yet on an open sale.
 * - Due: kept for a sale put on the customer's account to pay later (Paid by: ByAccount), which
 *   comes with customer accounts; nothing produces it yet.
 */
export function invoiceStatusFor(amount: number, paid: number): InvoiceStatus {
  if (paid >= amount) return InvoiceStatus.Paid;
  if (paid > 0) return InvoiceStatus.Partial;
  return InvoiceStatus.Pending;
}
