import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { payrollRoutes, settingsRoutes, type Recurrence } from "@washdesk/domain";
import { call } from "../../api/call";
import type { Query } from "../../api/api-url";
import { payrollKeys } from "./payroll-keys";

/** Where tips go and the biweekly anchor: the pay runs screen names its periods with it. */
export function usePayrollSettings() {
  return useQuery({
    queryKey: payrollKeys.settings(),
    queryFn: async ({ signal }) => call(settingsRoutes.payroll, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Every employee's pay for one period, computed now (nothing stored). */
export function usePayrollPreview(schedule: Recurrence, start: string | null) {
  return useQuery({
    queryKey: payrollKeys.preview(schedule, start ?? ""),
    queryFn: async ({ signal }) => call(payrollRoutes.preview, { query: { schedule, start: start ?? "" }, signal }),
    enabled: start !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePayRuns(query: Query) {
  return useQuery({
    queryKey: payrollKeys.runs(query),
    queryFn: async ({ signal }) => call(payrollRoutes.runs, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePayRun(id: string | null) {
  return useQuery({
    queryKey: payrollKeys.run(id ?? ""),
    queryFn: async ({ signal }) => call(payrollRoutes.run, { params: { id: id ?? "" }, signal }),
    enabled: id !== null,
  });
}

export function usePayrollEmployees(query: { from: string; to: string }) {
  return useQuery({
    queryKey: payrollKeys.employees(query),
    queryFn: async ({ signal }) => call(payrollRoutes.employees, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePayrollProfile(id: string) {
  return useQuery({
    queryKey: payrollKeys.profile(id),
    queryFn: async ({ signal }) => call(payrollRoutes.employee, { params: { id }, signal }),
  });
}

export function usePaymentDates(query: { from: string; to: string }) {
  return useQuery({
    queryKey: payrollKeys.paymentDates(query),
    queryFn: async ({ signal }) => call(payrollRoutes.paymentDates, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBonuses(employeeId: string) {
  return useQuery({
    queryKey: payrollKeys.bonuses(employeeId),
    queryFn: async ({ signal }) => call(payrollRoutes.bonuses, { params: { id: employeeId }, signal }),
  });
}

/** Who shares a day's unassigned tips, and who may; read when the dialog opens. */
export function useTipAssignment(businessDate: string | null) {
  return useQuery({
    queryKey: payrollKeys.tipAssignment(businessDate ?? ""),
    queryFn: async ({ signal }) => call(payrollRoutes.tipAssignment, { params: { date: businessDate ?? "" }, signal }),
    enabled: businessDate !== null,
  });
}
