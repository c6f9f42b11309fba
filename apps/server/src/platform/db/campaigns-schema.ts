import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AudienceFilter, CampaignChannel, CampaignStatus } from "@washdesk/domain";
import { createdAt } from "./columns";
import { users } from "./schema";

/**
 * Campaigns (docs/product.md §2 Marketing): one message to the customers an audience filter
 * matches. Its messages are outbox rows carrying its id (outbox.campaign_id); what queueing skipped
 * without a row (a number or address twice, the daily cap) is counted here. The audience is walked
 * by customer id in batches (`cursor` is the last id done), so a stopped process resumes where it was.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    channel: text("channel").$type<CampaignChannel>().notNull(),
    subject: text("subject").notNull().default(""),
    /** A text's words as written (the opt-out line is added to each message); an e-mail's plain-text part. */
    body: text("body").notNull(),
    /** An e-mail's HTML, cleaned; "" for a text. */
    html: text("html").notNull().default(""),
    filter: jsonb("filter").$type<AudienceFilter>().notNull(),
    status: text("status").$type<CampaignStatus>().notNull(),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    cursor: uuid("cursor"),
    audienceCount: integer("audience_count").notNull().default(0),
    skippedDuplicate: integer("skipped_duplicate").notNull().default(0),
    skippedCap: integer("skipped_cap").notNull().default(0),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("campaigns_created_idx").on(t.createdAt, t.id),
    // The scheduler's look: the few campaigns still to queue.
    index("campaigns_due_idx")
      .on(t.sendAt)
      .where(sql`status <> 'queued'`),
  ],
);
