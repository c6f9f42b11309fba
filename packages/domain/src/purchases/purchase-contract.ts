import { z } from "zod";
import { DiscountType, enumValues, PurchasePaidBy, TaxMethod, TaxType } from "../enums";
import { attachmentSchema } from "../attachments";

// What the purchase routes answer (inside the envelope's body). Money is integer cents; rates are
// thousandths of a percent (Percentage) or cents (Fixed). The server serializes through these
// schemas, so a field that is not here never leaves it.

const money = () => z.number().int();
const person = z.object({ id: z.string(), name: z.string() });

/** One line, with the product's name, code, category and image frozen as purchased and the amounts computed. */
export const purchaseLineSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  /** Null only if the product row is gone. */
  productId: z.string().nullable(),
  name: z.string(),
  code: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  note: z.string(),
  quantity: z.number().int(),
  /** Unit cost, before discount. */
  price: money(),
  discount: z.object({ type: z.literal(enumValues(DiscountType)), rate: z.number().int() }),
  tax: z.object({ type: z.literal(enumValues(TaxType)), method: z.literal(enumValues(TaxMethod)), rate: z.number().int() }),
  discountTotal: money(),
  /** quantity × (price − unit discount). */
  netTotal: money(),
  /** Exclusive tax of the line. */
  taxTotal: money(),
  /** netTotal + taxTotal. */
  subTotal: money(),
});
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

export const purchaseVendorSchema = z.object({ id: z.string(), company: z.string() });

/** GET /api/purchases/:id, and the answer of a save. */
export const purchaseSchema = z.object({
  id: z.string(),
  /** "YYYY-MM-DD HH:mm:ss" in the shop's time zone (what the date-time picker shows and emits). */
  date: z.string(),
  vendor: purchaseVendorSchema,
  paidBy: z.enum(enumValues(PurchasePaidBy)),
  amount: money(),
  /** From the lines: after discounts, before exclusive tax; discounts; exclusive tax. */
  subTotal: money(),
  discountTotal: money(),
  taxTotal: money(),
  products: z.array(purchaseLineSchema),
  /** URLs signed for a while, so an <img> can show them. */
  attachments: z.array(attachmentSchema),
  notes: z.string(),
  createdBy: person.nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** One row of /purchases/list. */
export const purchaseListItemSchema = purchaseSchema
  .pick({ id: true, date: true, vendor: true, paidBy: true, amount: true, attachments: true, notes: true, createdBy: true, createdAt: true })
  .extend({ lineCount: z.number().int(), quantity: z.number().int() });
export type PurchaseListItem = z.infer<typeof purchaseListItemSchema>;

export const purchasePageSchema = z.object({
  items: z.array(purchaseListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over every purchase the filters match, not only this page. */
  totals: z.object({ amount: money(), byPaidBy: z.partialRecord(z.enum(enumValues(PurchasePaidBy)), money()) }),
});
export type PurchasePage = z.infer<typeof purchasePageSchema>;
