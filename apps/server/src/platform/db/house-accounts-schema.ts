import { sql } from "drizzle-orm";
import { bigint, bigserial, date, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AccountStatus, AccountTerms, PaymentMethod, PaymentOrigin } from "@washdesk/domain";
import { customers, users } from "./schema";
import { sales } from "./sales-schema";
import { registerSessions } from "./registers-schema";
import { cents, createdAt, moneyChecks, textChecks, updatedAt } from "./columns";

/**
 * A customer's house account (docs/product.md §3 House account): one per customer. Its row is the
 * lock every charge takes (FOR UPDATE), so two charges at once never pass the limit together.
 */
export const houseAccounts = pgTable(
  "house_accounts",
  {
    customerId: uuid("customer_id")
      .primaryKey()
      .references(() => customers.id),
    creditLimit: cents("credit_limit").notNull(),
    terms: smallint("terms").notNull().$type<AccountTerms>(),
    status: smallint("status").notNull().$type<AccountStatus>(),
    /** Empty: anyone at the counter may charge; else only these drivers. */
    drivers: jsonb("drivers").notNull().default([]).$type<string[]>(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id),
  },
  (t) => [...moneyChecks("house_accounts", { credit_limit: t.creditLimit }), ...textChecks("house_accounts", { note: [t.note, "note"] })],
);

/** A sale completed on an account: the invoice, with who charged it and the customer's reference. */
export const accountCharges = pgTable(
  "account_charges",
  {
    saleId: uuid("sale_id")
      .primaryKey()
      .references(() => sales.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    /** What was put on the account: the sale's balance when it was charged. */
    amount: cents("amount").notNull(),
    /** The shop's day of the charge: aging and terms count from it. */
    invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
    driverName: text("driver_name").notNull().default(""),
    reference: text("reference").notNull().default(""),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_charges_customer_idx").on(t.customerId, t.invoiceDate),
    ...moneyChecks("account_charges", { amount: t.amount }),
    ...textChecks("account_charges", { driver_name: [t.driverName, "personName"], reference: [t.reference, "reference"] }),
  ],
);

/**
 * Money received on account. It is spread over the open invoices as ordinary payments of those
 * sales (payments.account_payment_id names this row), so drawers, the day-end report and the
 * reports count it as they count any payment, on its own day.
 */
export const accountPayments = pgTable(
  "account_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    method: smallint("method").notNull().$type<PaymentMethod>(),
    amount: cents("amount").notNull(),
    reference: text("reference").notNull().default(""),
    origin: smallint("origin").$type<PaymentOrigin>(),
    registerSessionId: uuid("register_session_id").references(() => registerSessions.id),
    businessDate: date("business_date", { mode: "string" }).notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_payments_customer_idx").on(t.customerId, t.createdAt),
    ...moneyChecks("account_payments", { amount: t.amount }),
    ...textChecks("account_payments", { reference: [t.reference, "reference"] }),
  ],
);

/**
 * Statements sent. The monthly one is unique per customer and month, so the job never sends two
 * for one month whatever the runs and processes; one sent by hand from the profile is recorded too.
 */
export const accountStatements = pgTable(
  "account_statements",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    /** The month covered (YYYY-MM): for the monthly one the month just ended. */
    period: text("period").notNull(),
    /** "monthly" or "manual". */
    kind: text("kind").notNull(),
    balance: cents("balance").notNull(),
    outboxId: bigint("outbox_id", { mode: "number" }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_statements_monthly_key")
      .on(t.customerId, t.period)
      .where(sql`kind = 'monthly'`),
  ],
);
