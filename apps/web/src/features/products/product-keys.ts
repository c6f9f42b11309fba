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

/**
 * The tile colours, a shop setting: under "settings", as its realtime hint names it; the counter's
 * own key (pos-tile-query.ts) lies under this one, so a save here repaints the counter's tiles too.
 */
export const tileColoursKey = ["settings", "tileColours"] as const;
