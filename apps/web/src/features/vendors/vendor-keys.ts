import type { VendorListRequest } from "./vendor-list-params";

/** Every key starts with "vendors", so a realtime hint about vendors refetches all of them. */
export const vendorKeys = {
  all: ["vendors"] as const,
  list: (query: VendorListRequest) => ["vendors", "list", query] as const,
  search: (text: string) => ["vendors", "search", text] as const,
};
