import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ReviewStatus } from "@washdesk/domain";
import { customers, users } from "./schema";
import { sales } from "./sales-schema";
import { createdAt } from "./columns";

/**
 * Review requests (docs/product.md §2 /managements/reviews): one per completed sale of an eligible
 * customer, written in the sale's transaction and due the delay after it. The review job texts it
 * once it is due (status sent), the customer's link marks it opened, then rated (once). A request
 * that turned out not to be sendable when due (texts turned off, asked meanwhile, template off) is
 * kept as skipped with the reason, so the screen says why.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    saleId: uuid("sale_id").references(() => sales.id),
    status: text("status").$type<ReviewStatus>().notNull().default("scheduled"),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    ratedAt: timestamp("rated_at", { withTimezone: true }),
    rating: smallint("rating"),
    comment: text("comment").notNull().default(""),
    skippedReason: text("skipped_reason"),
    /** The outbox row of the text, for the SMS log. */
    outboxId: bigint("outbox_id", { mode: "number" }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: uuid("replied_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // A sale asks once, however many times its completion is written.
    uniqueIndex("review_requests_sale_key").on(t.saleId),
    index("review_requests_customer_idx").on(t.customerId, t.createdAt),
    index("review_requests_due_idx")
      .on(t.dueAt)
      .where(sql`status = 'scheduled'`),
    index("review_requests_created_idx").on(t.createdAt, t.id),
    index("review_requests_rated_idx")
      .on(t.ratedAt)
      .where(sql`rating is not null`),
    check("review_requests_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("review_requests_comment_length", sql`char_length(${t.comment}) <= 1000`),
  ],
);
