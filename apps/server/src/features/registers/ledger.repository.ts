import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { OrderStatus, PaymentMethod, VoidOrRefund } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { cashDrops, expenses, payments, refunds, sales } from "../../platform/db/schema";
import { sumCents } from "../../platform/db/sum-cents";

// The money rows of registers and days, summed in SQL. Every query groups by register session, so
// one set of queries serves a session's ledger, the Register Report and the day-end report alike.

/** Which rows: those of some register sessions, or those of one business day of the shop. */
export type LedgerScope = { sessionIds: string[] } | { date: string; timeZone: string };

const total = (expression: SQL | AnyPgColumn) => sumCents(expression);
const count = () => sql<number>`count(*)::int`.mapWith(Number);

function scoped(scope: LedgerScope, sessionColumn: AnyPgColumn, day: (date: string) => SQL): SQL {
  if ("sessionIds" in scope) return inArray(sessionColumn, scope.sessionIds.length > 0 ? scope.sessionIds : ["00000000-0000-0000-0000-000000000000"]);
  return day(scope.date);
}

/** Live sales (deleted ones leave the sales figures). */
export function saleTotals(db: Executor, scope: LedgerScope) {
  return db
    .select({
      sessionId: sales.registerSessionId,
      count: count(),
      subTotal: total(sales.subTotal),
      discountTotal: total(sales.discountTotal),
      taxTotal: total(sales.taxTotal),
      amount: total(sales.amount),
      // Pending: rung up and not paid in full (the report flags them beside the sales).
      pendingCount: sql<number>`count(*) filter (where ${sales.status} = ${OrderStatus.Pending})::int`.mapWith(Number),
      pendingAmount: sumCents(sales.amount, sql`${sales.status} = ${OrderStatus.Pending}`),
      pendingPaid: sumCents(sales.paidTotal, sql`${sales.status} = ${OrderStatus.Pending}`),
      firstAt: sql<string | null>`min(${sales.createdAt})`.mapWith((v: unknown) => (v === null ? null : new Date(v as string).toISOString())),
      lastAt: sql<string | null>`max(${sales.createdAt})`.mapWith((v: unknown) => (v === null ? null : new Date(v as string).toISOString())),
    })
    .from(sales)
    .where(
      and(
        isNull(sales.deletedAt),
        scoped(scope, sales.registerSessionId, (date) => eq(sales.businessDate, date)),
      ),
    )
    .groupBy(sales.registerSessionId);
}

/**
 * Payments taken, by method. A deleted sale's payments stay: deleting a sale hands no money back
 * (a refund does), so the cash is still in the drawer and the ledger must say so.
 */
export function paymentTotals(db: Executor, scope: LedgerScope) {
  return db
    .select({ sessionId: payments.registerSessionId, method: payments.method, count: count(), amount: total(payments.amount), tip: total(payments.tip) })
    .from(payments)
    .where(scoped(scope, payments.registerSessionId, (date) => eq(payments.businessDate, date)))
    .groupBy(payments.registerSessionId, payments.method);
}

/** Money given back, by kind (void or refund) and by how it went out. Count is of requests, not rows. */
export function refundTotals(db: Executor, scope: LedgerScope) {
  return db
    .select({
      sessionId: refunds.registerSessionId,
      kind: refunds.kind,
      method: refunds.method,
      count: sql<number>`count(distinct ${refunds.groupId})::int`.mapWith(Number),
      amount: total(refunds.amount),
    })
    .from(refunds)
    .where(scoped(scope, refunds.registerSessionId, (date) => eq(refunds.businessDate, date)))
    .groupBy(refunds.registerSessionId, refunds.kind, refunds.method);
}

export function dropTotals(db: Executor, scope: LedgerScope) {
  return db
    .select({ sessionId: cashDrops.registerSessionId, count: count(), amount: total(cashDrops.amount) })
    .from(cashDrops)
    .where(scoped(scope, cashDrops.registerSessionId, (date) => eq(cashDrops.businessDate, date)))
    .groupBy(cashDrops.registerSessionId);
}

/** Living cash expenses paid out of a drawer. */
export function cashExpenseTotals(db: Executor, scope: LedgerScope) {
  return db
    .select({ sessionId: expenses.registerSessionId, count: count(), amount: total(expenses.amount) })
    .from(expenses)
    .where(
      and(
        isNull(expenses.deletedAt),
        eq(expenses.paidBy, PaymentMethod.Cash),
        sql`${expenses.registerSessionId} is not null`,
        scoped(scope, expenses.registerSessionId, (date) => eq(expenses.date, date)),
      ),
    )
    .groupBy(expenses.registerSessionId);
}

export type SaleTotalsRow = Awaited<ReturnType<typeof saleTotals>>[number];
export type PaymentTotalsRow = Awaited<ReturnType<typeof paymentTotals>>[number];
export type RefundTotalsRow = Awaited<ReturnType<typeof refundTotals>>[number];
export type DropTotalsRow = Awaited<ReturnType<typeof dropTotals>>[number];
export type ExpenseTotalsRow = Awaited<ReturnType<typeof cashExpenseTotals>>[number];

export interface LedgerRows {
  sales: SaleTotalsRow[];
  payments: PaymentTotalsRow[];
  refunds: RefundTotalsRow[];
  drops: DropTotalsRow[];
  expenses: ExpenseTotalsRow[];
}

/** Every sum a scope needs, read one after another (PGlite has one connection anyway). */
export async function readLedgerRows(db: Executor, scope: LedgerScope): Promise<LedgerRows> {
  return {
    sales: await saleTotals(db, scope),
    payments: await paymentTotals(db, scope),
    refunds: await refundTotals(db, scope),
    drops: await dropTotals(db, scope),
    expenses: await cashExpenseTotals(db, scope),
  };
}

export const isVoid = (row: RefundTotalsRow) => row.kind === VoidOrRefund.VOID;
