import type { Quote, QuoteLine, QuoteListItem } from "@washdesk/domain";
import { toSaleLine } from "../sales";
import type { QuoteHeader, QuoteLineRow, QuoteListRow } from "./quotes.repository";

// Enumerated columns are written only from values the domain schemas accepted, so the casts narrow
// what the database calls smallint or text back to the enumerations they came from.

/** A quote line has a sale line's columns without the refund count, so the sale mapping serves both. */
export function toQuoteLine(row: QuoteLineRow): QuoteLine {
  const { refundedQuantity: _notRefundable, ...line } = toSaleLine({ ...row, saleId: row.quoteId, refundedQuantity: 0, unitCost: null, reportRole: null });
  return line;
}

export function toQuote(header: QuoteHeader, lines: readonly QuoteLineRow[]): Quote {
  const q = header.quote;
  return {
    id: q.id,
    number: q.number,
    status: q.status,
    customer: header.customer,
    vehicle: header.vehicle ? { ...header.vehicle, type: header.vehicle.type } : null,
    vehicleType: q.vehicleType,
    serviceMode: q.serviceMode,
    notes: q.notes,
    validUntil: q.validUntil,
    lines: lines.map(toQuoteLine),
    subTotal: q.subTotal,
    discountTotal: q.discountTotal,
    taxTotal: q.taxTotal,
    includedTaxTotal: q.includedTaxTotal,
    amount: q.amount,
    sale: q.saleId && header.saleNumber !== null ? { id: q.saleId, number: header.saleNumber } : null,
    sentAt: q.sentAt?.toISOString() ?? null,
    createdBy: { id: q.createdBy, name: header.authorName },
    deleted: q.deletedAt && q.deletedBy ? { at: q.deletedAt.toISOString(), by: { id: q.deletedBy, name: header.deletedByName ?? "" } } : null,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

export function toQuoteListItem(row: QuoteListRow): QuoteListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    customer: row.customerId ? { id: row.customerId, name: row.customerName ?? "" } : null,
    vehicleType: row.vehicleType,
    validUntil: row.validUntil,
    amount: row.amount,
    saleId: row.saleId,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdBy: { id: row.createdBy, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
  };
}
