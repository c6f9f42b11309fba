import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { EMPLOYEE_SEARCH_MIN_LENGTH, expenseRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import type { Query } from "../../api/api-url";
import { expenseKeys } from "./expense-keys";

export function useExpenseList(query: Query) {
  return useQuery({
    queryKey: expenseKeys.list(query),
    queryFn: async ({ signal }) => call(expenseRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useExpenseDashboard() {
  return useQuery({
    queryKey: expenseKeys.dashboard(),
    queryFn: async ({ signal }) => call(expenseRoutes.dashboard, { signal }),
  });
}

/** GET /api/expenses/categories?text= (the text already debounced by the caller). */
export function useCategorySearch(text: string, enabled = true) {
  return useQuery({
    queryKey: expenseKeys.categories(text),
    queryFn: async ({ signal }) => call(expenseRoutes.categories, { query: { text }, signal, silent: true }),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** docs/product.md §7 GET /search/user/: the employee picker's options, from 2 characters (docs/product.md §9). */
export function useEmployeeSearch(text: string) {
  return useQuery({
    queryKey: expenseKeys.employees(text),
    queryFn: async ({ signal }) =>
      (
        await call(expenseRoutes.staffSearch, {
          query: { text, project: ["firstName", "lastName", "email", "image"], fields: ["firstName", "lastName", "email"] },
          signal,
          silent: true,
        })
      ).results,
    enabled: text.length >= EMPLOYEE_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
