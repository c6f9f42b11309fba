import type { ReportPeriod } from "@washdesk/domain";

/**
 * Every key starts with "reports", then the report's name. No realtime hint names reports: each
 * report listens for the hints of what its figures are made of (use-report-hints.ts) and refetches
 * its own key.
 */
export const reportKeys = {
  all: ["reports"] as const,
  dashboard: () => ["reports", "dashboard"] as const,
  general: (period: ReportPeriod) => ["reports", "general", period.from, period.to] as const,
  sales: (period: ReportPeriod) => ["reports", "sales", period.from, period.to] as const,
  payments: (period: ReportPeriod) => ["reports", "payments", period.from, period.to] as const,
  pnl: (period: ReportPeriod) => ["reports", "pnl", period.from, period.to] as const,
  cashier: (period: ReportPeriod) => ["reports", "cashier", period.from, period.to] as const,
  monthly: (to: string) => ["reports", "monthly", to] as const,
  customers: (period: ReportPeriod, notSeenDays: number) => ["reports", "customers", period.from, period.to, notSeenDays] as const,
  expenses: (period: ReportPeriod) => ["reports", "expenses", period.from, period.to] as const,
  purchases: (period: ReportPeriod) => ["reports", "purchases", period.from, period.to] as const,
};
