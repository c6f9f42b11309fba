import { and, between, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { cashDrops, registerSessions } from "../../platform/db/schema";
import { sumCents } from "../../platform/db/sum-cents";
import type { Period } from "./summary-read.repository";

// Drawer sessions and drops are a few rows a day: read from their own tables by business date.

/** Per person who opened drawers in the period: how many, and the over/short of those closed. */
export function sessionsByOpener(db: Executor, period: Period) {
  return db
    .select({
      userId: registerSessions.openedBy,
      sessionCount: sql<number>`count(*)::int`.mapWith(Number),
      closedCount: sql<number>`count(*) filter (where ${registerSessions.closedAt} is not null)::int`.mapWith(Number),
      overShort: sumCents(sql`${registerSessions.countedCash} - ${registerSessions.expectedCash}`, sql`${registerSessions.closedAt} is not null`),
    })
    .from(registerSessions)
    .where(between(registerSessions.businessDate, period.from, period.to))
    .groupBy(registerSessions.openedBy);
}

export function dropsByPerson(db: Executor, period: Period) {
  return db
    .select({ userId: cashDrops.createdBy, count: sql<number>`count(*)::int`.mapWith(Number), amount: sumCents(cashDrops.amount) })
    .from(cashDrops)
    .where(and(between(cashDrops.businessDate, period.from, period.to), isNotNull(cashDrops.createdBy)))
    .groupBy(cashDrops.createdBy);
}
