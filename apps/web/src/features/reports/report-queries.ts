import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { reportRoutes, type ReportPeriod } from "@washdesk/domain";
import { call } from "../../api/call";
import { reportKeys } from "./report-keys";

const query = (period: ReportPeriod) => ({ from: period.from, to: period.to });

// The previous period's figures stay on screen (marked as refreshing) while another period loads.

/** GET /api/reports/general. */
export function useGeneralReport(period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.general(period),
    queryFn: ({ signal }) => call(reportRoutes.general, { query: query(period), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/sales. */
export function useSalesReport(period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.sales(period),
    queryFn: ({ signal }) => call(reportRoutes.sales, { query: query(period), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/payments. */
export function usePaymentsReport(period: ReportPeriod) {
  return useQuery({
    queryKey: reportKeys.payments(period),
    queryFn: ({ signal }) => call(reportRoutes.payments, { query: query(period), signal }),
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
