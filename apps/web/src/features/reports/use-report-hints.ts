import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeHints } from "../../realtime/realtime-hints";

/**
 * The realtime hints each report's figures are made of. Payments and refunds are hinted as
 * "sales", drawer sessions and drops as "registers"; the names the reports show come with them
 * (customers, vendors). A hint about anything else leaves the report alone.
 */
export const reportHints = {
  dashboard: ["sales", "registers", "expenses", "purchases", "timeClock"],
  general: ["sales", "expenses", "purchases"],
  sales: ["sales"],
  payments: ["sales"],
  pnl: ["sales", "expenses", "purchases"],
  cashier: ["sales", "registers"],
  monthly: ["sales", "expenses", "purchases"],
  customers: ["sales", "customers"],
  expenses: ["expenses"],
  purchases: ["purchases", "vendors"],
} as const satisfies Record<string, readonly string[]>;

/**
 * Refetches a report, every period of it, on a hint about what it is made of, as the dashboard
 * does: the figures change under the person reading them, the page stays.
 */
export function useReportHints(report: Exclude<keyof typeof reportHints, "dashboard">): void {
  const queryClient = useQueryClient();
  useRealtimeHints(reportHints[report], () => {
    void queryClient.invalidateQueries({ queryKey: ["reports", report] });
  });
}
