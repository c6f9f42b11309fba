import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema";
import { sales } from "./sales-schema";
import { createdAt } from "./columns";

/**
 * Payment links sent for a sale (docs/product.md §4 Pay by link). The token the customer holds
 * names a row here, signed; the row says who sent it, which the payment taken through it is
 * recorded under (a payment always names the staff member it belongs to).
 */
export const payLinks = pgTable(
  "pay_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saleId: uuid("sale_id")
      .notNull()
      .references(() => sales.id),
    sentBy: uuid("sent_by")
      .notNull()
      .references(() => users.id),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pay_links_sale_idx").on(t.saleId)],
);

/**
 * Stripe events already handled, by Stripe's event id: a delivery repeated (Stripe retries, or two
 * at once) is answered 200 and changes nothing. The row is written in the transaction that records
 * the payment, so the two commit together.
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** What the delivery did: "recorded", "ignored", "overpaid"… for the support of a shop. */
  outcome: text("outcome").notNull(),
  receivedAt: createdAt(),
});
