import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Product, ProductPage, ProductSearchAnswer } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { productKeys, type ProductSearchRequest } from "./product-keys";
import type { ProductListRequest } from "./product-list-params";

export function useProductList(query: ProductListRequest) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: async ({ signal }) => (await api.get<ProductPage>("/products", { query, signal })).body,
    // The old page stays on screen while the next search answers, so the table does not flicker.
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: string, enabled = true) {
  return useQuery({
    queryKey: productKeys.detail(id),
    // Silent: the edit screen shows a missing product in place of its form.
    queryFn: async ({ signal }) => (await api.get<Product>(`/products/${id}`, { silent: true, signal })).body,
    enabled,
  });
}

export function useProductCategories() {
  return useQuery({
    queryKey: productKeys.categories,
    queryFn: async ({ signal }) => (await api.get<string[]>("/products/categories", { silent: true, signal })).body,
  });
}

/** The picker's search (GET /search/product): only what the picker shows is projected. */
export function useProductSearch(query: ProductSearchRequest) {
  return useQuery({
    queryKey: productKeys.search(query),
    queryFn: async ({ signal }) =>
      (
        await api.get<ProductSearchAnswer>("/search/product", {
          query: { text: query.text, excludes: query.excludes.join(",") || undefined, categories: query.categories.join(",") || undefined, project: "_id,name,code,kind,price" },
          signal,
        })
      ).body.results,
    placeholderData: keepPreviousData,
  });
}
