import { bigserial, date, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers, users, vehicles } from "./schema";
import { products, sales } from "./sales-schema";
import type { QuoteStatus, ServiceMode, VehicleType } from "@washdesk/domain";
import { alive, cents, createdAt, pricedLineColumns, updatedAt } from "./columns";


/**
 * A priced offer to a customer, with the same lines and totals as a sale (domain pricing). Status is
 * the domain's QuoteStatus; converting creates a sale from the lines once and records it here.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: bigserial("number", { mode: "number" }).notNull(),
    customerId: uuid("customer_id").references(() => customers.id),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id),
    vehicleType: text("vehicle_type").$type<VehicleType>(),
    serviceMode: smallint("service_mode").$type<ServiceMode>(),
    notes: text("notes").notNull().default(""),
    status: smallint("status").notNull().$type<QuoteStatus>(),
    /** The last day the prices hold. */
    validUntil: date("valid_until", { mode: "string" }),
    subTotal: cents("sub_total").notNull(),
    discountTotal: cents("discount_total").notNull(),
    taxTotal: cents("tax_total").notNull(),
    includedTaxTotal: cents("included_tax_total").notNull(),
    amount: cents("amount").notNull(),
    saleId: uuid("sale_id").references(() => sales.id),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdBy: uuid("created_by").notNull().references(() => users.id),
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
  ],
);

/** One line of a quote, priced like a sale line (frozen at the time the quote was priced). */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id").notNull().references(() => quotes.id),
    position: smallint("position").notNull(),
    productId: uuid("product_id").references(() => products.id),
    ...pricedLineColumns(),
    staffIds: jsonb("staff_ids").notNull().default([]).$type<string[]>(),
  },
  (t) => [index("quote_lines_quote_idx").on(t.quoteId, t.position)],
);
