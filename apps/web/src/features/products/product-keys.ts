import type { ProductListRequest } from "./product-list-params";

export interface ProductSearchRequest {
  text: string;
  excludes: readonly string[];
  categories: readonly string[];
}

/** Every key starts with "products", so a realtime hint about products refetches all of them. */
export const productKeys = {
  all: ["products"] as const,
  list: (query: ProductListRequest) => ["products", "list", query] as const,
  detail: (id: string) => ["products", "detail", id] as const,
  categories: ["products", "categories"] as const,
  search: (query: ProductSearchRequest) => ["products", "search", query] as const,
};
