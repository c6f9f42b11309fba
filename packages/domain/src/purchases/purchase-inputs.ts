import { z } from "zod";
import { pageQuerySchema } from "../api";
import { attachmentListSchema } from "../attachments";
import { catalogMessages } from "../catalog";
import { parseDateTime } from "../dates";
import { DiscountType, enumValues, PurchasePaidBy, TaxMethod, TaxType } from "../enums";
import { RATE_SCALE } from "../money";
import { businessDate, businessDateProblem, limitMessages, messages, moneyCents, quantity, rateNumber, text } from "../validation";
import { MIN_PERCENT_RATE, purchaseMessages } from "./purchase-rules";

/** A rate: thousandths of a percent for Percentage (8.875 % → 8875), cents for Fixed. */
const rate = () => rateNumber();

/** Once a type is set, its rate or amount is at least 0.01 (docs/product.md §5), and a percentage at most 100. */
function checkRate(value: { type: number; rate: unknown }, ctx: z.RefinementCtx): void {
  if (typeof value.rate !== "number" || value.type === 0) return;
  const percentage = value.type === 1;
  if (value.rate < (percentage ? MIN_PERCENT_RATE : 1)) ctx.addIssue({ code: "custom", message: messages.min001, path: ["rate"] });
  if (percentage && value.rate > RATE_SCALE) ctx.addIssue({ code: "custom", message: catalogMessages.percentMax, path: ["rate"] });
}

/** A line's tax: without a type the method and rate mean nothing and are stored as Exclusive, 0. */
export const purchaseTaxSchema = z
  .object({
    type: z.literal(enumValues(TaxType), { error: messages.required }),
    method: z.literal(enumValues(TaxMethod), { error: messages.required }).default(TaxMethod.Exclusive),
    rate: rate().default(0),
  })
  .superRefine(checkRate)
  .transform((tax) => (tax.type === TaxType.NoTax ? { type: tax.type, method: TaxMethod.Exclusive, rate: 0 } : tax));

/** A line's discount (docs/product.md §3: starts as no discount), applied before tax. */
export const purchaseDiscountSchema = z
  .object({
    type: z.literal(enumValues(DiscountType), { error: messages.required }),
    rate: rate().default(0),
  })
  .superRefine(checkRate)
  .transform((discount) => (discount.type === DiscountType.NoDiscount ? { type: discount.type, rate: 0 } : discount));

const noTax = { type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 } as const;
const noDiscount = { type: DiscountType.NoDiscount, rate: 0 } as const;

/**
 * One product line as the purchase dialog sends it (docs/product.md §3 Purchase product line). Name, code,
 * category and image are taken from the product by the server; the subtotal is computed there.
 */
export const purchaseLineInputSchema = z
  .object({
    productId: z.uuid({ error: messages.required }),
    quantity: quantity(),
    /** Unit cost paid, cents (starts as the product's cost). */
    price: moneyCents(1),
    tax: purchaseTaxSchema.default(noTax),
    discount: purchaseDiscountSchema.default(noDiscount),
    note: text("reason").default(""),
  })
  .superRefine((line, ctx) => {
    const { price, discount } = line;
    if (discount?.type === DiscountType.Fixed && typeof price === "number" && typeof discount.rate === "number" && discount.rate > price) {
      ctx.addIssue({ code: "custom", message: catalogMessages.discountOverPrice, path: ["discount", "rate"] });
    }
  });
export type PurchaseLineInput = z.input<typeof purchaseLineInputSchema>;
export type PurchaseLineInputValue = z.output<typeof purchaseLineInputSchema>;

/** "YYYY-MM-DD HH:mm:ss", the date-time picker's output (docs/product.md §9), read as the shop's local time. */
export const purchaseDateSchema = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine((value) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) && parseDateTime(value) === value, {
      error: purchaseMessages.dateFormat,
      abort: true,
    })
    // Its day is a business date: from 2000 to 2100.
    .refine((value) => businessDateProblem(value.slice(0, 10)) === null, { error: limitMessages.dateRange });

/**
 * POST /api/purchases {purchase} and PATCH /api/purchases/:id {purchase} (the whole purchase; its
 * lines replace the old ones). Money in integer cents. With product lines, the amount must be the
 * sum of their subtotals (checked by the server, see purchaseAmountProblem); without lines it is
 * whatever was paid.
 */
export const purchaseInputSchema = z
  .object({
    date: purchaseDateSchema(),
    vendor: z.uuid({ error: messages.required }),
    paidBy: z.enum(enumValues(PurchasePaidBy), { error: messages.required }).default(PurchasePaidBy.Cash),
    amount: moneyCents(1),
    products: z
      .array(purchaseLineInputSchema)
      .max(200, { error: limitMessages.itemsMax(200) })
      .default([]),
    /** Records POST /api/aws/files returned (path /attachments/purchase); the server trusts only their file ids. */
    attachments: attachmentListSchema.default([]),
    notes: text("note").default(""),
  })
  .superRefine((purchase, ctx) => {
    if (!Array.isArray(purchase.products)) return;
    const seen = new Set<string>();
    purchase.products.forEach((line, index) => {
      if (seen.has(line.productId)) ctx.addIssue({ code: "custom", message: purchaseMessages.productTwice, path: ["products", index, "productId"] });
      seen.add(line.productId);
    });
  });
export type PurchaseInput = z.input<typeof purchaseInputSchema>;
export type PurchaseInputValue = z.output<typeof purchaseInputSchema>;

/** GET /api/purchases: newest first; from/to are the shop's calendar dates, inclusive. */
export const purchaseListQuerySchema = pageQuerySchema
  .extend({
    from: businessDate().optional(),
    to: businessDate().optional(),
    vendorId: z.uuid().optional(),
    paidBy: z.enum(enumValues(PurchasePaidBy)).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: purchaseMessages.dateRange, path: ["from"] });
export type PurchaseListQuery = z.input<typeof purchaseListQuerySchema>;
export type PurchaseListFilter = z.output<typeof purchaseListQuerySchema>;
