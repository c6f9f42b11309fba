import { and, eq, gte, lte } from "drizzle-orm";
import type { TipAssignment } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { payrollTipAssignments } from "../../platform/db/schema";

/** The assignments of the days between two business dates (inclusive). */
export async function tipAssignmentsBetween(db: Executor, from: string, to: string): Promise<TipAssignment[]> {
  const rows = await db
    .select({ businessDate: payrollTipAssignments.businessDate, employeeIds: payrollTipAssignments.employeeIds })
    .from(payrollTipAssignments)
    .where(and(gte(payrollTipAssignments.businessDate, from), lte(payrollTipAssignments.businessDate, to)));
  return rows;
}

export async function tipAssignmentOf(db: Executor, businessDate: string): Promise<string[]> {
  const [row] = await db
    .select({ employeeIds: payrollTipAssignments.employeeIds })
    .from(payrollTipAssignments)
    .where(eq(payrollTipAssignments.businessDate, businessDate));
  return row?.employeeIds ?? [];
}

/** Replaces the day's assignment. */
export async function saveTipAssignment(db: Executor, businessDate: string, employeeIds: string[], by: string): Promise<void> {
  await db
    .insert(payrollTipAssignments)
    .values({ businessDate, employeeIds, assignedBy: by })
    .onConflictDoUpdate({ target: payrollTipAssignments.businessDate, set: { employeeIds, assignedBy: by, assignedAt: new Date() } });
}
