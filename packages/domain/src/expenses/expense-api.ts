import { z } from "zod";
import { defineApi } from "../api/define-api";
import {
  expenseCategorySchema,
  expenseCreatedSchema,
  expenseDashboardSchema,
  expensePageSchema,
  expenseScheduleSchema,
  expenseSchema,
  userSearchAnswerSchema,
} from "./expense-contract";
import {
  expenseCategoryCreateSchema,
  expenseCategoryQuerySchema,
  expenseCreateSchema,
  expenseListQuerySchema,
  expenseScheduleActionSchema,
  expenseUpdateSchema,
  userSearchQuerySchema,
} from "./expense-inputs";
import { expenseRoutes } from "./expense-routes";

const params = z.object({ id: z.uuid() });

export const expenseApi = defineApi("expenses", expenseRoutes, {
  categories: {
    summary: "Expense categories whose name contains ?text=, A–Z",
    querystring: expenseCategoryQuerySchema,
    response: z.array(expenseCategorySchema),
  },
  createCategory: { summary: "Add an expense category {name}", body: expenseCategoryCreateSchema, response: expenseCategorySchema },
  dashboard: { summary: "This month against last, the last 12 months by category and by month, upcoming schedules", response: expenseDashboardSchema },
  changeSchedule: { summary: "Pause, resume or end a scheduled expense", params, body: expenseScheduleActionSchema, response: expenseScheduleSchema },
  list: {
    summary: "Expenses by date range, category, paidBy, employee; paginated, with the total amount",
    querystring: expenseListQuerySchema,
    response: expensePageSchema,
  },
  create: {
    summary: "Add an expense, or a scheduled one (isScheduled) whose due occurrences are made at once",
    body: z.object({ expense: expenseCreateSchema }),
    response: expenseCreatedSchema,
  },
  get: { summary: "One expense", params, response: expenseSchema },
  update: { summary: "Change an expense (only the fields sent)", params, body: z.object({ expense: expenseUpdateSchema }), response: expenseSchema },
  delete: { summary: "Delete an expense (kept, marked deleted)", params, response: z.null() },
  staffSearch: {
    summary: "Staff by first name, last name or e-mail (from 2 characters); project picks the answer's fields",
    querystring: userSearchQuerySchema,
    response: userSearchAnswerSchema,
  },
});
