import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db/database";
import { expenseCategories, expenseSchedules, users } from "../../platform/db/schema";

export type ScheduleRow = typeof expenseSchedules.$inferSelect;
export type NewScheduleRow = typeof expenseSchedules.$inferInsert;

const employee = alias(users, "employee");
const fullName = (first: AnyPgColumn, last: AnyPgColumn) => sql<string | null>`nullif(trim(${first} || ' ' || ${last}), '')`;
const running = and(eq(expenseSchedules.paused, false), isNull(expenseSchedules.endedAt));

export async function insertSchedule(db: Executor, values: NewScheduleRow): Promise<ScheduleRow> {
  const [row] = await db.insert(expenseSchedules).values(values).returning();
  return row!;
}

/** A schedule, locked for the rest of the transaction so a pause and a run do not cross. */
export async function lockSchedule(db: Executor, id: string): Promise<ScheduleRow | null> {
  const [row] = await db.select().from(expenseSchedules).where(eq(expenseSchedules.id, id)).for("update");
  return row ?? null;
}

/**
 * Running schedules with an occurrence due by `today`, locked; rows another worker holds are
 * skipped (it is creating their occurrences right now), so two workers share the work.
 */
export function claimDueSchedules(db: Executor, today: string, limit: number): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(expenseSchedules)
    .where(and(running, lte(expenseSchedules.nextDate, today)))
    .orderBy(asc(expenseSchedules.nextDate), asc(expenseSchedules.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function updateSchedule(
  db: Executor,
  id: string,
  changes: Partial<Pick<NewScheduleRow, "nextIndex" | "nextDate" | "paused" | "endedAt" | "lastRun">>,
) {
  await db
    .update(expenseSchedules)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(expenseSchedules.id, id));
}

const scheduleFields = { schedule: expenseSchedules, categoryName: expenseCategories.name, employeeName: fullName(employee.firstName, employee.lastName) };

function withNames(db: Executor) {
  return db
    .select(scheduleFields)
    .from(expenseSchedules)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenseSchedules.categoryId))
    .leftJoin(employee, eq(employee.id, expenseSchedules.employeeId));
}
export type ScheduleDetailRow = Awaited<ReturnType<ReturnType<typeof withNames>["where"]>>[number];

export async function findScheduleDetail(db: Executor, id: string): Promise<ScheduleDetailRow | null> {
  const [row] = await withNames(db).where(eq(expenseSchedules.id, id));
  return row ?? null;
}

/** Schedules not ended, running ones first, soonest next date first. */
export function upcomingSchedules(db: Executor, limit: number) {
  return withNames(db)
    .where(isNull(expenseSchedules.endedAt))
    .orderBy(asc(expenseSchedules.paused), asc(expenseSchedules.nextDate), asc(expenseSchedules.id))
    .limit(limit);
}
