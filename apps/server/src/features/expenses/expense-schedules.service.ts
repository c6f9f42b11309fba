import { ActivityAction, expenseRefusals, firstOccurrenceOnOrAfter, occurrenceDate, type ExpenseSchedule, type ExpenseScheduleAction } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { findScheduleDetail, lockSchedule, updateSchedule } from "./expense-schedules.repository";
import { createDueOccurrences } from "./schedule-occurrences";
import { toSchedule } from "./expense-dto";
import { expenseHint } from "./expenses.service";
import { shopToday } from "../settings";

const scheduleMessages: Record<ExpenseScheduleAction, string> = {
  pause: "Schedule paused.",
  resume: "Schedule resumed.",
  end: "Schedule ended.",
};

/**
 * PATCH /api/expenses/schedules/:id. Pause stops new occurrences; resume starts again from the
 * first occurrence on or after today, so what fell due while paused is not made after the fact;
 * end stops it for good. Expenses already made stay.
 */
export async function changeSchedule(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  action: ExpenseScheduleAction,
  ip: string,
): Promise<{ schedule: ExpenseSchedule; message: string }> {
  const today = await shopToday(deps, deps.db);
  const created = await deps.db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, id);
    if (!schedule) throw refusalError(expenseRefusals.scheduleNotFound);
    if (schedule.endedAt) throw refusalError(expenseRefusals.scheduleEnded);
    let made = 0;
    if (action === "pause") {
      await updateSchedule(tx, id, { paused: true });
    } else if (action === "end") {
      await updateSchedule(tx, id, { endedAt: deps.clock() });
    } else if (schedule.paused) {
      const frequency = schedule.frequency;
      const nextIndex = Math.max(schedule.nextIndex, firstOccurrenceOnOrAfter(schedule.startDate, frequency, today));
      const resumed = { ...schedule, paused: false, nextIndex, nextDate: occurrenceDate(schedule.startDate, frequency, nextIndex) };
      await updateSchedule(tx, id, { paused: false, nextIndex: resumed.nextIndex, nextDate: resumed.nextDate });
      made = (await createDueOccurrences(tx, resumed, today, deps.clock())).length;
    }
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Edit, entity: "expenseSchedule", entityId: id, details: { action }, ip });
    return made;
  });
  expenseHint(deps, id, created > 0 ? "New" : "Edit");
  const row = await findScheduleDetail(deps.db, id);
  return { schedule: toSchedule(row!), message: scheduleMessages[action] };
}
