import { ActivityAction, dueOccurrences } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { insertOccurrences, type ExpenseRow, type NewExpenseRow } from "./expenses.repository";
import { updateSchedule, type ScheduleRow } from "./expense-schedules.repository";

/** Occurrences one schedule makes per run: more than a year of a daily one, the most dueOccurrences ever gives. */
export const MAX_OCCURRENCES_PER_RUN = 500;

/**
 * Creates every occurrence of a (locked) schedule due by `today` that is not there yet, and moves
 * the schedule on. Counted from the start date (occurrence 0 is the start itself), never older
 * than a year (dueOccurrences). An occurrence that exists already, even deleted, is skipped by the
 * unique (schedule_id, date): exactly once.
 */
export async function createDueOccurrences(tx: Executor, schedule: ScheduleRow, today: string, now: Date): Promise<ExpenseRow[]> {
  const { due, nextIndex, nextDate } = dueOccurrences(schedule, today, MAX_OCCURRENCES_PER_RUN);
  const rows = due.map(({ index, date }): NewExpenseRow => ({
    date,
    reference: schedule.reference,
    categoryId: schedule.categoryId,
    amount: schedule.amount,
    employeeId: schedule.employeeId,
    paidBy: schedule.paidBy,
    notes: schedule.notes,
    attachments: index === 0 ? schedule.firstAttachments : [],
    scheduleId: schedule.id,
    // Registers do not exist yet: a scheduled cash expense is not paid out of one (see expenses-schema).
    registerSessionId: null,
    createdBy: schedule.createdBy,
  }));
  if (nextIndex !== schedule.nextIndex) await updateSchedule(tx, schedule.id, { nextIndex, nextDate, lastRun: now });
  if (rows.length === 0) return [];
  const created = await insertOccurrences(tx, rows);
  if (created.length > 0) {
    await writeActivity(tx, {
      userId: null,
      action: ActivityAction.New,
      entity: "expense",
      entityId: schedule.id,
      details: { scheduleId: schedule.id, dates: created.map((r) => r.date) },
    });
  }
  return created;
}
