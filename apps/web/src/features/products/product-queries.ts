import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { productRoutes, settingsRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { productKeys, tileColoursKey, type ProductSearchRequest } from "./product-keys";
import type { ProductListRequest } from "./product-list-params";

export function useProductList(query: ProductListRequest) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: async ({ signal }) => call(productRoutes.list, { query, signal }),
    // The old page stays on screen while the next search answers, so the table does not flicker.
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string, enabled = true) {
  return useQuery({
    queryKey: productKeys.detail(id),
    // Silent: the edit screen shows a missing product in place of its form.
    queryFn: async ({ signal }) => call(productRoutes.get, { params: { id }, silent: true, signal }),
    enabled,
  });
}

export function useProductCategories() {
  return useQuery({
    queryKey: productKeys.categories,
    queryFn: async ({ signal }) => call(productRoutes.categories, { silent: true, signal }),
  });
}

/** The colour the owner chose for each category's tiles on the counter. */
export function useTileColours(enabled: boolean) {
  return useQuery({
    queryKey: tileColoursKey,
    queryFn: async ({ signal }) => call(settingsRoutes.tileColours, { signal }),
    enabled,
  });
}

const pickerFields = ["_id", "name", "code", "kind", "price"] as const;

/** The picker's search (GET /search/product): only what the picker shows is projected. */
export function useProductSearch(query: ProductSearchRequest) {
  return useQuery({
    queryKey: productKeys.search(query),
    queryFn: async ({ signal }) =>
      (
        await call(productRoutes.search, {
          query: { text: query.text, excludes: query.excludes, categories: query.categories, project: pickerFields },
          signal,
        })
      ).results,
    placeholderData: keepPreviousData,
  });
}
