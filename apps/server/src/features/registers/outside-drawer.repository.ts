import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { PaymentMethod } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { expenseCategories, expenses, payments, refunds, sales, users } from "../../platform/db/schema";

// Cash of one business day that names no register session: taken, given back or paid out by the
// back office. The day-end report lists each move so the day's cash adds up on its face.

const byName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const iso = (v: unknown) => new Date(v as string).toISOString();

export function cashPaymentsOutside(db: Executor, date: string) {
  return db
    .select({
      id: payments.id,
      at: sql<string>`${payments.createdAt}`.mapWith(iso),
      byId: payments.createdBy,
      byName,
      saleId: payments.saleId,
      saleNumber: sales.number,
      amount: sql<number>`(${payments.amount} + ${payments.tip})::bigint`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(sales, eq(sales.id, payments.saleId))
    .innerJoin(users, eq(users.id, payments.createdBy))
    .where(and(eq(payments.businessDate, date), eq(payments.method, PaymentMethod.Cash), isNull(payments.registerSessionId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export function cashRefundsOutside(db: Executor, date: string) {
  return db
    .select({
      id: refunds.id,
      at: sql<string>`${refunds.createdAt}`.mapWith(iso),
      byId: refunds.createdBy,
      byName,
      saleId: refunds.saleId,
      saleNumber: sales.number,
      amount: refunds.amount,
    })
    .from(refunds)
    .innerJoin(sales, eq(sales.id, refunds.saleId))
    .innerJoin(users, eq(users.id, refunds.createdBy))
    .where(and(eq(refunds.businessDate, date), eq(refunds.method, PaymentMethod.Cash), isNull(refunds.registerSessionId)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Living cash expenses dated that day and paid out of no drawer (a schedule's have no author). */
export function cashExpensesOutside(db: Executor, date: string) {
  return db
    .select({
      id: expenses.id,
      at: sql<string>`${expenses.createdAt}`.mapWith(iso),
      byId: expenses.createdBy,
      byName: sql<string | null>`case when ${users.id} is null then null else ${byName} end`,
      category: expenseCategories.name,
      reference: expenses.reference,
      amount: expenses.amount,
    })
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(users, eq(users.id, expenses.createdBy))
    .where(and(eq(expenses.date, date), isNull(expenses.deletedAt), eq(expenses.paidBy, PaymentMethod.Cash), isNull(expenses.registerSessionId)))
    .orderBy(asc(expenses.createdAt), asc(expenses.id));
}
