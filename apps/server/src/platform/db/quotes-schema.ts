import { bigserial, date, index, jsonb, pgTable, smallint, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema";
import { partyColumns, pricedTotalColumns, products, sales } from "./sales-schema";
import type { QuoteStatus } from "@washdesk/domain";
import { alive, createdAt, dateCheck, moneyChecks, pricedLineChecks, pricedLineColumns, textChecks, updatedAt } from "./columns";

/**
 * A priced offer to a customer, with the same lines and totals as a sale (domain pricing). Status is
 * the domain's QuoteStatus; converting creates a sale from the lines once and records it here.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: bigserial("number", { mode: "number" }).notNull(),
    ...partyColumns(),
    status: smallint("status").notNull().$type<QuoteStatus>(),
    /** The last day the prices hold. */
    validUntil: date("valid_until", { mode: "string" }),
    ...pricedTotalColumns(),
    saleId: uuid("sale_id").references(() => sales.id),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("quotes_number_key").on(t.number),
    uniqueIndex("quotes_sale_key").on(t.saleId),
    index("quotes_created_idx").on(t.createdAt).where(alive),
    index("quotes_status_idx").on(t.status, t.createdAt).where(alive),
    index("quotes_customer_idx").on(t.customerId, t.createdAt).where(alive),
    ...moneyChecks("quotes", {
      amount: t.amount,
      sub_total: t.subTotal,
      discount_total: t.discountTotal,
      tax_total: t.taxTotal,
      included_tax_total: t.includedTaxTotal,
    }),
    dateCheck("quotes", "valid_until", t.validUntil),
    ...textChecks("quotes", { notes: [t.notes, "note"] }),
  ],
);

/** One line of a quote, priced like a sale line (frozen at the time the quote was priced). */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id),
    position: smallint("position").notNull(),
    productId: uuid("product_id").references(() => products.id),
    ...pricedLineColumns(),
    staffIds: jsonb("staff_ids").notNull().default([]).$type<string[]>(),
  },
  (t) => [index("quote_lines_quote_idx").on(t.quoteId, t.position), ...pricedLineChecks("quote_lines", t)],
);
