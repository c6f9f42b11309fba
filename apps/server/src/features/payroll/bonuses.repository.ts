import { and, asc, desc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import type { Bonus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { payrollBonuses } from "../../platform/db/schema";

/** The live bonuses of these people between two business dates (inclusive), per person. */
export async function bonusesBetween(db: Executor, userIds: readonly string[], from: string, to: string): Promise<Map<string, Bonus[]>> {
  const byUser = new Map<string, Bonus[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: payrollBonuses.userId, businessDate: payrollBonuses.businessDate, amount: payrollBonuses.amount })
    .from(payrollBonuses)
    .where(
      and(
        isNull(payrollBonuses.removedAt),
        gte(payrollBonuses.businessDate, from),
        lte(payrollBonuses.businessDate, to),
        inArray(payrollBonuses.userId, [...userIds]),
      ),
    )
    .orderBy(asc(payrollBonuses.businessDate));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ businessDate: row.businessDate, amount: row.amount });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** An employee's live bonuses, the latest day first. */
export async function bonusesOf(db: Executor, userId: string) {
  return db
    .select({
      id: payrollBonuses.id,
      businessDate: payrollBonuses.businessDate,
      amount: payrollBonuses.amount,
      note: payrollBonuses.note,
      createdAt: payrollBonuses.createdAt,
    })
    .from(payrollBonuses)
    .where(and(eq(payrollBonuses.userId, userId), isNull(payrollBonuses.removedAt)))
    .orderBy(desc(payrollBonuses.businessDate), desc(payrollBonuses.createdAt))
    .limit(500);
}

export async function insertBonus(db: Executor, values: { userId: string; businessDate: string; amount: number; note: string; createdBy: string }) {
  const [row] = await db.insert(payrollBonuses).values(values).returning({ id: payrollBonuses.id });
  return row!.id;
}

/** Marks a live bonus removed; answers what it was, or null when there was none. */
export async function removeBonus(db: Executor, userId: string, bonusId: string, at: Date) {
  const [row] = await db
    .update(payrollBonuses)
    .set({ removedAt: at })
    .where(and(eq(payrollBonuses.id, bonusId), eq(payrollBonuses.userId, userId), isNull(payrollBonuses.removedAt)))
    .returning({ businessDate: payrollBonuses.businessDate, amount: payrollBonuses.amount, note: payrollBonuses.note });
  return row ?? null;
}
