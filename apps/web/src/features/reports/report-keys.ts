import type { ReportPeriod } from "@washdesk/domain";

/**
 * Every key starts with "reports". No realtime hint names reports: the dashboard listens for the
 * hints of what its figures are made of (dashboard-page.tsx) and refetches its own key.
 */
export const reportKeys = {
  all: ["reports"] as const,
  dashboard: () => ["reports", "dashboard"] as const,
  general: (period: ReportPeriod) => ["reports", "general", period.from, period.to] as const,
  sales: (period: ReportPeriod) => ["reports", "sales", period.from, period.to] as const,
  payments: (period: ReportPeriod) => ["reports", "payments", period.from, period.to] as const,
};
