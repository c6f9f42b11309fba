import {
  ActivityAction,
  expenseRefusals,
  isEmployeeCategory,
  isScheduleStartTooOld,
  PaymentMethod,
  registerRefusals,
  type Expense,
  type ExpenseCreateValue,
  type ExpenseCreated,
  type ExpenseListFilter,
  type ExpensePage,
  type ExpenseUpdateValue,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor, Transaction } from "../../platform/db/database";
import { holdOpenSession } from "../registers";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { resolveAttachments } from "../files";
import { mapUniqueViolations } from "../../platform/db/db-errors";
import { findCategory } from "./expense-categories.repository";
import { userExists } from "./employee-search.repository";
import * as repo from "./expenses.repository";
import { findScheduleDetail, insertSchedule } from "./expense-schedules.repository";
import { createDueOccurrences } from "./schedule-occurrences";
import { toExpense, toSchedule } from "./expense-dto";
import { shopToday } from "../settings";

const ENTITY = "expense";
export const expenseHint = (deps: AppDeps, id: string | null, action: keyof typeof ActivityAction) => deps.realtime.publish({ entity: "expenses", id, action });

/** A field the form shows the message under (body.fields, as schema failures give it). */

/** The category (living) and the employee it allows: only the Employee category keeps one (docs/product.md §4). */
async function categoryAndEmployee(db: Executor, categoryId: string, employeeId: string | null | undefined) {
  const category = await findCategory(db, categoryId);
  if (!category) throw refusalError(expenseRefusals.categoryGone);
  let employee: string | null = null;
  if (isEmployeeCategory(category.name) && employeeId) {
    if (!(await userExists(db, employeeId))) throw refusalError(expenseRefusals.employeeGone);
    employee = employeeId;
  }
  return { category, employeeId: employee };
}

async function readExpense(deps: AppDeps, db: Executor, id: string): Promise<Expense> {
  const row = await repo.findExpense(db, id);
  if (!row) throw refusalError(expenseRefusals.notFound);
  return toExpense(deps, row);
}

/**
 * POST /api/expenses. A plain expense is saved as is. A scheduled one (isScheduled) becomes a
 * schedule starting on its date, and every occurrence already due (the start date included, when
 * it is today or past) is created at once; the worker makes the later ones.
 */
export async function createExpense(deps: AppDeps, auth: AuthContext, input: ExpenseCreateValue, ip: string): Promise<ExpenseCreated> {
  const today = await shopToday(deps, deps.db);
  if (input.isScheduled && isScheduleStartTooOld(input.date, today)) throw refusalError(expenseRefusals.scheduleStartTooOld);
  const result = await deps.db.transaction(async (tx) => {
    const { category, employeeId } = await categoryAndEmployee(tx, input.category.id, input.employee);
    const attachments = await resolveAttachments(tx, input.attachments, "/attachments/expense");
    const template = { reference: input.reference, categoryId: category.id, amount: input.amount, employeeId, paidBy: input.paidBy, notes: input.notes };
    if (!input.isScheduled) {
      // Cash handed out of this device's open drawer lowers its expected cash; other methods touch no drawer.
      const session = input.paidBy === PaymentMethod.Cash ? await holdOpenSession(tx, input.registerSessionId) : null;
      const row = await repo.insertExpense(tx, { ...template, date: input.date, attachments, createdBy: auth.user.id, registerSessionId: session?.id ?? null });
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.New,
        entity: ENTITY,
        entityId: row.id,
        details: { reference: row.reference, amount: row.amount },
        ip,
      });
      return { expenseId: row.id, scheduleId: null };
    }
    const schedule = await insertSchedule(tx, {
      ...template,
      frequency: input.scheduledFrequency,
      startDate: input.date,
      nextIndex: 0,
      nextDate: input.date,
      firstAttachments: attachments,
      createdBy: auth.user.id,
    });
    const created = await createDueOccurrences(tx, schedule, today, deps.clock());
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.New,
      entity: "expenseSchedule",
      entityId: schedule.id,
      details: {
        reference: schedule.reference,
        amount: schedule.amount,
        frequency: schedule.frequency,
        startDate: schedule.startDate,
        created: created.length,
      },
      ip,
    });
    return { expenseId: created[0]?.id ?? null, scheduleId: schedule.id };
  });
  expenseHint(deps, result.expenseId ?? result.scheduleId, "New");
  const expense = result.expenseId ? await readExpense(deps, deps.db, result.expenseId) : null;
  const scheduleRow = result.scheduleId ? await findScheduleDetail(deps.db, result.scheduleId) : null;
  return { expense, schedule: scheduleRow ? toSchedule(scheduleRow) : null };
}

export function getExpense(deps: AppDeps, id: string): Promise<Expense> {
  return readExpense(deps, deps.db, id);
}

/** PATCH /api/expenses/:id: only the fields sent change; the Employee rule is checked on the result. */
/** Cash paid out of a drawer already counted can't change: the close froze it into the drawer's figures. */
const holdDrawerOf = (tx: Transaction, sessionId: string | null) => holdOpenSession(tx, sessionId, registerRefusals.expenseDrawerClosed);

export async function updateExpense(deps: AppDeps, auth: AuthContext, id: string, input: ExpenseUpdateValue, ip: string): Promise<Expense> {
  await mapUniqueViolations(
    () =>
      deps.db.transaction(async (tx) => {
        const current = await repo.findExpense(tx, id);
        if (!current) throw refusalError(expenseRefusals.notFound);
        const categoryId = input.category?.id ?? current.expense.categoryId;
        const wantedEmployee = input.employee !== undefined ? input.employee : current.expense.employeeId;
        const { employeeId } = await categoryAndEmployee(tx, categoryId, wantedEmployee);
        const changes: repo.ExpenseChanges = { categoryId, employeeId };
        if (input.amount !== undefined || input.paidBy !== undefined) await holdDrawerOf(tx, current.expense.registerSessionId);
        if (input.date !== undefined) changes.date = input.date;
        if (input.reference !== undefined) changes.reference = input.reference;
        if (input.amount !== undefined) changes.amount = input.amount;
        if (input.paidBy !== undefined) changes.paidBy = input.paidBy;
        if (input.notes !== undefined) changes.notes = input.notes;
        if (input.attachments !== undefined) changes.attachments = await resolveAttachments(tx, input.attachments, "/attachments/expense");
        await repo.updateExpense(tx, id, changes);
        await writeActivity(tx, {
          userId: auth.user.id,
          action: ActivityAction.Edit,
          entity: ENTITY,
          entityId: id,
          details: { fields: Object.keys(input) },
          ip,
        });
      }),
    { expenses_schedule_date_key: () => refusalError(expenseRefusals.occurrenceTaken) },
  );
  expenseHint(deps, id, "Edit");
  return readExpense(deps, deps.db, id);
}

/** Soft delete: reports already printed stay true, and a scheduled occurrence is not made again. */
export async function deleteExpense(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await repo.findExpense(tx, id);
    if (current) await holdDrawerOf(tx, current.expense.registerSessionId);
    const deleted = await repo.softDeleteExpense(tx, id, auth.user.id, deps.clock());
    if (!deleted) throw refusalError(expenseRefusals.notFound);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Delete,
      entity: ENTITY,
      entityId: id,
      details: { reference: deleted.reference, amount: deleted.amount },
      ip,
    });
  });
  expenseHint(deps, id, "Delete");
}

export async function listExpenses(deps: AppDeps, filter: ExpenseListFilter): Promise<ExpensePage> {
  const [rows, totals] = await Promise.all([repo.expensePage(deps.db, filter), repo.expenseTotals(deps.db, filter)]);
  return {
    items: await Promise.all(rows.map((row) => toExpense(deps, row))),
    total: totals.count,
    totalAmount: totals.amount,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
