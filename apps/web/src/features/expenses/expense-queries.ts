import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { EMPLOYEE_SEARCH_MIN_LENGTH, type ExpenseCategory, type ExpenseDashboard, type ExpensePage, type UserSearchAnswer } from "@washdesk/domain";
import { api } from "../../api/api-client";
import type { Query } from "../../api/api-url";
import { expenseKeys } from "./expense-keys";

export function useExpenseList(query: Query) {
  return useQuery({
    queryKey: expenseKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<ExpensePage>("/expenses", { query, signal })).body,
    placeholderData: keepPreviousData,
  });
}

export function useExpenseDashboard() {
  return useQuery({
    queryKey: expenseKeys.dashboard(),
    queryFn: async ({ signal }) => (await api.get<ExpenseDashboard>("/expenses/dashboard", { signal })).body,
  });
}

/** GET /api/expenses/categories?text= (the text already debounced by the caller). */
export function useCategorySearch(text: string, enabled = true) {
  return useQuery({
    queryKey: expenseKeys.categories(text),
    queryFn: async ({ signal }) => (await api.get<ExpenseCategory[]>("/expenses/categories", { query: { text }, signal, silent: true })).body,
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** SPEC §7 GET /search/user/: the employee picker's options, from 2 characters (SPEC §9). */
export function useEmployeeSearch(text: string) {
  return useQuery({
    queryKey: expenseKeys.employees(text),
    queryFn: async ({ signal }) =>
      (
        await api.get<UserSearchAnswer>("/search/user/", {
          query: { text, project: ["firstName", "lastName", "email", "image"], fields: ["firstName", "lastName", "email"] },
          signal,
          silent: true,
        })
      ).body.results,
    enabled: text.length >= EMPLOYEE_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
