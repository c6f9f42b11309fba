import type { FastifyInstance } from "fastify";
import { expenseApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { createExpense, deleteExpense, getExpense, listExpenses, updateExpense } from "./expenses.service";
import { createCategory, listCategories } from "./expense-categories.service";
import { changeSchedule } from "./expense-schedules.service";
import { expenseDashboard } from "./expense-dashboard.service";
import { searchEmployees } from "./employee-search.service";

/** Expenses, their categories and schedules (contracts: the domain's expenseApi). */
export function expenseRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, expenseApi.categories, async (request) => ok(await listCategories(deps, request.query.text)));
  route(app, expenseApi.createCategory, async (request) => ok(await createCategory(deps, authOf(request), request.body.name, request.ip), "Category saved."));
  route(app, expenseApi.dashboard, async () => ok(await expenseDashboard(deps)));
  route(app, expenseApi.changeSchedule, async (request) => {
    const { schedule, message } = await changeSchedule(deps, authOf(request), request.params.id, request.body.action, request.ip);
    return ok(schedule, message);
  });
  route(app, expenseApi.list, async (request) => ok(await listExpenses(deps, request.query)));
  route(app, expenseApi.create, async (request) => {
    const created = await createExpense(deps, authOf(request), request.body.expense, request.ip);
    const message = created.expense ? "Expense saved." : `Scheduled expense saved; the first one is due on ${created.schedule?.nextDate ?? ""}.`;
    return ok(created, message);
  });
  route(app, expenseApi.get, async (request) => ok(await getExpense(deps, request.params.id)));
  route(app, expenseApi.update, async (request) =>
    ok(await updateExpense(deps, authOf(request), request.params.id, request.body.expense, request.ip), "Expense saved."),
  );
  route(app, expenseApi.delete, async (request) => {
    await deleteExpense(deps, authOf(request), request.params.id, request.ip);
    return ok(null, "Expense deleted.");
  });
  route(app, expenseApi.staffSearch, async (request) => ok(await searchEmployees(deps, request.query)));
}
