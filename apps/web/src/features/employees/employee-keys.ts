import type { EmployeeListFilter } from "@washdesk/domain";

/** What the list asks for: every filter spelt out. */
export type EmployeeListRequest = Omit<EmployeeListFilter, "pageSize"> & { pageSize?: number };

/** Keys start with the entity a realtime hint names, so a hint refetches every screen of it. */
export const employeeKeys = {
  all: ["employees"] as const,
  list: (query: EmployeeListRequest) => ["employees", "list", query] as const,
  one: (id: string) => ["employees", "one", id] as const,
};

export const groupKeys = {
  all: ["groups"] as const,
};
