import { productRoutes, settingsRoutes, type TileColours } from "@washdesk/domain";
import { call } from "../../api/call";
import { foundProduct, type FoundProduct } from "../sales";
import { tileQuery, type TileFilter } from "./pos-tile-query";

// The tiles', the chips' and the tile colours' requests on their own, without the query library: the app's start
// asks for the first tiles and the categories with them while the screen's code is still loading
// (see routes.tsx).

/** GET /api/search/product (the picker route the POS may use) by category, at most 20, A–Z. */
export async function fetchPosTiles(filter: TileFilter, text: string, options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<FoundProduct[]> {
  const answer = await call(productRoutes.search, { query: tileQuery(filter, text), signal: options.signal, silent: options.silent });
  return answer.results.map(foundProduct);
}

/** GET /api/products/categories: the categories in use, A–Z. */
export async function fetchPosCategories(options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<string[]> {
  return call(productRoutes.categories, { signal: options.signal, silent: options.silent });
}

/** GET /api/settings/tile-colours: the colour of each category's tiles, where the owner chose one. */
export async function fetchPosTileColours(options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<TileColours> {
  return call(settingsRoutes.tileColours, { signal: options.signal, silent: options.silent });
}
