import { z } from "zod";
import {
  DiscountType,
  enumValues,
  InvoiceStatus,
  ItemKind,
  OrderStatus,
  PaidBy,
  PaymentMethod,
  PaymentOrigin,
  ServiceMode,
  TaxMethod,
  TaxType,
  VehicleType,
  VoidOrRefund,
} from "../enums";

// What the sales routes answer (inside the envelope's body). Money is integer cents everywhere;
// rates are thousandths of a percent (Percentage) or cents (Fixed). The server serializes through
// these schemas, so a field that is not here never leaves it.

const money = () => z.number().int();
const person = z.object({ id: z.string(), name: z.string() });
export type SalePerson = z.infer<typeof person>;

export const orderStatusSchema = z.literal(enumValues(OrderStatus));
export const invoiceStatusSchema = z.literal(enumValues(InvoiceStatus));
/** Unpaid, paid when sold (any method), or charged to the customer's account. */
export const paidBySchema = z.literal(enumValues(PaidBy));
export const paymentMethodSchema = z.literal(enumValues(PaymentMethod));
export const voidOrRefundSchema = z.literal(enumValues(VoidOrRefund));

/** One line, with the product's price, discount and tax frozen as sold and the amounts computed from them. */
export const saleLineSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  /** Null only if the product row is gone; name and code keep what was sold. */
  productId: z.string().nullable(),
  kind: z.literal(enumValues(ItemKind)),
  name: z.string(),
  code: z.string(),
  quantity: z.number().int(),
  /** The unit price for the sale's vehicle type, before discount. */
  unitPrice: money(),
  discount: z.object({ type: z.literal(enumValues(DiscountType)), rate: z.number().int() }),
  tax: z.object({ type: z.literal(enumValues(TaxType)), method: z.literal(enumValues(TaxMethod)), rate: z.number().int() }),
  unitDiscount: money(),
  /** Exclusive tax per unit. */
  unitTax: money(),
  discountTotal: money(),
  /** quantity × (unitPrice − unitDiscount). */
  netTotal: money(),
  /** Exclusive tax of the line. */
  taxTotal: money(),
  /** Inclusive tax inside netTotal (informational). */
  includedTaxTotal: money(),
  /** netTotal + taxTotal: what the line costs. */
  subTotal: money(),
  /** Units given back by refunds or a void. */
  refundedQuantity: z.number().int(),
  staffIds: z.array(z.string()),
});
export type SaleLine = z.infer<typeof saleLineSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  method: paymentMethodSchema,
  /** Towards the sale amount. */
  amount: money(),
  /** On top of the amount; not part of the sale's amount. */
  tip: money(),
  /** Cash: what was handed over and the change given back; null otherwise. */
  tendered: money().nullable(),
  change: money().nullable(),
  reference: z.string(),
  origin: z.literal(enumValues(PaymentOrigin)).nullable(),
  /** AwardPoints: the points spent. */
  points: z.number().int().nullable(),
  /** How much of amount went back through refunds. */
  refundedAmount: money(),
  createdBy: person,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const refundLineSchema = z.object({ lineId: z.string(), quantity: z.number().int(), amount: money() });
export type RefundLine = z.infer<typeof refundLineSchema>;

/**
 * Money given back. One refund request writes one row per payment it draws on, all with the same
 * groupId; the returned lines are on the first row of the group.
 */
export const refundSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  kind: voidOrRefundSchema,
  amount: money(),
  /** How the money went out. */
  method: paymentMethodSchema,
  paymentId: z.string().nullable(),
  reason: z.string(),
  lines: z.array(refundLineSchema),
  /** Points given back to the customer (what was paid with points). */
  pointsReturned: z.number().int(),
  /** Earned points taken back from the customer, in proportion to the money refunded. */
  pointsTakenBack: z.number().int(),
  /** The shop's calendar day of the refund. */
  businessDate: z.string(),
  createdBy: person,
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const saleCustomerSchema = z.object({ id: z.string(), name: z.string(), phone: z.string(), email: z.string(), awardPoints: z.number().int() });
export const saleVehicleSchema = z.object({
  id: z.string(),
  type: z.enum(enumValues(VehicleType)),
  make: z.string(),
  model: z.string(),
  year: z.string(),
  color: z.string(),
  tag: z.string(),
});

/** GET /api/sales/:id, and the answer of every change to a sale. */
export const saleSchema = z.object({
  id: z.string(),
  /** The receipt number: 1, 2, 3… */
  number: z.number().int(),
  /** The shop's calendar day of the sale (YYYY-MM-DD). */
  businessDate: z.string(),
  status: orderStatusSchema,
  invoiceStatus: invoiceStatusSchema,
  paidBy: paidBySchema,
  /** Null: a walk-in. */
  customer: saleCustomerSchema.nullable(),
  vehicle: saleVehicleSchema.nullable(),
  /** The vehicle type the prices were taken for. */
  vehicleType: z.enum(enumValues(VehicleType)).nullable(),
  serviceMode: z.literal(enumValues(ServiceMode)).nullable(),
  notes: z.string(),
  cashier: person,
  registerSessionId: z.string().nullable(),
  /** The plate or name it was parked under at the counter (an open ticket); null or absent otherwise. */
  ticketLabel: z.string().nullable().optional(),
  /** When a counter last resumed it while open (ISO); null once parked again or for any other sale. */
  resumedAt: z.string().nullable().optional(),
  lines: z.array(saleLineSchema),
  /** Sum of line net totals (after discounts, before exclusive tax). */
  subTotal: money(),
  discountTotal: money(),
  /** Exclusive tax. */
  taxTotal: money(),
  includedTaxTotal: money(),
  /** What the customer owes: sum of line subtotals. */
  amount: money(),
  /** Paid towards amount (tips excluded), refunds not subtracted. */
  paidTotal: money(),
  tipTotal: money(),
  refundedTotal: money(),
  /** amount − paidTotal: what is still to pay. */
  balance: money(),
  /** paidTotal − refundedTotal: what could still be refunded. */
  refundable: money(),
  awardPointsEarned: z.number().int(),
  awardPointsRedeemed: z.number().int(),
  payments: z.array(paymentSchema),
  refunds: z.array(refundSchema),
  /** Set once the sale is fully paid. */
  completedAt: z.string().nullable(),
  deleted: z.object({ at: z.string(), by: person, reason: z.string(), previousStatus: orderStatusSchema }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

/** One row of /sales/list. */
export const saleListItemSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  businessDate: z.string(),
  createdAt: z.string(),
  status: orderStatusSchema,
  invoiceStatus: invoiceStatusSchema,
  paidBy: paidBySchema,
  customer: person.nullable(),
  vehicleType: z.enum(enumValues(VehicleType)).nullable(),
  cashier: person,
  amount: money(),
  taxTotal: money(),
  discountTotal: money(),
  paidTotal: money(),
  tipTotal: money(),
  refundedTotal: money(),
  balance: money(),
  /** Methods of its payments, in the order they were taken. */
  paymentMethods: z.array(paymentMethodSchema),
});
export type SaleListItem = z.infer<typeof saleListItemSchema>;

/** The totals row: sums over every sale the filter matches (not only the page), computed in SQL. */
export const saleListTotalsSchema = z.object({
  count: z.number().int(),
  subTotal: money(),
  discountTotal: money(),
  taxTotal: money(),
  amount: money(),
  paidTotal: money(),
  tipTotal: money(),
  refundedTotal: money(),
  balance: money(),
  /** paidTotal − refundedTotal. */
  net: money(),
});
export type SaleListTotals = z.infer<typeof saleListTotalsSchema>;

export const salePageSchema = z.object({
  items: z.array(saleListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: saleListTotalsSchema,
  /**
   * The places of the page's first and last rows (saleListCursor): the previous page is `before` the
   * first, the next `after` the last. Null on an empty page; `next` is null on a page not full.
   */
  cursors: z.object({ previous: z.string().nullable(), next: z.string().nullable() }),
});
export type SalePage = z.infer<typeof salePageSchema>;

/** One row of /sales/deleted. */
export const deletedSaleListItemSchema = saleListItemSchema.extend({
  deletedAt: z.string(),
  deletedBy: person,
  deleteReason: z.string(),
  previousStatus: orderStatusSchema,
});
export type DeletedSaleListItem = z.infer<typeof deletedSaleListItemSchema>;

export const deletedSalePageSchema = z.object({
  items: z.array(deletedSaleListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DeletedSalePage = z.infer<typeof deletedSalePageSchema>;

/** One row of /sales/refunds. */
export const refundListItemSchema = refundSchema.omit({ lines: true }).extend({
  saleId: z.string(),
  saleNumber: z.number().int(),
  customer: person.nullable(),
});
export type RefundListItem = z.infer<typeof refundListItemSchema>;

export const refundPageSchema = z.object({
  items: z.array(refundListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: z.object({ count: z.number().int(), amount: money() }),
});
export type RefundPage = z.infer<typeof refundPageSchema>;

/**
 * The answer of POST /api/sales/:id/receipt/email and /sms: where it goes, and whether a provider
 * will take it (without one the outbox keeps it as "not sent: no provider configured").
 */
export const receiptQueuedSchema = z.object({ recipient: z.string(), providerConfigured: z.boolean() });
