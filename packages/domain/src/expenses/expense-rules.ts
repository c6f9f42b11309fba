// The expense rules that are plain values: a screen reads them without loading the schemas.

/** Words of the expense rules docs/product.md does not give (docs/product.md §5 has the shared ones). */
export const expenseMessages = {
  paidByUnknown: "Choose how it was paid.",
  frequencyUnknown: "Choose how often it repeats.",
  searchTooShort: "Type at least 2 characters.",
} as const;

/** docs/product.md §9: employee search from 2 characters; the category search uses the same floor for its text. */
export const EMPLOYEE_SEARCH_MIN_LENGTH = 2;

/** docs/product.md §9: category and employee searches wait this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

export const USER_SEARCH_LIMIT = 20;

export const CATEGORY_LIST_LIMIT = 50;

/** PATCH /api/expenses/schedules/:id: pause, resume (skipping what was missed) or end for good. */
export const scheduleActions = ["pause", "resume", "end"] as const;

export type ExpenseScheduleAction = (typeof scheduleActions)[number];

/** Fields GET /api/search/user/ searches and may project (docs/product.md §7). */
export const userSearchFields = ["firstName", "lastName", "email"] as const;

export const userProjectFields = ["_id", "firstName", "lastName", "email", "image"] as const;
