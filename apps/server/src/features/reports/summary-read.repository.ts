import { and, between, eq, gt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database";
import { products, summaryDayPayments, summaryDayProducts, summaryDayRefunds, summaryDaySales, summaryDayStaff, users } from "../../platform/db/schema";
import { sumCents } from "../../platform/db/sum-cents";

// Reads over the daily summaries of a period (kept fresh by summaries.service.ts before a read):
// a few rows per day, whatever the size of the history.

export interface Period {
  from: string;
  to: string;
}

const total = (column: AnyPgColumn | SQL) => sumCents(column);
const tally = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`.mapWith(Number);
export const inPeriod = (column: AnyPgColumn, period: Period) => between(column, period.from, period.to);
const personName = sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

const saleMeasures = {
  saleCount: tally(summaryDaySales.saleCount),
  carCount: tally(summaryDaySales.carCount),
  pendingCount: tally(summaryDaySales.pendingCount),
  pendingAmount: total(summaryDaySales.pendingAmount),
  pendingPaid: total(summaryDaySales.pendingPaid),
  gross: total(summaryDaySales.gross),
  discount: total(summaryDaySales.discount),
  subTotal: total(summaryDaySales.subTotal),
  tax: total(summaryDaySales.tax),
  amount: total(summaryDaySales.amount),
  packageCarCount: tally(summaryDaySales.packageCarCount),
  premiumCarCount: tally(summaryDaySales.premiumCarCount),
  addOnCount: tally(summaryDaySales.addOnCount),
};

export async function saleTotals(db: Executor, period: Period) {
  const [row] = await db.select(saleMeasures).from(summaryDaySales).where(inPeriod(summaryDaySales.businessDate, period));
  return row!;
}
export type SaleTotals = Awaited<ReturnType<typeof saleTotals>>;

export function salesByDay(db: Executor, period: Period) {
  return db
    .select({ date: summaryDaySales.businessDate, ...saleMeasures })
    .from(summaryDaySales)
    .where(inPeriod(summaryDaySales.businessDate, period))
    .groupBy(summaryDaySales.businessDate)
    .orderBy(summaryDaySales.businessDate);
}

export function salesByCashier(db: Executor, period: Period) {
  return db
    .select({
      cashierId: summaryDaySales.cashierId,
      name: personName,
      saleCount: saleMeasures.saleCount,
      amount: saleMeasures.amount,
      discount: saleMeasures.discount,
    })
    .from(summaryDaySales)
    .leftJoin(users, eq(users.id, summaryDaySales.cashierId))
    .where(inPeriod(summaryDaySales.businessDate, period))
    .groupBy(summaryDaySales.cashierId, users.firstName, users.lastName)
    .orderBy(sql`${saleMeasures.amount} desc`, summaryDaySales.cashierId);
}

/**
 * Lines by product: a product's current name and category (a renamed product is one row); a line
 * whose product is gone keeps the name it was sold under.
 */
export function salesByProduct(db: Executor, period: Period) {
  const name = sql<string>`coalesce(${products.name}, ${summaryDayProducts.name})`;
  return db
    .select({
      productId: summaryDayProducts.productId,
      name: sql<string>`min(${name})`,
      category: sql<string>`coalesce(min(${products.category}), '')`,
      kind: sql<number>`min(${summaryDayProducts.kind})`.mapWith(Number),
      saleCount: tally(summaryDayProducts.saleCount),
      carCount: tally(summaryDayProducts.carCount),
      quantity: tally(summaryDayProducts.quantity),
      gross: total(summaryDayProducts.gross),
      discount: total(summaryDayProducts.discount),
      net: total(summaryDayProducts.net),
    })
    .from(summaryDayProducts)
    .leftJoin(products, eq(products.id, summaryDayProducts.productId))
    .where(inPeriod(summaryDayProducts.businessDate, period))
    .groupBy(summaryDayProducts.productId, sql`case when ${summaryDayProducts.productId} is null then ${summaryDayProducts.name} end`)
    .orderBy(sql`sum(${summaryDayProducts.net}) desc`, sql`min(${name})`);
}

/**
 * Cars by service or combo and the role its lines were sold with: a product re-labelled within the
 * period is a row per role, each with the cars sold under it.
 */
export function carsByProductRole(db: Executor, period: Period) {
  const name = sql<string>`coalesce(${products.name}, ${summaryDayProducts.name})`;
  return db
    .select({
      productId: summaryDayProducts.productId,
      name: sql<string>`min(${name})`,
      reportRole: summaryDayProducts.reportRole,
      carCount: tally(summaryDayProducts.carCount),
    })
    .from(summaryDayProducts)
    .leftJoin(products, eq(products.id, summaryDayProducts.productId))
    .where(and(inPeriod(summaryDayProducts.businessDate, period), gt(summaryDayProducts.carCount, 0)))
    .groupBy(
      summaryDayProducts.productId,
      sql`case when ${summaryDayProducts.productId} is null then ${summaryDayProducts.name} end`,
      summaryDayProducts.reportRole,
    );
}

export function salesByStaff(db: Executor, period: Period) {
  return db
    .select({ staffId: summaryDayStaff.staffId, name: personName, lineCount: tally(summaryDayStaff.lineCount), net: total(summaryDayStaff.net) })
    .from(summaryDayStaff)
    .leftJoin(users, eq(users.id, summaryDayStaff.staffId))
    .where(inPeriod(summaryDayStaff.businessDate, period))
    .groupBy(summaryDayStaff.staffId, users.firstName, users.lastName)
    .orderBy(sql`sum(${summaryDayStaff.net}) desc`, summaryDayStaff.staffId);
}

/**
 * The period's payments summed by method in the database: a handful of rows, where the summary
 * holds one per day, method, origin and person (thousands for a year; on PGlite every row handed
 * over crosses into JavaScript while the one connection is held).
 */
export function paymentsByMethod(db: Executor, period: Period) {
  return db
    .select({
      method: summaryDayPayments.method,
      count: tally(summaryDayPayments.paymentCount),
      amount: total(summaryDayPayments.amount),
      tip: total(summaryDayPayments.tip),
    })
    .from(summaryDayPayments)
    .where(inPeriod(summaryDayPayments.businessDate, period))
    .groupBy(summaryDayPayments.method)
    .orderBy(summaryDayPayments.method);
}
export type PaymentRow = Awaited<ReturnType<typeof paymentsByMethod>>[number];

/** The tips of the period's payments, for a report that needs no other figure of them. */
export async function tipsTotal(db: Executor, period: Period): Promise<{ tip: number }> {
  const [row] = await db
    .select({ tip: total(summaryDayPayments.tip) })
    .from(summaryDayPayments)
    .where(inPeriod(summaryDayPayments.businessDate, period));
  return row!;
}

export function refundsBy(db: Executor, period: Period) {
  return db
    .select({
      date: summaryDayRefunds.businessDate,
      kind: summaryDayRefunds.kind,
      method: summaryDayRefunds.method,
      count: tally(summaryDayRefunds.refundCount),
      amount: total(summaryDayRefunds.amount),
    })
    .from(summaryDayRefunds)
    .where(inPeriod(summaryDayRefunds.businessDate, period))
    .groupBy(summaryDayRefunds.businessDate, summaryDayRefunds.kind, summaryDayRefunds.method);
}
export type RefundRow = Awaited<ReturnType<typeof refundsBy>>[number];

/** The period's money given back by kind and method, summed in the database (see paymentsByMethod). */
export function refundTotals(db: Executor, period: Period) {
  return db
    .select({
      kind: summaryDayRefunds.kind,
      method: summaryDayRefunds.method,
      count: tally(summaryDayRefunds.refundCount),
      amount: total(summaryDayRefunds.amount),
    })
    .from(summaryDayRefunds)
    .where(inPeriod(summaryDayRefunds.businessDate, period))
    .groupBy(summaryDayRefunds.kind, summaryDayRefunds.method);
}
/** Money given back without its day: what a figure of the whole period needs. */
export type RefundTotalRow = Omit<RefundRow, "date">;

/** Money given back by each person, by kind. */
export function refundsByPerson(db: Executor, period: Period) {
  return db
    .select({
      givenBy: summaryDayRefunds.givenBy,
      kind: summaryDayRefunds.kind,
      count: tally(summaryDayRefunds.refundCount),
      amount: total(summaryDayRefunds.amount),
    })
    .from(summaryDayRefunds)
    .where(inPeriod(summaryDayRefunds.businessDate, period))
    .groupBy(summaryDayRefunds.givenBy, summaryDayRefunds.kind);
}

/** The frozen cost of the units kept, over the period's sales. */
export async function costOfGoods(db: Executor, period: Period): Promise<number> {
  const [row] = await db
    .select({ cost: total(summaryDayProducts.cost) })
    .from(summaryDayProducts)
    .where(inPeriod(summaryDayProducts.businessDate, period));
  return row!.cost;
}
