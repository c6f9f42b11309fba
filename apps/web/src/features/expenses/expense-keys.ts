import type { Query } from "../../api/api-url";

/** Every key starts with "expenses", so the realtime hint {entity: "expenses"} refetches all of them. */
export const expenseKeys = {
  all: ["expenses"] as const,
  list: (query: Query) => ["expenses", "list", query] as const,
  dashboard: () => ["expenses", "dashboard"] as const,
  categories: (text: string) => ["expenses", "categories", text] as const,
  employees: (text: string) => ["expenses", "employees", text] as const,
};
