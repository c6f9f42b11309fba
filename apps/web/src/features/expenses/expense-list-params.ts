import type { Query } from "../../api/api-url";

export interface ExpenseListParams {
  from: string;
  to: string;
  categoryId: string;
  paidBy: string;
  employeeId: string;
  page: number;
}

export const EXPENSES_PAGE_SIZE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f-]{36}$/i;

/** The filters live in the address (?from=&to=&category=&paidBy=&employee=&page=), so a link or Back keeps them. */
export function readExpenseParams(params: URLSearchParams): ExpenseListParams {
  const page = Number(params.get("page"));
  const date = (key: string) => (DATE.test(params.get(key) ?? "") ? params.get(key)! : "");
  const id = (key: string) => (ID.test(params.get(key) ?? "") ? params.get(key)! : "");
  return {
    from: date("from"),
    to: date("to"),
    categoryId: id("category"),
    paidBy: /^\d+$/.test(params.get("paidBy") ?? "") ? params.get("paidBy")! : "",
    employeeId: id("employee"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function writeExpenseParams(list: ExpenseListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.from) params.set("from", list.from);
  if (list.to) params.set("to", list.to);
  if (list.categoryId) params.set("category", list.categoryId);
  if (list.paidBy) params.set("paidBy", list.paidBy);
  if (list.employeeId) params.set("employee", list.employeeId);
  if (list.page > 1) params.set("page", String(list.page));
  return params;
}

/** GET /api/expenses's query for these filters. */
export function expenseListQuery(list: ExpenseListParams): Query {
  return {
    from: list.from || undefined,
    to: list.to || undefined,
    categoryId: list.categoryId || undefined,
    paidBy: list.paidBy || undefined,
    employeeId: list.employeeId || undefined,
    page: list.page,
    pageSize: EXPENSES_PAGE_SIZE,
  };
}
