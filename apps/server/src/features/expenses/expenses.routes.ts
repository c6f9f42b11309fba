import type { FastifyInstance } from "fastify";
import {
  expenseCategoryCreateSchema,
  expenseCategoryQuerySchema,
  expenseCategorySchema,
  expenseCreatedSchema,
  expenseCreateSchema,
  expenseDashboardSchema,
  expenseListQuerySchema,
  expensePageSchema,
  expenseScheduleActionSchema,
  expenseScheduleSchema,
  expenseSchema,
  expenseUpdateSchema,
  userSearchAnswerSchema,
  userSearchQuerySchema,
} from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { createExpense, deleteExpense, getExpense, listExpenses, updateExpense } from "./expenses.service";
import { createCategory, listCategories } from "./expense-categories.service";
import { changeSchedule } from "./expense-schedules.service";
import { expenseDashboard } from "./expense-dashboard.service";
import { searchEmployees } from "./employee-search.service";

const idParams = z.object({ id: z.uuid() });
const tags = ["expenses"];

/** Expenses, their categories and schedules (SPEC §2 /expenses, /expenses/list, dialogs 4–5; §7). */
export function expenseRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/expenses/categories",
    // The expense dialog searches categories, and the list filters by them.
    access: ["expenses.categories.list", "expenses.new", "expenses.edit", "expenses.list"],
    schema: { summary: "Expense categories whose name contains ?text=, A–Z", tags, querystring: expenseCategoryQuerySchema, response: { 200: envelopeOf(z.array(expenseCategorySchema)) } },
    handler: async (request) => ok(await listCategories(deps, request.query.text)),
  });
  route(app, {
    method: "POST",
    url: "/api/expenses/categories",
    access: ["expenses.categories.new"],
    schema: { summary: "Add an expense category {name}", tags, body: expenseCategoryCreateSchema, response: { 200: envelopeOf(expenseCategorySchema) } },
    handler: async (request) => ok(await createCategory(deps, authOf(request), request.body.name, request.ip), "Category saved."),
  });
  route(app, {
    method: "GET",
    url: "/api/expenses/dashboard",
    access: ["expenses.list"],
    schema: { summary: "This month against last, the last 12 months by category and by month, upcoming schedules", tags, response: { 200: envelopeOf(expenseDashboardSchema) } },
    handler: async () => ok(await expenseDashboard(deps)),
  });
  route(app, {
    method: "PATCH",
    url: "/api/expenses/schedules/:id",
    access: ["expenses.edit"],
    schema: { summary: "Pause, resume or end a scheduled expense", tags, params: idParams, body: expenseScheduleActionSchema, response: { 200: envelopeOf(expenseScheduleSchema) } },
    handler: async (request) => {
      const { schedule, message } = await changeSchedule(deps, authOf(request), request.params.id, request.body.action, request.ip);
      return ok(schedule, message);
    },
  });
  route(app, {
    method: "GET",
    url: "/api/expenses",
    access: ["expenses.list"],
    schema: { summary: "Expenses by date range, category, paidBy, employee; paginated, with the total amount", tags, querystring: expenseListQuerySchema, response: { 200: envelopeOf(expensePageSchema) } },
    handler: async (request) => ok(await listExpenses(deps, request.query)),
  });
  route(app, {
    method: "POST",
    url: "/api/expenses",
    access: ["expenses.new"],
    schema: {
      summary: "Add an expense, or a scheduled one (isScheduled) whose due occurrences are made at once",
      tags,
      body: z.object({ expense: expenseCreateSchema }),
      response: { 200: envelopeOf(expenseCreatedSchema) },
    },
    handler: async (request) => {
      const created = await createExpense(deps, authOf(request), request.body.expense, request.ip);
      const message = created.expense ? "Expense saved." : `Scheduled expense saved; the first one is due on ${created.schedule?.nextDate ?? ""}.`;
      return ok(created, message);
    },
  });
  route(app, {
    method: "GET",
    url: "/api/expenses/:id",
    access: ["expenses.list"],
    schema: { summary: "One expense", tags, params: idParams, response: { 200: envelopeOf(expenseSchema) } },
    handler: async (request) => ok(await getExpense(deps, request.params.id)),
  });
  route(app, {
    method: "PATCH",
    url: "/api/expenses/:id",
    access: ["expenses.edit"],
    schema: { summary: "Change an expense (only the fields sent)", tags, params: idParams, body: z.object({ expense: expenseUpdateSchema }), response: { 200: envelopeOf(expenseSchema) } },
    handler: async (request) => ok(await updateExpense(deps, authOf(request), request.params.id, request.body.expense, request.ip), "Expense saved."),
  });
  route(app, {
    method: "DELETE",
    url: "/api/expenses/:id",
    access: ["expenses.delete"],
    schema: { summary: "Delete an expense (kept, marked deleted)", tags, params: idParams, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      await deleteExpense(deps, authOf(request), request.params.id, request.ip);
      return ok(null, "Expense deleted.");
    },
  });
  route(app, {
    method: "GET",
    url: "/api/search/user/",
    access: ["expenses.new", "expenses.edit", "expenses.list"],
    schema: {
      summary: "Staff by first name, last name or e-mail (from 2 characters); project picks the answer's fields",
      tags,
      querystring: userSearchQuerySchema,
      response: { 200: envelopeOf(userSearchAnswerSchema) },
    },
    handler: async (request) => ok(await searchEmployees(deps, request.query)),
  });
}
