import { z } from "zod";
import { attachmentSchema } from "../attachments";
import { enumValues, Frequency } from "../enums";

// What the expenses routes answer (inside the envelope's body). The server serializes through
// these schemas, so a field that is not here never leaves it. Money is integer cents.

export const expenseCategorySchema = z.object({ id: z.string(), name: z.string() });
export type ExpenseCategory = z.infer<typeof expenseCategorySchema>;

export const frequencySchema = z.literal(enumValues(Frequency));

export const expenseScheduleSchema = z.object({
  id: z.string(),
  frequency: frequencySchema,
  /** The first occurrence (YYYY-MM-DD). */
  startDate: z.string(),
  /** The next occurrence not yet created; null once ended. */
  nextDate: z.string().nullable(),
  paused: z.boolean(),
  /** ISO 8601; null while it runs. */
  endedAt: z.string().nullable(),
  reference: z.string(),
  category: expenseCategorySchema,
  amount: z.number().int(),
  paidBy: z.number().int(),
  employee: z.object({ id: z.string(), name: z.string() }).nullable(),
  notes: z.string(),
});
export type ExpenseSchedule = z.infer<typeof expenseScheduleSchema>;

export const expenseSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  reference: z.string(),
  category: expenseCategorySchema,
  amount: z.number().int(),
  /** Payment method number (expensePaidByValues). */
  paidBy: z.number().int(),
  employee: z.object({ id: z.string(), name: z.string() }).nullable(),
  notes: z.string(),
  attachments: z.array(attachmentSchema),
  /** The schedule that created it, if any. */
  schedule: z.object({ id: z.string(), frequency: frequencySchema }).nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

/** POST /api/expenses answers the expense made now (null when a schedule's start is still ahead) and the schedule. */
export const expenseCreatedSchema = z.object({
  expense: expenseSchema.nullable(),
  schedule: expenseScheduleSchema.nullable(),
});
export type ExpenseCreated = z.infer<typeof expenseCreatedSchema>;

export const expensePageSchema = z.object({
  items: z.array(expenseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sum of amounts of every expense the filters match, not only this page. */
  totalAmount: z.number().int(),
});
export type ExpensePage = z.infer<typeof expensePageSchema>;

export const expenseDashboardSchema = z.object({
  /** YYYY-MM of the shop's current month. */
  month: z.string(),
  thisMonth: z.number().int(),
  lastMonth: z.number().int(),
  /** The last 12 months including this one, by category, largest first. */
  byCategory: z.array(z.object({ categoryId: z.string(), name: z.string(), amount: z.number().int() })),
  /** The last 12 months, oldest first, every month present (0 when none). */
  byMonth: z.array(z.object({ month: z.string(), amount: z.number().int() })),
  /** Running schedules by next date, soonest first. */
  upcoming: z.array(expenseScheduleSchema),
});
export type ExpenseDashboard = z.infer<typeof expenseDashboardSchema>;

/** GET /api/search/user/ (docs/product.md §7): the employee picker's options. */
export const userSearchResultSchema = z.object({
  id: z.string(),
  _id: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  email: z.string().optional(),
  image: z.string().nullable().optional(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
export const userSearchAnswerSchema = z.object({ count: z.number().int(), results: z.array(userSearchResultSchema) });
export type UserSearchAnswer = z.infer<typeof userSearchAnswerSchema>;
