import { OrderStatus, refundableStatuses, voidableStatuses, type SaleListItem } from "@washdesk/domain";

/** What a row of POS Sales offers besides Reprint (docs/product.md §4 sale status). */
export interface PosSaleActions {
  /** Paid and not all given back yet. */
  refund: boolean;
  /** Nothing paid, still its business day: undo it (a paid sale is refunded instead). */
  void: boolean;
  /** Pending with a balance: back to the counter to take the payment. */
  pay: boolean;
}

export function posSaleActions(sale: SaleListItem, today: string): PosSaleActions {
  const nothingPaid = sale.paidTotal === 0;
  return {
    refund: !nothingPaid && refundableStatuses.includes(sale.status) && sale.paidTotal > sale.refundedTotal,
    void: nothingPaid && voidableStatuses.includes(sale.status) && sale.businessDate === today,
    pay: sale.status === OrderStatus.Pending && sale.balance > 0,
  };
}
