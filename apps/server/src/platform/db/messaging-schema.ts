import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ConsentChannel, ConsentSource, DeliveryStatus, InboundIntent } from "@washdesk/domain";
import { customers, users } from "./schema";
import { outbox } from "./sales-schema";

/**
 * Texts customers send the shop (docs/product.md §3 Customer alert), one row per provider
 * MessageSid: a repeated delivery finds the row and does nothing twice. A conversation is keyed by
 * the customer, or by the number when none matched ("unknown"); its thread is these rows with the
 * outbox's SMS rows of the same customer (outbox.customer_id), or to the same number, in time order.
 * Unread first: read_at is null until staff open the thread.
 */
export const smsInbound = pgTable(
  "sms_inbound",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    providerMessageId: text("provider_message_id").notNull(),
    /** The matched customer; null for a number no living customer holds. */
    customerId: uuid("customer_id").references(() => customers.id),
    /** Ten digits for a US number (as customers store it), else the +E.164 number as sent. */
    fromPhone: text("from_phone").notNull(),
    body: text("body").notNull(),
    /** What the text asked for (domain inboundIntent): optOut, optIn, help or message. */
    intent: text("intent").$type<InboundIntent>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    readBy: uuid("read_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("sms_inbound_provider_message_key").on(t.providerMessageId),
    index("sms_inbound_customer_idx").on(t.customerId, t.receivedAt),
    index("sms_inbound_phone_idx").on(t.fromPhone, t.receivedAt),
    index("sms_inbound_unread_idx")
      .on(t.receivedAt)
      .where(sql`read_at is null`),
  ],
);

/**
 * Every change of consent to be contacted, per channel: who (a customer, and for texts the number,
 * so an unknown number's STOP holds too), opted in or out, from where, by whom. The customer's
 * alert flags are the summary of the latest row of each channel, written in the same transaction.
 */
export const consentChanges = pgTable(
  "consent_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: uuid("customer_id").references(() => customers.id),
    channel: text("channel").$type<ConsentChannel>().notNull(),
    /** For texts: the number as stored on customers (or +E.164); an opt-out holds for the number. */
    phone: text("phone"),
    optedIn: boolean("opted_in").notNull(),
    source: text("source").$type<ConsentSource>().notNull(),
    /** Staff who made the change; null for the customer's own (a text, a link, a form). */
    byUser: uuid("by_user").references(() => users.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consent_changes_customer_idx").on(t.customerId, t.channel, t.at),
    index("consent_changes_phone_idx")
      .on(t.phone, t.at)
      .where(sql`channel = 'sms'`),
  ],
);

/** Every delivery report of a sent text, as it came (out of order included); the outbox row keeps the furthest. */
export const outboxDeliveryEvents = pgTable(
  "outbox_delivery_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    outboxId: bigint("outbox_id", { mode: "number" })
      .notNull()
      .references(() => outbox.id),
    status: text("status").$type<DeliveryStatus>().notNull(),
    /** The provider's error code (Twilio's ErrorCode: 30003 unreachable, 30007 filtered…). */
    errorCode: text("error_code"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One row per status of a message: a callback delivered twice adds nothing.
  (t) => [uniqueIndex("outbox_delivery_events_status_key").on(t.outboxId, t.status)],
);
