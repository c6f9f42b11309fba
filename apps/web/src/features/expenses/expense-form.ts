import type { FormErrors } from "@mantine/form";
import {
  expenseCreateSchema,
  Frequency,
  isEmployeeCategory,
  PaymentMethod,
  toStoredDate,
  type Attachment,
  type Expense,
  type ExpenseCategory,
  type ExpenseCreate,
  type ExpenseUpdate,
} from "@washdesk/domain";

/** The New Expense dialog's values (docs/product.md §3 Expense draft), as the fields hold them. */
export interface ExpenseFormValues {
  isScheduled: "yes" | "no";
  /** A Frequency value as text (Select values are strings). */
  scheduledFrequency: string;
  /** YYYY-MM-DD */
  date: string;
  reference: string;
  /** A payment method number as text; the number rule checks it. */
  paidBy: string;
  /** Integer cents; null while empty. */
  amount: number | null;
  category: ExpenseCategory | null;
  /** A staff member's id; only sent when the category is Employee. */
  employee: string | null;
  /** Chosen files, uploaded when the expense is saved. */
  files: File[];
  /** Editing: attachments saved before. */
  kept: Attachment[];
  notes: string;
}

/** docs/product.md §3 defaults: date today (the shop's), paidBy Cash, frequency Daily, not scheduled. */
export function emptyExpenseValues(timeZone?: string, now = new Date()): ExpenseFormValues {
  return {
    isScheduled: "no",
    scheduledFrequency: String(Frequency.Daily),
    date: toStoredDate(now, timeZone),
    reference: "",
    paidBy: String(PaymentMethod.Cash),
    amount: null,
    category: null,
    employee: null,
    files: [],
    kept: [],
    notes: "",
  };
}

export function valuesOf(expense: Expense): ExpenseFormValues {
  return {
    isScheduled: "no",
    scheduledFrequency: String(Frequency.Daily),
    date: expense.date,
    reference: expense.reference,
    paidBy: String(expense.paidBy),
    amount: expense.amount,
    category: expense.category,
    employee: expense.employee?.id ?? null,
    files: [],
    kept: expense.attachments,
    notes: expense.notes,
  };
}

/** What POST /api/expenses receives, before the attachments are added. */
export function expenseCreateBody(values: ExpenseFormValues): Omit<ExpenseCreate, "attachments"> {
  const scheduled = values.isScheduled === "yes";
  return {
    isScheduled: scheduled,
    scheduledFrequency: scheduled ? (Number(values.scheduledFrequency) as Frequency) : Frequency.Daily,
    date: values.date,
    reference: values.reference,
    // Sent as typed: the server's number rule (docs/product.md §5) judges it, as the form does.
    paidBy: values.paidBy,
    amount: values.amount ?? undefined,
    category: values.category ?? undefined,
    employee: isEmployeeCategory(values.category?.name) ? values.employee : null,
    notes: values.notes,
  } as Omit<ExpenseCreate, "attachments">;
}

export function expenseUpdateBody(values: ExpenseFormValues): Omit<ExpenseUpdate, "attachments"> {
  const { isScheduled: _scheduled, scheduledFrequency: _frequency, ...body } = expenseCreateBody(values);
  return body as Omit<ExpenseUpdate, "attachments">;
}

/** The form's field for a path of the body schema ("category.id" → "category"). */
const fieldOf = (path: PropertyKey[]) => String(path[0] ?? "");

/**
 * Validates with the domain's schema, so the dialog shows exactly the server's words (docs/product.md §5).
 * An edit has the same rules, so it is judged the same way.
 */
export function validateExpense(values: ExpenseFormValues): FormErrors {
  const result = expenseCreateSchema.safeParse({ ...expenseCreateBody(values), attachments: [] });
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
