import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { vendorProjectFields, vendorSearchFields, type VendorPage, type VendorSearchAnswer } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { vendorKeys } from "./vendor-keys";
import type { VendorListRequest } from "./vendor-list-params";

export function useVendorList(query: VendorListRequest) {
  return useQuery({
    queryKey: vendorKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<VendorPage>("/purchases/vendors", { query, signal })).body,
    // The old page stays on screen while the next search answers, so the table does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/search/vendor with the spec's fields and projection (SPEC §7). */
export function useVendorSearch(text: string) {
  return useQuery({
    queryKey: vendorKeys.search(text),
    queryFn: async ({ signal }) =>
      (await api.get<VendorSearchAnswer>("/search/vendor", { query: { text, fields: vendorSearchFields, project: vendorProjectFields }, signal })).body.results,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
