import { z } from "zod";
import { enumValues, ServiceMode, VehicleType } from "../enums";
import { saleCustomerSchema, saleLineSchema, saleSchema, saleVehicleSchema } from "../sales";
import { QuoteStatus } from "./quote-status";

// What the quote routes answer. A quote's lines and totals have the shape of a sale's (the same
// pricing), without anything about payments, refunds or stock.

const money = () => z.number().int();
const person = z.object({ id: z.string(), name: z.string() });

export const quoteStatusSchema = z.literal(enumValues(QuoteStatus));

/** A line priced as a sale line is, frozen at the last time the quote was priced. */
export const quoteLineSchema = saleLineSchema.omit({ refundedQuantity: true });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** GET /api/quotes/:id, and the answer of every change to a quote. */
export const quoteSchema = z.object({
  id: z.string(),
  /** … on screen. */
  number: z.number().int(),
  status: quoteStatusSchema,
  customer: saleCustomerSchema.nullable(),
  vehicle: saleVehicleSchema.nullable(),
  vehicleType: z.enum(enumValues(VehicleType)).nullable(),
  serviceMode: z.literal(enumValues(ServiceMode)).nullable(),
  notes: z.string(),
  /** YYYY-MM-DD, or null: no end date. */
  validUntil: z.string().nullable(),
  lines: z.array(quoteLineSchema),
  subTotal: money(),
  discountTotal: money(),
  taxTotal: money(),
  includedTaxTotal: money(),
  amount: money(),
  /** The sale it became (Converted). */
  sale: z.object({ id: z.string(), number: z.number().int() }).nullable(),
  sentAt: z.string().nullable(),
  createdBy: person,
  deleted: z.object({ at: z.string(), by: person }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** One row of /quotes. */
export const quoteListItemSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: quoteStatusSchema,
  customer: person.nullable(),
  vehicleType: z.enum(enumValues(VehicleType)).nullable(),
  validUntil: z.string().nullable(),
  amount: money(),
  saleId: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdBy: person,
  createdAt: z.string(),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

export const quotePageSchema = z.object({
  items: z.array(quoteListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuotePage = z.infer<typeof quotePageSchema>;

/** The answer of POST /api/quotes/:id/convert: the converted quote and the new sale. */
export const quoteConvertedSchema = z.object({ quote: quoteSchema, sale: saleSchema });
export type QuoteConverted = z.infer<typeof quoteConvertedSchema>;
