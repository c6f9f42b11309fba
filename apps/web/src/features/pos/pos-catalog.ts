import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ProductSearchAnswer } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { foundProduct, type FoundProduct } from "../sales/product-search";

/** Which tiles show: every service, everything, or one category of the catalog. */
export type TileFilter = { kind: "services" } | { kind: "all" } | { kind: "category"; name: string };

const project = ["_id", "name", "code", "category", "price", "tax", "discount", "kind", "vehiclePrices", "stock"];

function categoriesOf(filter: TileFilter): string[] {
  if (filter.kind === "services") return ["service"];
  if (filter.kind === "category") return [filter.name];
  return [];
}

export const tileFilterKey = (filter: TileFilter) => (filter.kind === "category" ? `category:${filter.name}` : filter.kind);

/**
 * The tiles: GET /api/search/product (the picker route the POS may use) by category, at most 20,
 * A–Z. Typed (or scanned) text searches the whole catalog, whatever category is showing: a code
 * scanned at the counter must find its product. Under "products" so a catalog change refreshes them.
 */
export function usePosTiles(filter: TileFilter, text: string, enabled = true) {
  const scope: TileFilter = text === "" ? filter : { kind: "all" };
  return useQuery({
    queryKey: ["products", "posTiles", tileFilterKey(scope), text],
    queryFn: async ({ signal }): Promise<FoundProduct[]> => {
      const answer = await api.get<ProductSearchAnswer>("/search/product", { query: { text, project, categories: categoriesOf(scope) }, signal });
      return answer.body.results.map(foundProduct);
    },
    staleTime: 30_000,
    enabled,
    // The old tiles stay while the next category answers, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The catalog's categories, for those allowed to read them; the others see the categories of the tiles shown. */
export function usePosCategories(allowed: boolean) {
  return useQuery({
    queryKey: ["products", "categories", "pos"],
    queryFn: async ({ signal }) => (await api.get<string[]>("/products/categories", { signal, silent: true })).body,
    enabled: allowed,
    staleTime: 60_000,
  });
}
