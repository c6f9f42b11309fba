import { and, desc, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { ExpenseListFilter } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { expenseCategories, expenses, expenseSchedules, users } from "../../platform/db/schema";
import { sumCents } from "../../platform/db/sum-cents";

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpenseRow = typeof expenses.$inferInsert;
export type ExpenseChanges = Partial<Pick<NewExpenseRow, "date" | "reference" | "categoryId" | "amount" | "employeeId" | "paidBy" | "notes" | "attachments">>;

const employee = alias(users, "employee");
const creator = alias(users, "creator");
const fullName = (first: AnyPgColumn, last: AnyPgColumn) => sql<string | null>`nullif(trim(${first} || ' ' || ${last}), '')`;
const alive = isNull(expenses.deletedAt);

/** An expense with the names people read: category, employee, who entered it, and its schedule. */
const detailFields = {
  expense: expenses,
  categoryName: expenseCategories.name,
  employeeName: fullName(employee.firstName, employee.lastName),
  createdByName: fullName(creator.firstName, creator.lastName),
  frequency: expenseSchedules.frequency,
};

function withNames(db: Executor) {
  return db
    .select(detailFields)
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .leftJoin(employee, eq(employee.id, expenses.employeeId))
    .leftJoin(creator, eq(creator.id, expenses.createdBy))
    .leftJoin(expenseSchedules, eq(expenseSchedules.id, expenses.scheduleId));
}
export type ExpenseDetailRow = Awaited<ReturnType<ReturnType<typeof withNames>["where"]>>[number];

export async function insertExpense(db: Executor, values: NewExpenseRow): Promise<ExpenseRow> {
  const [row] = await db.insert(expenses).values(values).returning();
  return row!;
}

/**
 * Occurrences of schedules: a (schedule, date) that exists already, deleted or not, is left alone,
 * which is what makes a due occurrence appear exactly once however many workers run.
 */
export function insertOccurrences(db: Executor, rows: NewExpenseRow[]): Promise<ExpenseRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(expenses)
    .values(rows)
    .onConflictDoNothing({ target: [expenses.scheduleId, expenses.date] })
    .returning();
}

export async function findExpense(db: Executor, id: string): Promise<ExpenseDetailRow | null> {
  const [row] = await withNames(db).where(and(eq(expenses.id, id), alive));
  return row ?? null;
}

export async function updateExpense(db: Executor, id: string, changes: ExpenseChanges): Promise<boolean> {
  const rows = await db
    .update(expenses)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(expenses.id, id), alive))
    .returning({ id: expenses.id });
  return rows.length > 0;
}

export async function softDeleteExpense(db: Executor, id: string, deletedBy: string, at: Date) {
  const [row] = await db
    .update(expenses)
    .set({ deletedAt: at, deletedBy })
    .where(and(eq(expenses.id, id), alive))
    .returning({ id: expenses.id, reference: expenses.reference, amount: expenses.amount });
  return row ?? null;
}

function listFilter(f: ExpenseListFilter): SQL | undefined {
  return and(
    alive,
    f.from ? gte(expenses.date, f.from) : undefined,
    f.to ? lte(expenses.date, f.to) : undefined,
    f.categoryId ? eq(expenses.categoryId, f.categoryId) : undefined,
    f.employeeId ? eq(expenses.employeeId, f.employeeId) : undefined,
    f.paidBy !== undefined ? eq(expenses.paidBy, f.paidBy) : undefined,
    f.scheduleId ? eq(expenses.scheduleId, f.scheduleId) : undefined,
  );
}

/** One page, newest date first. */
export function expensePage(db: Executor, f: ExpenseListFilter) {
  return withNames(db)
    .where(listFilter(f))
    .orderBy(desc(expenses.date), desc(expenses.createdAt), desc(expenses.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
}

/** How many expenses the filters match and their sum, in SQL over all of them (not only the page). */
export async function expenseTotals(db: Executor, f: ExpenseListFilter): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      amount: sumCents(expenses.amount),
    })
    .from(expenses)
    .where(listFilter(f));
  return row ?? { count: 0, amount: 0 };
}
