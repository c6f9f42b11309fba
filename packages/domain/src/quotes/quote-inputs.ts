import { z } from "zod";
import { pageQuerySchema } from "../api";
import { enumValues } from "../enums";
import { paymentList, registerSessionRef, saleFields, salesMessages, tipsWithinCeiling, vehicleNeedsCustomer } from "../sales";
import { businessDate, messages, text } from "../validation";
import { QuoteStatus } from "./quote-status";
import { quoteChannels } from "./quote-rules";

const quoteFields = {
  ...saleFields,
  /** The last day the prices hold (a business date); null: no end date. */
  validUntil: businessDate().nullable().optional(),
};

/** POST /api/quotes: priced like a sale (the shown total is checked), nothing paid and no stock moved. */
export const quoteCreateSchema = z.object({ ...quoteFields, notes: quoteFields.notes.default("") }).superRefine(vehicleNeedsCustomer);
export type QuoteCreate = z.input<typeof quoteCreateSchema>;
export type QuoteCreateValue = z.output<typeof quoteCreateSchema>;

/**
 * PATCH /api/quotes/:id, only while Open or Sent: the fields sent change. When customer, vehicle or
 * lines change, expectedAmount is required (priced again and checked); the lines sent replace all.
 * `status: Cancelled` cancels the quote.
 */
export const quoteUpdateSchema = z
  .object({ ...quoteFields, status: z.literal(QuoteStatus.Cancelled).optional() })
  .partial()
  .superRefine((quote, ctx) => {
    const reprices = quote.lines !== undefined || quote.vehicleId !== undefined || quote.vehicleType !== undefined || quote.customerId !== undefined;
    if (reprices && quote.expectedAmount === undefined) {
      ctx.addIssue({ code: "custom", message: salesMessages.expectedAmountRequired, path: ["expectedAmount"] });
    }
  });
export type QuoteUpdate = z.input<typeof quoteUpdateSchema>;
export type QuoteUpdateValue = z.output<typeof quoteUpdateSchema>;

/**
 * POST /api/quotes/:id/send: by e-mail or text, to the address or number given, else the customer's.
 * The address is checked against the channel on the server (and in the dialog).
 */
export const quoteSendSchema = z.object({
  channel: z.enum(quoteChannels, { error: messages.required }),
  /** An e-mail address or a phone number. */
  recipient: text("email").optional(),
});
export type QuoteSend = z.input<typeof quoteSendSchema>;

/**
 * POST /api/quotes/:id/convert (Idempotency-Key required): one sale from the quote's lines, priced
 * again now; expectedAmount is the total the screen shows, checked as for a new sale. Payments are
 * optional, as on a new sale.
 */
export const quoteConvertSchema = z
  .object({
    expectedAmount: saleFields.expectedAmount,
    payments: paymentList(),
    /** The register session the sale is rung up in, when the counter has one open. */
    registerSessionId: registerSessionRef(),
  })
  .superRefine(tipsWithinCeiling);
export type QuoteConvert = z.input<typeof quoteConvertSchema>;
export type QuoteConvertValue = z.output<typeof quoteConvertSchema>;

/** DELETE /api/quotes/:id: a soft delete; the reason, when given, goes to the activity log. */
export const deleteQuoteSchema = z.object({ reason: text("reason").optional() }).optional();
export type DeleteQuote = z.input<typeof deleteQuoteSchema>;

/** GET /api/quotes: newest first. `text` matches the number, the customer's name or phone, or the notes. */
export const quoteListQuerySchema = pageQuerySchema.extend({
  status: z.coerce
    .number()
    .pipe(z.literal(enumValues(QuoteStatus)))
    .optional(),
  customerId: z.uuid().optional(),
  text: text("search").optional(),
});
export type QuoteListQuery = z.input<typeof quoteListQuerySchema>;
