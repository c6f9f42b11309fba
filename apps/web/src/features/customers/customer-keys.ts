import type { CustomerListRequest } from "./customer-list-params";

/** Every key starts with "customers", so a realtime hint about customers refetches all of them. */
export const customerKeys = {
  all: ["customers"] as const,
  list: (query: CustomerListRequest) => ["customers", "list", query] as const,
  detail: (id: string) => ["customers", "detail", id] as const,
  phone: (digits: string, exceptId: string | null) => ["customers", "phone", digits, exceptId] as const,
};
