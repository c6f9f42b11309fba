import { z } from "zod";
import { pageQuerySchema } from "../api";
import { productDiscountSchema } from "../catalog";
import { enumValues, InvoiceStatus, OrderStatus, PaidBy, PaymentMethod, PaymentOrigin, ServiceMode, VehicleType, VoidOrRefund } from "../enums";
import {
  businessDate,
  limitMessages,
  MAX_POINTS,
  messages,
  moneyCents,
  optionalEmail,
  phone,
  quantity,
  requiredText,
  text,
  tipCeiling,
  wholeNumber,
} from "../validation";
import { salesMessages } from "./sales-messages";
import { parseSaleListCursor } from "./sale-list-cursor";
import { PIN_LENGTH } from "../auth/credential-rules";

const optionalId = () => z.uuid().nullable().optional();
/**
 * The open register session of the device taking the money (POS). Left out: the back office, no
 * drawer involved. A closed session is refused, so money never lands in a drawer already counted.
 */
export const registerSessionRef = () => z.uuid().nullable().optional();
const vehicleTypeSchema = z.enum(enumValues(VehicleType));
const serviceModeSchema = z.literal(enumValues(ServiceMode));
const paymentMethodSchema = z.literal(enumValues(PaymentMethod), { error: messages.required });
const requiredReason = () => requiredText("reason");
/** Query strings carry numbers as text. */
const queryNumber = <T extends z.ZodType<unknown, number>>(inner: T) => z.coerce.number().pipe(inner);

/** One line as the sale form sends it. Price and tax come from the product; the discount may be overridden. */
export const saleLineInputSchema = z.object({
  productId: z.uuid({ error: messages.required }),
  quantity: quantity(),
  /** Left out: the product's default discount. */
  discount: productDiscountSchema.optional(),
  /** Staff members who did the work. */
  staffIds: z
    .array(z.uuid())
    .max(20, { error: limitMessages.itemsMax(20) })
    .default([]),
});
export type SaleLineInput = z.input<typeof saleLineInputSchema>;

/**
 * One payment (POST /api/sales/:id/payments, or inside a new sale). Money in cents. Cash may say
 * what was handed over (tendered ≥ amount + tip; change = tendered − amount − tip). AwardPoints
 * spends the customer's points: `points` may be left out (the server works it out from the amount),
 * and when sent must match.
 */
const paymentFields = {
  method: paymentMethodSchema,
  amount: moneyCents(1),
  /** At most the larger of the sale's amount and $1,000.00, all the sale's tips together (tipCeiling). */
  tip: moneyCents(0).default(0),
  tendered: moneyCents(0).optional(),
  reference: text("reference").default(""),
  origin: z.literal(enumValues(PaymentOrigin)).optional(),
  points: wholeNumber(1, messages.minAmountOne, MAX_POINTS).optional(),
};

const tenderedCoversPayment = (payment: { method: number; amount: number; tip: number; tendered?: number }, ctx: z.RefinementCtx) => {
  if (payment.tendered === undefined) return;
  if (payment.method !== PaymentMethod.Cash) {
    ctx.addIssue({ code: "custom", message: salesMessages.tenderedCashOnly, path: ["tendered"] });
  } else if (payment.tendered < payment.amount + payment.tip) {
    ctx.addIssue({ code: "custom", message: salesMessages.tenderedTooLow, path: ["tendered"] });
  }
};

export const paymentInputSchema = z.object(paymentFields).superRefine(tenderedCoversPayment);
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type PaymentInputValue = z.output<typeof paymentInputSchema>;

/** POST /api/sales/:id/payments (Idempotency-Key required): one payment, taken at a register or not. */
export const paymentRequestSchema = z.object({ ...paymentFields, registerSessionId: registerSessionRef() }).superRefine(tenderedCoversPayment);
export type PaymentRequest = z.input<typeof paymentRequestSchema>;
export type PaymentRequestValue = z.output<typeof paymentRequestSchema>;

/** The payments sent at once with a sale, a ticket or a converted quote. */
export const paymentList = () =>
  z
    .array(paymentInputSchema)
    .max(10, { error: limitMessages.itemsMax(10) })
    .default([]);

/** The fields a sale and a quote share (customer or walk-in, vehicle, lines, the total shown). */
export const saleFields = {
  /** Left out or null: a walk-in. */
  customerId: optionalId(),
  /** One of the customer's vehicles; its type sets the prices. */
  vehicleId: optionalId(),
  /** Prices of a walk-in's vehicle type; ignored when vehicleId is given (the vehicle's type wins). */
  vehicleType: vehicleTypeSchema.nullable().optional(),
  serviceMode: serviceModeSchema.nullable().optional(),
  notes: text("note"),
  lines: z
    .array(saleLineInputSchema, { error: salesMessages.linesRequired })
    .min(1, { error: salesMessages.linesRequired })
    .max(100, { error: limitMessages.itemsMax(100) }),
  /**
   * The total (cents) the screen showed. The server prices the lines itself and refuses the sale
   * (409) when its total differs, so nobody is charged an amount they did not see.
   */
  expectedAmount: moneyCents(0),
};

/**
 * The tips of the payments sent with a sale add up to at most the larger of its total and
 * $1,000.00 (the payment route checks the same against the sale's stored tips).
 */
export const tipsWithinCeiling = (sale: { expectedAmount?: number; payments?: readonly { tip?: number }[] }, ctx: z.RefinementCtx) => {
  if (typeof sale.expectedAmount !== "number" || !Array.isArray(sale.payments)) return;
  const ceiling = tipCeiling(sale.expectedAmount);
  let tips = 0;
  sale.payments.forEach((payment, index) => {
    tips += typeof payment.tip === "number" ? payment.tip : 0;
    if (tips > ceiling) ctx.addIssue({ code: "custom", message: limitMessages.tipMax, path: ["payments", index, "tip"] });
  });
};

export const vehicleNeedsCustomer = (sale: { customerId?: string | null; vehicleId?: string | null }, ctx: z.RefinementCtx) => {
  if (sale.vehicleId && !sale.customerId) ctx.addIssue({ code: "custom", message: salesMessages.customerForVehicle, path: ["vehicleId"] });
};

/** POST /api/sales (Idempotency-Key required): a sale, optionally paid at once. */
export const saleCreateSchema = z
  .object({
    ...saleFields,
    notes: saleFields.notes.default(""),
    payments: paymentList(),
    registerSessionId: registerSessionRef(),
  })
  .superRefine(vehicleNeedsCustomer)
  .superRefine(tipsWithinCeiling);
export type SaleCreate = z.input<typeof saleCreateSchema>;
export type SaleCreateValue = z.output<typeof saleCreateSchema>;

/**
 * PATCH /api/sales/:id: only the fields sent change. Notes can change while the sale is not deleted;
 * everything else only while it is Pending and nothing is paid. When lines or the vehicle change,
 * expectedAmount is required (the new total is checked as on creation); the lines sent replace all.
 */
export const saleUpdateSchema = z
  .object(saleFields)
  .partial()
  .superRefine((sale, ctx) => {
    const reprices = sale.lines !== undefined || sale.vehicleId !== undefined || sale.vehicleType !== undefined || sale.customerId !== undefined;
    if (reprices && sale.expectedAmount === undefined) {
      ctx.addIssue({ code: "custom", message: salesMessages.expectedAmountRequired, path: ["expectedAmount"] });
    }
  });
export type SaleUpdate = z.input<typeof saleUpdateSchema>;
export type SaleUpdateValue = z.output<typeof saleUpdateSchema>;

/**
 * POST /api/sales/:id/refunds (Idempotency-Key required).
 * - VOID: same business day; gives back everything still paid to the payments' own methods,
 *   returns every unit to stock, and cancels the sale. No lines, amount or payment.
 * - REFUND: by lines ({lineId, quantity}: the units' price with their tax, stock restored), by amount
 *   (a money adjustment, stock untouched), or neither (everything left, every unit back). `method` is
 *   how the money goes out (default: each payment's own method); `paymentId` takes it from one
 *   payment. What was paid with points always goes back as points.
 */
export const refundInputSchema = z
  .object({
    kind: z.literal(enumValues(VoidOrRefund), { error: messages.required }),
    reason: requiredReason(),
    method: paymentMethodSchema.optional(),
    paymentId: z.uuid().optional(),
    lines: z
      .array(z.object({ lineId: z.uuid(), quantity: quantity() }))
      .min(1)
      .optional(),
    amount: moneyCents(1).optional(),
    /** The drawer cash refunds are paid from. */
    registerSessionId: registerSessionRef(),
  })
  .superRefine((refund, ctx) => {
    if (refund.kind === VoidOrRefund.VOID) {
      if (refund.lines || refund.amount !== undefined || refund.paymentId) ctx.addIssue({ code: "custom", message: salesMessages.voidIsWhole, path: ["kind"] });
    } else if (refund.lines && refund.amount !== undefined) {
      ctx.addIssue({ code: "custom", message: salesMessages.refundLinesOrAmount, path: ["amount"] });
    }
  });
export type RefundInput = z.input<typeof refundInputSchema>;
export type RefundInputValue = z.output<typeof refundInputSchema>;

/**
 * POST /api/sales/:id/refunds/approved (Idempotency-Key required): a refund or void asked by
 * someone without the right, approved by the PIN a manager types on the same device.
 */
export const approvedRefundInputSchema = z.object({
  refund: refundInputSchema,
  approverPin: z.string({ error: salesMessages.approverPinRequired }).regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), { error: salesMessages.approverPinRequired }),
});
export type ApprovedRefundInput = z.input<typeof approvedRefundInputSchema>;
export type ApprovedRefundInputValue = z.output<typeof approvedRefundInputSchema>;

/** DELETE /api/sales/:id {reason}. */
export const deleteSaleSchema = z.object({ reason: requiredReason() });
export type DeleteSale = z.input<typeof deleteSaleSchema>;

/** POST /api/sales/:id/receipt/email {email?}: to this address, or the customer's when left out. */
export const receiptEmailSchema = z.object({ email: optionalEmail().optional() });
export type ReceiptEmail = z.input<typeof receiptEmailSchema>;

/** POST /api/sales/:id/receipt/sms {phone?}: to this number, or the customer's when left out. */
export const receiptSmsSchema = z.object({ phone: phone().optional() });
export type ReceiptSms = z.input<typeof receiptSmsSchema>;

const dateRange = { from: businessDate().optional(), to: businessDate().optional() };

/** A place in the sales list as the list hands it out (saleListCursor), read into its business date and number. */
const saleListPlace = () =>
  z.string().transform((value, ctx) => {
    const key = parseSaleListCursor(value.trim());
    if (key === null) {
      ctx.addIssue({ code: "custom", message: salesMessages.listPlaceInvalid });
      return z.NEVER;
    }
    return key;
  });

/**
 * GET /api/sales: newest first; from/to are the shop's business dates, inclusive. A page is asked
 * for by its number, or, walking from a page to the next or the previous, by the place of that
 * page's last row (after) or first row (before): read by key, as fast at page 1,000 as at page 1;
 * `page` then only numbers it. `after` wins when both are sent.
 */
export const saleListQuerySchema = pageQuerySchema.extend({
  after: saleListPlace().optional(),
  before: saleListPlace().optional(),
  ...dateRange,
  status: queryNumber(z.literal(enumValues(OrderStatus))).optional(),
  /** Paid at the counter, unpaid, or charged to the customer's account. */
  paidBy: queryNumber(z.literal(enumValues(PaidBy))).optional(),
  invoiceStatus: queryNumber(z.literal(enumValues(InvoiceStatus))).optional(),
  customerId: z.uuid().optional(),
  cashierId: z.uuid().optional(),
  /** Sales with at least one payment by this method. */
  paymentMethod: queryNumber(z.literal(enumValues(PaymentMethod))).optional(),
  /** The receipt number. */
  number: queryNumber(z.number().int().min(1)).optional(),
  /** The sales of one register session (POS Sales). */
  registerSessionId: z.uuid().optional(),
});
export type SaleListQuery = z.input<typeof saleListQuerySchema>;

/** GET /api/sales/refunds: newest first; from/to are the business dates of the refunds. */
export const refundListQuerySchema = pageQuerySchema.extend({
  ...dateRange,
  kind: queryNumber(z.literal(enumValues(VoidOrRefund))).optional(),
  method: queryNumber(z.literal(enumValues(PaymentMethod))).optional(),
});
export type RefundListQuery = z.input<typeof refundListQuerySchema>;

/** GET /api/sales/deleted: most recently deleted first; from/to are the sales' business dates. */
export const deletedSaleListQuerySchema = pageQuerySchema.extend(dateRange);
export type DeletedSaleListQuery = z.input<typeof deletedSaleListQuerySchema>;
