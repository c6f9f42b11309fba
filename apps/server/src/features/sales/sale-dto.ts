import { canSeeSaleContacts, type Payment, type Refund, type Sale, type SaleLine } from "@washdesk/domain";
import type { AuthContext } from "../../platform/auth/sessions";
import type { PaymentWithName, RefundWithName, SaleCustomerRow, SaleLineRow, SaleRow, SaleVehicleRow } from "./sales.repository";

// Enumerated columns are written only from values the domain schemas accepted, so the casts below
// narrow what the database calls smallint or text back to the enumerations they came from.

export function toSaleLine(row: SaleLineRow): SaleLine {
  return {
    id: row.id,
    position: row.position,
    productId: row.productId,
    kind: row.kind,
    name: row.name,
    code: row.code,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    discount: { type: row.discountType, rate: row.discountRate },
    tax: { type: row.taxType, method: row.taxMethod, rate: row.taxRate },
    unitDiscount: row.unitDiscount,
    unitTax: row.unitTax,
    discountTotal: row.discountTotal,
    netTotal: row.netTotal,
    taxTotal: row.taxTotal,
    includedTaxTotal: row.includedTaxTotal,
    subTotal: row.subTotal,
    refundedQuantity: row.refundedQuantity,
    staffIds: row.staffIds,
  };
}

export function toPayment({ payment: p, byName }: PaymentWithName): Payment {
  return {
    id: p.id,
    method: p.method,
    amount: p.amount,
    tip: p.tip,
    tendered: p.tendered,
    change: p.change,
    reference: p.reference,
    origin: p.origin,
    points: p.points,
    refundedAmount: p.refundedAmount,
    createdBy: { id: p.createdBy, name: byName },
    createdAt: p.createdAt.toISOString(),
  };
}

export function toRefund({ refund: r, byName }: RefundWithName): Refund {
  return {
    id: r.id,
    groupId: r.groupId,
    kind: r.kind,
    amount: r.amount,
    method: r.method,
    paymentId: r.paymentId,
    reason: r.reason,
    lines: r.lines,
    pointsReturned: r.pointsReturned,
    pointsTakenBack: r.pointsTakenBack,
    businessDate: r.businessDate,
    createdBy: { id: r.createdBy, name: byName },
    createdAt: r.createdAt.toISOString(),
  };
}

export interface SaleParts {
  sale: SaleRow;
  cashierName: string;
  customer: SaleCustomerRow | null;
  vehicle: SaleVehicleRow | null;
  deletedByName: string | null;
  lines: SaleLineRow[];
  payments: PaymentWithName[];
  refunds: RefundWithName[];
}

/**
 * Who a sale is shown to. A person sees its customer's phone and e-mail only when they may list
 * customers (the domain's canSeeSaleContacts); others get the customer's name alone. "shop" is the
 * server reading a sale for itself, to send a receipt to the contact on file, and never answers a request.
 */
export type SaleReader = Pick<AuthContext, "group"> | "shop";

function customerFor(customer: SaleCustomerRow | null, reader: SaleReader): Sale["customer"] {
  if (!customer || reader === "shop" || canSeeSaleContacts(reader.group)) return customer;
  return { ...customer, phone: "", email: "" };
}

/** The sale as the contract answers it, to this reader: every answer carrying a sale is made here. */
export function toSale(parts: SaleParts, reader: SaleReader): Sale {
  const { sale: s } = parts;
  return {
    id: s.id,
    number: s.number,
    businessDate: s.businessDate,
    status: s.status,
    invoiceStatus: s.invoiceStatus,
    paidBy: s.paidBy,
    customer: customerFor(parts.customer, reader),
    vehicle: parts.vehicle ? { ...parts.vehicle, type: parts.vehicle.type } : null,
    vehicleType: s.vehicleType,
    serviceMode: s.serviceMode,
    notes: s.notes,
    cashier: { id: s.cashierId, name: parts.cashierName },
    registerSessionId: s.registerSessionId,
    ticketLabel: s.ticketLabel ?? null,
    resumedAt: s.resumedAt?.toISOString() ?? null,
    lines: parts.lines.map(toSaleLine),
    subTotal: s.subTotal,
    discountTotal: s.discountTotal,
    taxTotal: s.taxTotal,
    includedTaxTotal: s.includedTaxTotal,
    amount: s.amount,
    paidTotal: s.paidTotal,
    tipTotal: s.tipTotal,
    refundedTotal: s.refundedTotal,
    balance: Math.max(s.amount - s.paidTotal, 0),
    refundable: s.paidTotal - s.refundedTotal,
    awardPointsEarned: s.awardPointsEarned,
    awardPointsRedeemed: s.awardPointsRedeemed,
    payments: parts.payments.map(toPayment),
    refunds: parts.refunds.map(toRefund),
    completedAt: s.completedAt?.toISOString() ?? null,
    deleted:
      s.deletedAt && s.deletedBy
        ? {
            at: s.deletedAt.toISOString(),
            by: { id: s.deletedBy, name: parts.deletedByName ?? "" },
            reason: s.deleteReason ?? "",
            previousStatus: s.deletedFromStatus ?? s.status,
          }
        : null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
