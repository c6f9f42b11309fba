import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { reportRoutes, type MonthlyReport, type ReportPeriod } from "@washdesk/domain";
import { call } from "../../api/call";
import { reportKeys } from "./report-keys";
import { useReportHints } from "./use-report-hints";

const query = (period: ReportPeriod) => ({ from: period.from, to: period.to });

// The previous period's figures stay on screen (marked as refreshing) while another period loads, and
// each report refetches on the realtime hints of what it is made of (use-report-hints.ts).

/** GET /api/reports/general. */
export function useGeneralReport(period: ReportPeriod) {
  useReportHints("general");
  return useQuery({
    queryKey: reportKeys.general(period),
    queryFn: ({ signal }) => call(reportRoutes.general, { query: query(period), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/sales. */
export function useSalesReport(period: ReportPeriod) {
  useReportHints("sales");
  return useQuery({
    queryKey: reportKeys.sales(period),
    queryFn: ({ signal }) => call(reportRoutes.sales, { query: query(period), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/payments. */
export function usePaymentsReport(period: ReportPeriod) {
  useReportHints("payments");
  return useQuery({
    queryKey: reportKeys.payments(period),
    queryFn: ({ signal }) => call(reportRoutes.payments, { query: query(period), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/pnl. */
export function usePnlReport(period: ReportPeriod) {
  useReportHints("pnl");
  return useQuery({
    queryKey: reportKeys.pnl(period),
    queryFn: ({ signal }) => call(reportRoutes.pnl, { query: query(period), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/cashier. */
export function useCashierReport(period: ReportPeriod) {
  useReportHints("cashier");
  return useQuery({
    queryKey: reportKeys.cashier(period),
    queryFn: ({ signal }) => call(reportRoutes.cashier, { query: query(period), signal }),
    placeholderData: keepPreviousData,
  });
}

/** The monthly report with the span of its twelve months as its period (the frame shows and names it). */
export type MonthlyReportWithPeriod = MonthlyReport & { period: ReportPeriod };

function withSpan(report: MonthlyReport): MonthlyReportWithPeriod {
  const first = report.months[0];
  const last = report.months.at(-1);
  return { ...report, period: { from: first?.from ?? "", to: last?.to ?? "" } };
}

/** GET /api/reports/monthly: the twelve months ending on `to`. */
export function useMonthlyReport(to: string) {
  useReportHints("monthly");
  return useQuery({
    queryKey: reportKeys.monthly(to),
    queryFn: ({ signal }) => call(reportRoutes.monthly, { query: { to }, signal }),
    select: withSpan,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/customers, with the days that make a customer "not seen". */
export function useCustomersReport(period: ReportPeriod, notSeenDays: number) {
  useReportHints("customers");
  return useQuery({
    queryKey: reportKeys.customers(period, notSeenDays),
    queryFn: ({ signal }) => call(reportRoutes.customers, { query: { ...query(period), notSeenDays }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/expenses. */
export function useExpensesReport(period: ReportPeriod) {
  useReportHints("expenses");
  return useQuery({
    queryKey: reportKeys.expenses(period),
    queryFn: ({ signal }) => call(reportRoutes.expenses, { query: query(period), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/purchases. */
export function usePurchasesReport(period: ReportPeriod) {
  useReportHints("purchases");
  return useQuery({
    queryKey: reportKeys.purchases(period),
    queryFn: ({ signal }) => call(reportRoutes.purchases, { query: query(period), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/dashboard: only the parts the person may see. */
export function useDashboard(enabled = true) {
  return useQuery({
    queryKey: reportKeys.dashboard(),
    queryFn: ({ signal }) => call(reportRoutes.dashboard, { signal }),
    enabled,
  });
}
