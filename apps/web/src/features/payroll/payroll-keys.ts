import type { Query } from "../../api/api-url";

/** Every key starts with "payroll", so the realtime hint {entity: "payroll"} refetches all of them. */
export const payrollKeys = {
  all: ["payroll"] as const,
  settings: () => ["payroll", "settings"] as const,
  preview: (schedule: number, start: string) => ["payroll", "preview", schedule, start] as const,
  runs: (query: Query) => ["payroll", "runs", query] as const,
  run: (id: string) => ["payroll", "run", id] as const,
  employees: (query: Query) => ["payroll", "employees", query] as const,
  profile: (id: string) => ["payroll", "profile", id] as const,
  paymentDates: (query: Query) => ["payroll", "paymentDates", query] as const,
  bonuses: (id: string) => ["payroll", "bonuses", id] as const,
  tipAssignment: (date: string) => ["payroll", "tipAssignment", date] as const,
};
