// The vendor rules that are plain values: a screen reads them without loading the schemas.
import type { VendorSearchResult } from "./vendor-contract";

/** Fields GET /api/search/vendor searches and may project (docs/product.md §7). */
export const vendorSearchFields = ["company", "representative", "phone", "email"] as const;
export type VendorSearchField = (typeof vendorSearchFields)[number];

export const vendorProjectFields = ["_id", "company", "representative", "email", "phone"] as const;
export type VendorProjectField = (typeof vendorProjectFields)[number];

/** The most results one vendor search answers: a picker's worth. */
export const VENDOR_SEARCH_LIMIT = 20;

/** docs/product.md §7: a search result becomes a select option, value = id and label = company. */
export function vendorOption(result: Pick<VendorSearchResult, "id" | "company">): { value: string; label: string } {
  return { value: result.id, label: result.company ?? "" };
}

export const vendorSortFields = ["company", "createdAt"] as const;
