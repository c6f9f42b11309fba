import { defineRoutes } from "../api/route-contract";

/** Expenses, their categories and schedules (docs/product.md §2 /expenses, /expenses/list; §7). */
export const expenseRoutes = defineRoutes({
  // The expense dialog searches categories, and the list filters by them.
  categories: { method: "GET", path: "/api/expenses/categories", access: ["expenses.categories.list", "expenses.new", "expenses.edit", "expenses.list"] },
  createCategory: { method: "POST", path: "/api/expenses/categories", access: ["expenses.categories.new"] },
  dashboard: { method: "GET", path: "/api/expenses/dashboard", access: ["expenses.list"] },
  changeSchedule: { method: "PATCH", path: "/api/expenses/schedules/:id", access: ["expenses.edit"] },
  list: { method: "GET", path: "/api/expenses", access: ["expenses.list"] },
  create: { method: "POST", path: "/api/expenses", access: ["expenses.new"] },
  get: { method: "GET", path: "/api/expenses/:id", access: ["expenses.list"] },
  update: { method: "PATCH", path: "/api/expenses/:id", access: ["expenses.edit"] },
  delete: { method: "DELETE", path: "/api/expenses/:id", access: ["expenses.delete"] },
  staffSearch: { method: "GET", path: "/api/search/user/", access: ["expenses.new", "expenses.edit", "expenses.list"] },
});
