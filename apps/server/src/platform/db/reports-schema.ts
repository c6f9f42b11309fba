import { bigint, boolean, date, index, integer, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import type { ItemKind, OrderStatus, PaymentMethod, PaymentOrigin, ReportRole, VoidOrRefund } from "@washdesk/domain";
import { cents } from "./columns";

// Daily summaries the reports read (docs/product.md, Reports). Each business day's rows are the
// aggregates of that day's raw rows, computed by one SQL statement per table
// (features/reports/summary-refresh.repository.ts). Triggers on the raw tables raise a day's
// `version` in the same transaction as any write that touches it (migration 0011); a day whose
// `computed_version` lags is recomputed before it is read. So a summary is never older than what
// it summarises, and a report reads a few rows per day whatever the size of the history.

/** One row per business day that has ever had a money row: the freshness of its summaries. */
export const summaryDays = pgTable("summary_days", {
  businessDate: date("business_date", { mode: "string" }).primaryKey(),
  /** Raised by every write to the day's raw rows (triggers). */
  version: bigint("version", { mode: "number" }).notNull().default(1),
  /** The version the day's summary rows were computed at; 0: never. */
  computedVersion: bigint("computed_version", { mode: "number" }).notNull().default(0),
});

/** The day's living sales by vehicle type, hour of the day (shop clock) and cashier. */
export const summaryDaySales = pgTable(
  "summary_day_sales",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    /** "" when the sale named no vehicle type. */
    vehicleType: text("vehicle_type").notNull(),
    hour: smallint("hour").notNull(),
    cashierId: uuid("cashier_id").notNull(),
    saleCount: integer("sale_count").notNull(),
    carCount: integer("car_count").notNull(),
    pendingCount: integer("pending_count").notNull(),
    pendingAmount: cents("pending_amount").notNull(),
    pendingPaid: cents("pending_paid").notNull(),
    /** Before discounts: sub_total + discount_total. */
    gross: cents("gross").notNull(),
    discount: cents("discount").notNull(),
    subTotal: cents("sub_total").notNull(),
    tax: cents("tax").notNull(),
    includedTax: cents("included_tax").notNull(),
    amount: cents("amount").notNull(),
    /** Of the cars, those whose sale has a package, a premium package (report-rules.ts). */
    packageCarCount: integer("package_car_count").notNull().default(0),
    premiumCarCount: integer("premium_car_count").notNull().default(0),
    /** Add-on units on the cars' sales. */
    addOnCount: integer("add_on_count").notNull().default(0),
  },
  (t) => [index("summary_day_sales_date_idx").on(t.businessDate)],
);

/** The day's lines of living sales, by product (or line name when the product is gone) and vehicle type. */
export const summaryDayProducts = pgTable(
  "summary_day_products",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    productId: uuid("product_id"),
    name: text("name").notNull(),
    kind: smallint("kind").notNull().$type<ItemKind>(),
    vehicleType: text("vehicle_type").notNull(),
    /** Sales with this product on them. */
    saleCount: integer("sale_count").notNull(),
    /** Of those, cars (features/reports: a car is a completed sale with a service). */
    carCount: integer("car_count").notNull(),
    quantity: integer("quantity").notNull(),
    gross: cents("gross").notNull(),
    discount: cents("discount").notNull(),
    net: cents("net").notNull(),
    tax: cents("tax").notNull(),
    amount: cents("amount").notNull(),
    /** Units kept (sold less refunded) at their frozen unit cost. */
    cost: cents("cost").notNull().default(0),
    /** The role the lines were sold with (sale_lines.report_role; 0 for none). */
    reportRole: smallint("report_role").notNull().default(0).$type<ReportRole>(),
  },
  (t) => [index("summary_day_products_date_idx").on(t.businessDate)],
);

/** The day's line net split among the staff named on each line (an even split to the cent). */
export const summaryDayStaff = pgTable(
  "summary_day_staff",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    staffId: uuid("staff_id").notNull(),
    lineCount: integer("line_count").notNull(),
    net: cents("net").notNull(),
  },
  (t) => [index("summary_day_staff_date_idx").on(t.businessDate)],
);

/**
 * The lines that earn commission (features/payroll): lines with staff, of the day's sales whose
 * status earns (COMMISSION_STATUSES) and that were never refunded, alike lines counted together.
 * Alike: same status, product, kind, units, net before tax and staff, so the commission of one is
 * the commission of each (a percentage is rounded per line, and `line_count` lines round alike).
 * A refunded sale is left out: payroll reads it whole with its refunds (a refund updates the sale,
 * which marks its day stale). `staff_count` 1 is a line worked alone.
 */
export const summaryDayCommissionLines = pgTable(
  "summary_day_commission_lines",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    status: smallint("status").notNull(),
    productId: uuid("product_id"),
    kind: smallint("kind").notNull().$type<ItemKind>(),
    quantity: integer("quantity").notNull(),
    /** Before tax: net_total less the tax included in it. */
    net: cents("net").notNull(),
    /** The line's staff as JSON text, in their order (the first named takes an odd cent). */
    staffIds: text("staff_ids").notNull(),
    staffCount: smallint("staff_count").notNull(),
    lineCount: integer("line_count").notNull(),
  },
  (t) => [index("summary_day_commission_lines_date_idx").on(t.businessDate)],
);

/**
 * The day's tips as payroll shares them (features/payroll, domain `TipGroup`): tipped payments of
 * the day alike in day, tip, origin, their sale's status and their sale's lines as tips weigh
 * them (`tipLinesOf`: the net of each set of staff, a line below zero as nothing; a sale worked
 * by one set weighs 1), counted together. A payment counts on its own day (a tip added later on
 * the day it was added), so a write to a sale or its lines also marks the days of the sale's
 * tipped payments (migration 0032).
 */
export const summaryDayTips = pgTable(
  "summary_day_tips",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    tip: cents("tip").notNull(),
    /** -1 when the payment has no origin (taken in the shop). */
    origin: smallint("origin").notNull().$type<PaymentOrigin | -1>(),
    status: smallint("status").notNull().$type<OrderStatus>(),
    /** Each set of staff's weight, in the order of `staffSets`. */
    nets: bigint("nets", { mode: "number" }).array().notNull(),
    /** The sets of staff as JSON text, in text order. */
    staffSets: text("staff_sets").array().notNull(),
    paymentCount: integer("payment_count").notNull(),
  },
  (t) => [index("summary_day_tips_date_idx").on(t.businessDate)],
);

/** Money taken on the day (deleted sales' payments included: the money was received). */
export const summaryDayPayments = pgTable(
  "summary_day_payments",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    method: smallint("method").notNull().$type<PaymentMethod>(),
    /** -1 when the payment has no origin (taken in the shop). */
    origin: smallint("origin").notNull().$type<PaymentOrigin | -1>(),
    takenBy: uuid("taken_by").notNull(),
    inDrawer: boolean("in_drawer").notNull(),
    paymentCount: integer("payment_count").notNull(),
    amount: cents("amount").notNull(),
    tip: cents("tip").notNull(),
  },
  (t) => [index("summary_day_payments_date_idx").on(t.businessDate)],
);

/** Money given back on the day, by kind and method; the count is of requests. */
export const summaryDayRefunds = pgTable(
  "summary_day_refunds",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    kind: smallint("kind").notNull().$type<VoidOrRefund>(),
    method: smallint("method").notNull().$type<PaymentMethod>(),
    givenBy: uuid("given_by").notNull(),
    inDrawer: boolean("in_drawer").notNull(),
    refundCount: integer("refund_count").notNull(),
    amount: cents("amount").notNull(),
  },
  (t) => [index("summary_day_refunds_date_idx").on(t.businessDate)],
);

/** The day's living expenses by category, how they were paid and whether a schedule made them. */
export const summaryDayExpenses = pgTable(
  "summary_day_expenses",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    categoryId: uuid("category_id").notNull(),
    paidBy: smallint("paid_by").notNull(),
    scheduled: boolean("scheduled").notNull(),
    inDrawer: boolean("in_drawer").notNull(),
    expenseCount: integer("expense_count").notNull(),
    amount: cents("amount").notNull(),
  },
  (t) => [index("summary_day_expenses_date_idx").on(t.businessDate)],
);

/** The day's living purchases (their day on the shop clock) by vendor and how they were paid. */
export const summaryDayPurchases = pgTable(
  "summary_day_purchases",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    vendorId: uuid("vendor_id").notNull(),
    paidBy: text("paid_by").notNull(),
    purchaseCount: integer("purchase_count").notNull(),
    amount: cents("amount").notNull(),
  },
  (t) => [index("summary_day_purchases_date_idx").on(t.businessDate)],
);

/** The day's purchased products (name and category as bought). */
export const summaryDayPurchaseLines = pgTable(
  "summary_day_purchase_lines",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    productId: uuid("product_id"),
    name: text("name").notNull(),
    category: text("category").notNull(),
    quantity: integer("quantity").notNull(),
    amount: cents("amount").notNull(),
  },
  (t) => [index("summary_day_purchase_lines_date_idx").on(t.businessDate)],
);

/**
 * The day's visits and spend per customer: their living sales that day, and the money given back
 * that day on any of their sales. Indexed by customer too, for first and last visits.
 */
export const summaryDayCustomers = pgTable(
  "summary_day_customers",
  {
    businessDate: date("business_date", { mode: "string" }).notNull(),
    customerId: uuid("customer_id").notNull(),
    visitCount: integer("visit_count").notNull(),
    amount: cents("amount").notNull(),
    givenBack: cents("given_back").notNull(),
  },
  (t) => [index("summary_day_customers_date_idx").on(t.businessDate), index("summary_day_customers_customer_idx").on(t.customerId, t.businessDate)],
);

/**
 * Each customer's whole history, rolled up from their rows of `summary_day_customers`: first and
 * last visit, visits, spend and money given back. Recomputed, in the same transaction, for every
 * customer whose daily rows a recompute of some days touched (before or after), so it always
 * equals the sum of the daily rows (features/reports/customer-totals.repository.ts). The customers
 * report reads it for lifetimes, new against returning, and who has not been seen lately, which
 * would otherwise read every customer's every day.
 */
export const summaryCustomers = pgTable(
  "summary_customers",
  {
    customerId: uuid("customer_id").primaryKey(),
    /** The first and last days with a visit; null when the customer only had money given back. */
    firstVisit: date("first_visit", { mode: "string" }),
    lastVisit: date("last_visit", { mode: "string" }),
    visitCount: integer("visit_count").notNull(),
    amount: cents("amount").notNull(),
    givenBack: cents("given_back").notNull(),
  },
  (t) => [index("summary_customers_first_visit_idx").on(t.firstVisit), index("summary_customers_last_visit_idx").on(t.lastVisit)],
);
