import type { ProductSearchAnswer } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { foundProduct, type FoundProduct } from "../sales/found-product";
import { categoriesPath, tileQuery, tilesPath, type TileFilter } from "./pos-tile-query";

// The tiles' and the chips' requests on their own, without the query library: the app's start
// asks for the first tiles and the categories with them while the screen's code is still loading
// (see routes.tsx).

/** GET /api/search/product (the picker route the POS may use) by category, at most 20, A–Z. */
export async function fetchPosTiles(filter: TileFilter, text: string, options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<FoundProduct[]> {
  const answer = await api.get<ProductSearchAnswer>(tilesPath, { query: tileQuery(filter, text), signal: options.signal, silent: options.silent });
  return answer.body.results.map(foundProduct);
}

/** GET /api/products/categories: the categories in use, A–Z. */
export async function fetchPosCategories(options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<string[]> {
  return (await api.get<string[]>(categoriesPath, { signal: options.signal, silent: options.silent })).body;
}
