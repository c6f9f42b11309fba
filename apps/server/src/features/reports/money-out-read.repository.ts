import { eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database";
import { expenseCategories, summaryDayExpenses, summaryDayPurchaseLines, summaryDayPurchases, vendors } from "../../platform/db/schema";
import { sumCents } from "../../platform/db/sum-cents";
import { inPeriod, type Period } from "./summary-read.repository";

// Reads over the daily summaries of money going out: expenses and purchases.

const total = (column: AnyPgColumn) => sumCents(column);
const tally = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`.mapWith(Number);
const month = (column: AnyPgColumn) => sql<string>`to_char(${column}, 'YYYY-MM')`;

export async function expenseTotals(db: Executor, period: Period) {
  const [row] = await db
    .select({ count: tally(summaryDayExpenses.expenseCount), amount: total(summaryDayExpenses.amount) })
    .from(summaryDayExpenses)
    .where(inPeriod(summaryDayExpenses.businessDate, period));
  return row!;
}

export function expensesByCategory(db: Executor, period: Period) {
  return db
    .select({
      categoryId: summaryDayExpenses.categoryId,
      name: sql<string>`coalesce(min(${expenseCategories.name}), '')`,
      count: tally(summaryDayExpenses.expenseCount),
      amount: total(summaryDayExpenses.amount),
    })
    .from(summaryDayExpenses)
    .leftJoin(expenseCategories, eq(expenseCategories.id, summaryDayExpenses.categoryId))
    .where(inPeriod(summaryDayExpenses.businessDate, period))
    .groupBy(summaryDayExpenses.categoryId);
}

export async function purchaseTotals(db: Executor, period: Period) {
  const [row] = await db
    .select({ count: tally(summaryDayPurchases.purchaseCount), amount: total(summaryDayPurchases.amount) })
    .from(summaryDayPurchases)
    .where(inPeriod(summaryDayPurchases.businessDate, period));
  return row!;
}

export function purchasesByVendor(db: Executor, period: Period) {
  return db
    .select({
      vendorId: summaryDayPurchases.vendorId,
      name: sql<string>`coalesce(min(${vendors.company}), '')`,
      count: tally(summaryDayPurchases.purchaseCount),
      amount: total(summaryDayPurchases.amount),
    })
    .from(summaryDayPurchases)
    .leftJoin(vendors, eq(vendors.id, summaryDayPurchases.vendorId))
    .where(inPeriod(summaryDayPurchases.businessDate, period))
    .groupBy(summaryDayPurchases.vendorId);
}

export function expensesBy(db: Executor, period: Period) {
  return db
    .select({
      month: month(summaryDayExpenses.businessDate),
      paidBy: summaryDayExpenses.paidBy,
      scheduled: summaryDayExpenses.scheduled,
      count: tally(summaryDayExpenses.expenseCount),
      amount: total(summaryDayExpenses.amount),
    })
    .from(summaryDayExpenses)
    .where(inPeriod(summaryDayExpenses.businessDate, period))
    .groupBy(month(summaryDayExpenses.businessDate), summaryDayExpenses.paidBy, summaryDayExpenses.scheduled);
}

export function purchasesBy(db: Executor, period: Period) {
  return db
    .select({
      month: month(summaryDayPurchases.businessDate),
      paidBy: summaryDayPurchases.paidBy,
      count: tally(summaryDayPurchases.purchaseCount),
      amount: total(summaryDayPurchases.amount),
    })
    .from(summaryDayPurchases)
    .where(inPeriod(summaryDayPurchases.businessDate, period))
    .groupBy(month(summaryDayPurchases.businessDate), summaryDayPurchases.paidBy);
}

/** Purchased products by product (the name and category as last bought), most spent first. */
export function purchasedProducts(db: Executor, period: Period) {
  return db
    .select({
      productId: summaryDayPurchaseLines.productId,
      name: sql<string>`max(${summaryDayPurchaseLines.name})`,
      category: sql<string>`max(${summaryDayPurchaseLines.category})`,
      quantity: tally(summaryDayPurchaseLines.quantity),
      amount: total(summaryDayPurchaseLines.amount),
    })
    .from(summaryDayPurchaseLines)
    .where(inPeriod(summaryDayPurchaseLines.businessDate, period))
    .groupBy(summaryDayPurchaseLines.productId, sql`case when ${summaryDayPurchaseLines.productId} is null then ${summaryDayPurchaseLines.name} end`)
    .orderBy(sql`sum(${summaryDayPurchaseLines.amount}) desc`);
}
