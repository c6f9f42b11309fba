import { z } from "zod";
import { pageQuerySchema } from "../api";
import { attachmentListSchema } from "../attachments";
import { enumValues, Frequency } from "../enums";
import { businessDate, messages, moneyCents, numberRule, requiredText, text } from "../validation";
import { isExpensePaidBy } from "./expense-paid-by";
import { EMPLOYEE_SEARCH_MIN_LENGTH, expenseMessages, scheduleActions, userProjectFields, userSearchFields } from "./expense-rules";

/** A business date (a schedule's start is also at most a year back: scheduleStartProblem, checked with the shop's today). */
const storedDate = () => businessDate();

/** Whole cents from one cent ("Minimum 0.01 !", docs/product.md §5) to $1,000,000.00. */
const amountCents = () => moneyCents(1);

/** docs/product.md §5: paidBy must pass the number rule; here also one of the ways an expense is paid. */
const paidBy = () => numberRule().refine(isExpensePaidBy, { error: expenseMessages.paidByUnknown });

/** The category picked from the search (docs/product.md §2 dialog 5: "object with name"); only its id is trusted. */
const categoryRef = () =>
  z.object(
    {
      id: z.uuid({ error: messages.categoryRequired }),
      name: text("label").optional(),
    },
    { error: messages.categoryRequired },
  );

const expenseFields = {
  date: storedDate(),
  reference: requiredText("reference"),
  category: categoryRef(),
  amount: amountCents(),
  /** A staff member; kept only when the category is Employee. */
  employee: z.uuid().nullable().optional(),
  /** Records returned by POST /api/aws/files with path /attachments/expense. */
  attachments: attachmentListSchema.default([]),
  paidBy: paidBy(),
  notes: text("note").default(""),
};

/** POST /api/expenses {expense} (docs/product.md §3 Expense draft, §5 rules). */
export const expenseCreateSchema = z.object({
  ...expenseFields,
  isScheduled: z.boolean().default(false),
  /** Only read when isScheduled; then `date` is the start date. */
  scheduledFrequency: z.literal(enumValues(Frequency), { error: expenseMessages.frequencyUnknown }).default(Frequency.Daily),
  /** A cash expense paid out of this device's open register: it lowers the drawer's expected cash. */
  registerSessionId: z.uuid().nullable().optional(),
});
export type ExpenseCreate = z.input<typeof expenseCreateSchema>;
export type ExpenseCreateValue = z.output<typeof expenseCreateSchema>;

/** PATCH /api/expenses/:id {expense}: only the fields sent change. */
export const expenseUpdateSchema = z.object({
  date: expenseFields.date.optional(),
  reference: expenseFields.reference.optional(),
  category: expenseFields.category.optional(),
  amount: expenseFields.amount.optional(),
  employee: expenseFields.employee,
  attachments: attachmentListSchema.optional(),
  paidBy: paidBy().optional(),
  notes: text("note").optional(),
});
export type ExpenseUpdate = z.input<typeof expenseUpdateSchema>;
export type ExpenseUpdateValue = z.output<typeof expenseUpdateSchema>;

/** A filter left blank ("from=") is no filter. */
const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);
const optionalQueryDate = () => z.preprocess(blankIsAbsent, storedDate().optional());
const optionalQueryId = () =>
  z
    .union([z.literal(""), z.uuid()])
    .optional()
    .transform((v) => (v ? v : undefined));

/** GET /api/expenses: every filter optional; newest first. */
export const expenseListQuerySchema = pageQuerySchema.extend({
  from: optionalQueryDate(),
  to: optionalQueryDate(),
  categoryId: optionalQueryId(),
  employeeId: optionalQueryId(),
  paidBy: z.preprocess(blankIsAbsent, paidBy().optional()),
  scheduleId: optionalQueryId(),
});
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>;
export type ExpenseListFilter = z.output<typeof expenseListQuerySchema>;

/** POST /api/expenses/categories {name} (docs/product.md §5: name required). */
export const expenseCategoryCreateSchema = z.object({ name: requiredText("label") });
export type ExpenseCategoryCreate = z.input<typeof expenseCategoryCreateSchema>;

/** GET /api/expenses/categories?text=: names containing the text, A–Z. */
export const expenseCategoryQuerySchema = z.object({ text: text("label").default("") });

export const expenseScheduleActionSchema = z.object({ action: z.enum(scheduleActions) });

const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((raw) => {
    if (raw === undefined || raw === null) return undefined;
    const values = Array.isArray(raw) ? raw : [raw];
    return values
      .flatMap((value) => (typeof value === "string" ? value.split(",") : [value]))
      .map((value) => (typeof value === "string" ? value.trim() : value))
      .filter((value) => value !== "");
  }, z.array(item).max(20).optional());

/** GET /api/search/user/?text=&project=&fields= (docs/product.md §7, §9: from 2 characters). */
export const userSearchQuerySchema = z.object({
  text: text("search").min(EMPLOYEE_SEARCH_MIN_LENGTH, expenseMessages.searchTooShort),
  fields: listParam(z.enum(userSearchFields)).transform((f) => (f && f.length > 0 ? f : [...userSearchFields])),
  project: listParam(z.enum(userProjectFields)).transform((p) => (p && p.length > 0 ? p : [...userProjectFields])),
});
export type UserSearchQuery = z.input<typeof userSearchQuerySchema>;
export type UserSearchFilter = z.output<typeof userSearchQuerySchema>;
