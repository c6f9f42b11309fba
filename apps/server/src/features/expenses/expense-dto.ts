import type { Expense, ExpenseSchedule } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { signAttachments } from "../files";
import type { ExpenseDetailRow } from "./expenses.repository";
import type { ScheduleDetailRow } from "./expense-schedules.repository";

type SignDeps = Pick<AppDeps, "db" | "config" | "clock">;

export async function toExpense(deps: SignDeps, row: ExpenseDetailRow): Promise<Expense> {
  const e = row.expense;
  return {
    id: e.id,
    date: e.date,
    reference: e.reference,
    category: { id: e.categoryId, name: row.categoryName },
    amount: e.amount,
    paidBy: e.paidBy,
    employee: e.employeeId ? { id: e.employeeId, name: row.employeeName ?? "" } : null,
    notes: e.notes,
    attachments: await signAttachments(deps, e.attachments),
    // Only values of frequencySchema are ever written to the column.
    schedule: e.scheduleId && row.frequency !== null ? { id: e.scheduleId, frequency: row.frequency } : null,
    createdBy: e.createdBy ? { id: e.createdBy, name: row.createdByName ?? "" } : null,
    createdAt: e.createdAt.toISOString(),
  };
}

export function toSchedule(row: ScheduleDetailRow): ExpenseSchedule {
  const s = row.schedule;
  return {
    id: s.id,
    frequency: s.frequency,
    startDate: s.startDate,
    nextDate: s.endedAt ? null : s.nextDate,
    paused: s.paused,
    endedAt: s.endedAt?.toISOString() ?? null,
    reference: s.reference,
    category: { id: s.categoryId, name: row.categoryName },
    amount: s.amount,
    paidBy: s.paidBy,
    employee: s.employeeId ? { id: s.employeeId, name: row.employeeName ?? "" } : null,
    notes: s.notes,
  };
}
