import type { ProductSearchAnswer } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { foundProduct, type FoundProduct } from "../sales/found-product";
import { tileQuery, tilesPath, type TileFilter } from "./pos-tile-query";

// The tiles' request on its own, without the query library: the app's start asks for the first
// tiles with it while the screen's code is still loading (see routes.tsx).

/** GET /api/search/product (the picker route the POS may use) by category, at most 20, A–Z. */
export async function fetchPosTiles(filter: TileFilter, text: string, options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<FoundProduct[]> {
  const answer = await api.get<ProductSearchAnswer>(tilesPath, { query: tileQuery(filter, text), signal: options.signal, silent: options.silent });
  return answer.body.results.map(foundProduct);
}
