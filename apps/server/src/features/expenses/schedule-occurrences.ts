import { ActivityAction, occurrenceDate } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { insertOccurrences, type ExpenseRow, type NewExpenseRow } from "./expenses.repository";
import { updateSchedule, type ScheduleRow } from "./expense-schedules.repository";

/** Occurrences one schedule makes per run; a daily schedule back from years of downtime finishes over a few runs. */
export const MAX_OCCURRENCES_PER_RUN = 500;

/**
 * Creates every occurrence of a (locked) schedule due by `today` that is not there yet, and moves
 * the schedule on. Counted from the start date (occurrence 0 is the start itself). An occurrence
 * that exists already, even deleted, is skipped by the unique (schedule_id, date): exactly once.
 */
export async function createDueOccurrences(tx: Executor, schedule: ScheduleRow, today: string, now: Date): Promise<ExpenseRow[]> {
  const frequency = schedule.frequency;
  const rows: NewExpenseRow[] = [];
  let n = schedule.nextIndex;
  let date = occurrenceDate(schedule.startDate, frequency, n);
  while (date <= today && rows.length < MAX_OCCURRENCES_PER_RUN) {
    rows.push({
      date,
      reference: schedule.reference,
      categoryId: schedule.categoryId,
      amount: schedule.amount,
      employeeId: schedule.employeeId,
      paidBy: schedule.paidBy,
      notes: schedule.notes,
      attachments: n === 0 ? schedule.firstAttachments : [],
      scheduleId: schedule.id,
      // Registers do not exist yet: a scheduled cash expense is not paid out of one (see expenses-schema).
      registerSessionId: null,
      createdBy: schedule.createdBy,
    });
    n += 1;
    date = occurrenceDate(schedule.startDate, frequency, n);
  }
  if (rows.length === 0) return [];
  const created = await insertOccurrences(tx, rows);
  await updateSchedule(tx, schedule.id, { nextIndex: n, nextDate: date, lastRun: now });
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
