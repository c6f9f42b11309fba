import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { vendorProjectFields, vendorRoutes, vendorSearchFields } from "@washdesk/domain";
import { call } from "../../api/call";
import { vendorKeys } from "./vendor-keys";
import type { VendorListRequest } from "./vendor-list-params";

export function useVendorList(query: VendorListRequest) {
  return useQuery({
    queryKey: vendorKeys.list(query),
    queryFn: async ({ signal }) => call(vendorRoutes.list, { query, signal }),
    // The old page stays on screen while the next search answers, so the table does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/search/vendor with the fields and projection of docs/product.md (docs/product.md §7). */
export function useVendorSearch(text: string) {
  return useQuery({
    queryKey: vendorKeys.search(text),
    queryFn: async ({ signal }) =>
      (await call(vendorRoutes.search, { query: { text, fields: vendorSearchFields, project: vendorProjectFields }, signal })).results,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
