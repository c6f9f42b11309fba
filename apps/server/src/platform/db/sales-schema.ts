import { sql } from "drizzle-orm";
import { bigserial, boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { customers, users, vehicles } from "./schema";
import { registerSessions } from "./registers-schema";
import { accountPayments } from "./house-accounts-schema";
import { campaigns } from "./campaigns-schema";
import type {
  DeliveryStatus,
  DiscountType,
  InvoiceStatus,
  ItemKind,
  MessageOrigin,
  OrderStatus,
  PaidBy,
  PaymentMethod,
  PaymentOrigin,
  ReportRole,
  ServiceMode,
  TaxMethod,
  TaxType,
  VehicleType,
  VoidOrRefund,
} from "@washdesk/domain";
import {
  alive,
  cents,
  createdAt,
  moneyChecks,
  pricedLineChecks,
  pricedLineColumns,
  quantityCheck,
  rateChecks,
  textChecks,
  tipCheck,
  updatedAt,
} from "./columns";

/** Who a sale or a quote is for (a walk-in has no customer), the vehicle, and the notes. */
export function partyColumns() {
  return {
    customerId: uuid("customer_id").references(() => customers.id),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id),
    /** The vehicle type the prices were taken for. */
    vehicleType: text("vehicle_type").$type<VehicleType>(),
    serviceMode: smallint("service_mode").$type<ServiceMode>(),
    notes: text("notes").notNull().default(""),
  };
}

/** The totals of a priced document (a sale, a quote), summed from its lines by the domain's pricing. */
export function pricedTotalColumns() {
  return {
    /** Sum of line net totals (after discount, before exclusive tax). */
    subTotal: cents("sub_total").notNull(),
    discountTotal: cents("discount_total").notNull(),
    taxTotal: cents("tax_total").notNull(),
    includedTaxTotal: cents("included_tax_total").notNull(),
    /** What the customer owes: sum of line subtotals. */
    amount: cents("amount").notNull(),
  };
}

/** Catalog items (docs/product.md §3 Item kind: Standard 0, Combo 1, Service 2). */
export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: smallint("kind").notNull().$type<ItemKind>(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    category: text("category").notNull().default(""),
    image: text("image"),
    description: text("description").notNull().default(""),
    price: cents("price").notNull(),
    cost: cents("cost").notNull().default(0),
    taxType: smallint("tax_type").notNull().default(0).$type<TaxType>(),
    taxMethod: smallint("tax_method").notNull().default(0).$type<TaxMethod>(),
    taxRate: integer("tax_rate").notNull().default(0),
    discountType: smallint("discount_type").notNull().default(0).$type<DiscountType>(),
    discountRate: integer("discount_rate").notNull().default(0),
    /** Services: a price per vehicle type ({ SUV: 1800, … }); a missing type falls back to price. */
    vehiclePrices: jsonb("vehicle_prices").notNull().default({}).$type<Partial<Record<string, number>>>(),
    /** Standard products only: sales lower it, refunds and purchases raise it. Null for services and combos. */
    stock: integer("stock"),
    active: boolean("active").notNull().default(true),
    /** The counter's tiles: favourites first, then by position (null after those with one), then A–Z. */
    favourite: boolean("favourite").notNull().default(false),
    position: integer("position"),
    /** What the sales report counts it as (domain ReportRole); sale lines freeze it when sold. */
    reportRole: smallint("report_role").notNull().default(0).$type<ReportRole>(),
    /** Minutes of bay time an appointment takes for it (services and combos); null takes none. */
    durationMinutes: smallint("duration_minutes"),
    /** Offered on the public booking page. */
    bookableOnline: boolean("bookable_online").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("products_code_key")
      .on(sql`lower(${t.code})`)
      .where(alive),
    index("products_name_idx")
      .on(sql`lower(${t.name}) text_pattern_ops`)
      .where(alive),
    index("products_name_trgm_idx")
      .using("gin", sql`lower(${t.name}) gin_trgm_ops`)
      .where(alive),
    index("products_category_idx").on(t.category).where(alive),
    // The tiles' order exactly as searchProducts sorts them for the counter, so the first tiles
    // are read in index order without a sort.
    index("products_counter_order_idx")
      .on(t.favourite.desc(), t.position.asc().nullsLast(), sql`lower(${t.name})`, t.id)
      .where(alive),
    ...moneyChecks("products", { price: t.price, cost: t.cost }),
    ...rateChecks("products", t),
    ...textChecks("products", {
      name: [t.name, "name"],
      code: [t.code, "code"],
      category: [t.category, "label"],
      image: [t.image, "url"],
      description: [t.description, "note"],
    }),
  ],
);

/** What a combo bundles: sold at the combo's own price; stock of standard parts follows the sale. */
export const comboItems = pgTable(
  "combo_items",
  {
    comboId: uuid("combo_id")
      .notNull()
      .references(() => products.id),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull().default(1),
  },
  (t) => [uniqueIndex("combo_items_key").on(t.comboId, t.productId), quantityCheck("combo_items", t.quantity)],
);

/**
 * A sale (docs/product.md §3 Order status, Invoice status). Totals are computed on the server from the
 * lines with the domain pricing functions and stored, so lists and reports sum columns in SQL.
 */
export const sales = pgTable(
  "sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The receipt number people read out: 1, 2, 3… */
    number: bigserial("number", { mode: "number" }).notNull(),
    ...partyColumns(),
    cashierId: uuid("cashier_id")
      .notNull()
      .references(() => users.id),
    /** The register session it was rung up in (null: sold from the back office, not through a drawer). */
    registerSessionId: uuid("register_session_id").references(() => registerSessions.id),
    status: smallint("status").notNull().$type<OrderStatus>(),
    invoiceStatus: smallint("invoice_status").notNull().$type<InvoiceStatus>(),
    ...pricedTotalColumns(),
    /** Payments towards amount (tips excluded), before refunds. */
    paidTotal: cents("paid_total").notNull().default(0),
    tipTotal: cents("tip_total").notNull().default(0),
    refundedTotal: cents("refunded_total").notNull().default(0),
    awardPointsEarned: integer("award_points_earned").notNull().default(0),
    awardPointsRedeemed: integer("award_points_redeemed").notNull().default(0),
    /** The shop's calendar day of the sale, in its own time zone. */
    businessDate: date("business_date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id),
    deleteReason: text("delete_reason"),
    /** The status the sale had when it was deleted (status becomes Deleted): nothing about it is lost. */
    deletedFromStatus: smallint("deleted_from_status").$type<OrderStatus>(),
    /** An open ticket's plate or name, given when a cart was parked at the counter. */
    ticketLabel: text("ticket_label"),
    /** When it was last parked; its age on the open tickets list counts from here. */
    parkedAt: timestamp("parked_at", { withTimezone: true }),
    /** When a counter last resumed it (null once parked again): the list shows it as in use. */
    resumedAt: timestamp("resumed_at", { withTimezone: true }),
    /** Completed by a charge to the customer's house account (account_charges has the invoice). */
    onAccount: boolean("on_account").notNull().default(false),
    /**
     * docs/product.md §3 Paid by, derived so no writer can forget it: By account when charged,
     * By cash once paid in full when sold (any method), else Unpaid.
     */
    paidBy: smallint("paid_by").notNull().$type<PaidBy>().generatedAlwaysAs(sql.raw("case when on_account then 2 when paid_total >= amount then 1 else 0 end")),
  },
  (t) => [
    uniqueIndex("sales_number_key").on(t.number),
    index("sales_business_date_idx").on(t.businessDate, t.number).where(alive),
    index("sales_customer_idx").on(t.customerId, t.createdAt).where(alive),
    index("sales_cashier_idx").on(t.cashierId, t.businessDate).where(alive),
    index("sales_status_idx").on(t.status, t.businessDate).where(alive),
    // A customer's open invoices, read on every charge and payment on account.
    index("sales_on_account_idx")
      .on(t.customerId, t.businessDate)
      .where(sql`on_account and deleted_at is null`),
    index("sales_register_session_idx").on(t.registerSessionId).where(alive),
    index("sales_deleted_idx")
      .on(t.deletedAt)
      .where(sql`deleted_at is not null`),
    // The document's totals (overMoneyCeiling), what was paid towards them, and the tips on top.
    ...moneyChecks("sales", {
      amount: t.amount,
      sub_total: t.subTotal,
      discount_total: t.discountTotal,
      tax_total: t.taxTotal,
      included_tax_total: t.includedTaxTotal,
      paid_total: t.paidTotal,
    }),
    tipCheck("sales", t.tipTotal, t.amount),
    ...textChecks("sales", { notes: [t.notes, "note"], ticket_label: [t.ticketLabel, "ticketLabel"], delete_reason: [t.deleteReason, "reason"] }),
  ],
);

/** One line of a sale, with the prices and computed amounts frozen at the time of sale. */
export const saleLines = pgTable(
  "sale_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saleId: uuid("sale_id")
      .notNull()
      .references(() => sales.id),
    position: smallint("position").notNull(),
    productId: uuid("product_id").references(() => products.id),
    ...pricedLineColumns(),
    refundedQuantity: integer("refunded_quantity").notNull().default(0),
    /**
     * The product's cost when it was sold, frozen (the P&L's cost of goods). Filled by the database
     * from products.cost when a writer leaves it out, so every way a line is written records it.
     */
    unitCost: cents("unit_cost"),
    /**
     * The product's report role when it was sold, frozen like the cost (filled by the database from
     * products.report_role when a writer leaves it out): re-labelling a product leaves the past as
     * it was reported.
     */
    reportRole: smallint("report_role").$type<ReportRole>(),
    /** Staff members who did the work (payroll commissions read this later). */
    staffIds: jsonb("staff_ids").notNull().default([]).$type<string[]>(),
  },
  (t) => [index("sale_lines_sale_idx").on(t.saleId, t.position), index("sale_lines_product_idx").on(t.productId), ...pricedLineChecks("sale_lines", t)],
);

/** Money received for a sale (docs/product.md §3 Payment method). Tips ride on payments but are not part of the sale amount. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saleId: uuid("sale_id")
      .notNull()
      .references(() => sales.id),
    method: smallint("method").notNull().$type<PaymentMethod>(),
    amount: cents("amount").notNull(),
    tip: cents("tip").notNull().default(0),
    /** Cash only: what the customer handed over, and the change given back. */
    tendered: cents("tendered"),
    change: cents("change"),
    reference: text("reference").notNull().default(""),
    origin: smallint("origin").$type<PaymentOrigin>(),
    /** AwardPoints payments: the points spent. */
    points: integer("points"),
    refundedAmount: cents("refunded_amount").notNull().default(0),
    registerSessionId: uuid("register_session_id").references(() => registerSessions.id),
    /** The shop's calendar day the money came in (the day-end report groups by it). */
    businessDate: date("business_date", { mode: "string" }).notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** The payment on account this part of, when it settled a house-account invoice. */
    accountPaymentId: uuid("account_payment_id").references((): AnyPgColumn => accountPayments.id),
  },
  (t) => [
    index("payments_sale_idx").on(t.saleId),
    index("payments_business_date_idx").on(t.businessDate),
    index("payments_created_at_idx").on(t.createdAt),
    index("payments_register_session_idx")
      .on(t.registerSessionId)
      .where(sql`register_session_id is not null`),
    ...moneyChecks("payments", { amount: t.amount, tip: t.tip }),
    ...textChecks("payments", { reference: [t.reference, "reference"] }),
  ],
);

/** A void or a refund (docs/product.md §3 Void or refund), never more than was paid. */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saleId: uuid("sale_id")
      .notNull()
      .references(() => sales.id),
    /** Rows written by one refund request (one per payment it draws on) share it. */
    groupId: uuid("group_id").notNull().defaultRandom(),
    kind: smallint("kind").notNull().$type<VoidOrRefund>(),
    amount: cents("amount").notNull(),
    method: smallint("method").notNull().$type<PaymentMethod>(),
    paymentId: uuid("payment_id").references(() => payments.id),
    reason: text("reason").notNull(),
    /** Which lines and how many of each went back (stock follows). */
    lines: jsonb("lines").notNull().default([]).$type<{ lineId: string; quantity: number; amount: number }[]>(),
    /** Points given back to the customer: the part of an AwardPoints payment refunded. */
    pointsReturned: integer("points_returned").notNull().default(0),
    /** Points the sale had earned, taken back in proportion to the money refunded. */
    pointsTakenBack: integer("points_taken_back").notNull().default(0),
    registerSessionId: uuid("register_session_id").references(() => registerSessions.id),
    businessDate: date("business_date", { mode: "string" }).notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("refunds_sale_idx").on(t.saleId),
    index("refunds_business_date_idx").on(t.businessDate),
    index("refunds_register_session_idx")
      .on(t.registerSessionId)
      .where(sql`register_session_id is not null`),
    ...moneyChecks("refunds", { amount: t.amount }),
    ...textChecks("refunds", { reason: [t.reason, "reason"] }),
  ],
);

/**
 * Answers of money-moving requests by Idempotency-Key: a repeat gets the first answer; the same
 * key with another body is refused. The row is inserted first, in the request's transaction.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_keys_key").on(t.userId, t.key)],
);

/**
 * Messages to send (e-mail, SMS), written in the transaction of the change that causes them.
 * The worker claims due rows (FOR UPDATE SKIP LOCKED), sends, retries with backoff, and records
 * the outcome here: this table is also the e-mail and SMS log.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    /** An e-mail's HTML part, written by the shop in a template and cleaned; `body` is its plain-text part. */
    html: text("html"),
    /** pending, sent, failed, not_sent (no provider configured). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    entity: text("entity"),
    entityId: text("entity_id"),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** direct, automated or bulk (domain MessageOrigin): only the last two wait for quiet hours and caps. */
    origin: text("origin").$type<MessageOrigin>().notNull().default("direct"),
    /** When a worker last took it to send: the hourly caps count the messages taken in the hour. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /**
     * The customer a text or e-mail is to, when the sender knows it: a conversation's thread is the
     * inbound texts (sms_inbound) and the outbox's SMS rows of one customer, in time order.
     */
    customerId: uuid("customer_id").references(() => customers.id),
    /** The provider's id of a sent text (Twilio's MessageSid): status callbacks find the row by it. */
    providerMessageId: text("provider_message_id"),
    /** What the provider last reported of a sent text (domain DeliveryStatus); null before any report. */
    deliveryStatus: text("delivery_status").$type<DeliveryStatus>(),
    /** The campaign a bulk message belongs to: its progress is counted from these rows. */
    campaignId: uuid("campaign_id").references((): AnyPgColumn => campaigns.id),
  },
  (t) => [
    uniqueIndex("outbox_provider_message_key").on(t.providerMessageId),
    index("outbox_customer_sms_idx")
      .on(t.customerId, t.createdAt)
      .where(sql`channel = 'sms' and customer_id is not null`),
    // An unknown number's thread: the texts sent to the number.
    index("outbox_sms_recipient_idx")
      .on(t.recipient, t.createdAt)
      .where(sql`channel = 'sms'`),
    // One message per number or address in a campaign: a second one is refused by the index, not sent.
    uniqueIndex("outbox_campaign_recipient_key")
      .on(t.campaignId, t.recipient)
      .where(sql`campaign_id is not null`),
    // The daily cap: a channel's campaign messages queued since the start of the shop's day.
    index("outbox_campaign_day_idx")
      .on(t.channel, t.createdAt)
      .where(sql`campaign_id is not null`),
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("outbox_channel_created_idx").on(t.channel, t.createdAt),
    index("outbox_automated_claimed_idx")
      .on(t.channel, t.claimedAt)
      .where(sql`origin <> 'direct'`),
  ],
);
