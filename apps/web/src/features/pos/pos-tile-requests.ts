import type { ProductSearchAnswer } from "@washdesk/domain";
import { api } from "../../api/api-client";
import { foundProduct, type FoundProduct } from "../sales/found-product";

// The tiles' request on its own, without the query library: the app's start asks for the first
// tiles with it while the screen's code is still loading (see routes.tsx).

/** Which tiles show: every service, everything, or one category of the catalog. */
export type TileFilter = { kind: "services" } | { kind: "all" } | { kind: "category"; name: string };

/** The tiles a counter opens on. */
export const firstTileFilter: TileFilter = { kind: "services" };

const project = ["_id", "name", "code", "category", "price", "tax", "discount", "kind", "vehiclePrices", "stock"];

function categoriesOf(filter: TileFilter): string[] {
  if (filter.kind === "services") return ["service"];
  if (filter.kind === "category") return [filter.name];
  return [];
}

export const tileFilterKey = (filter: TileFilter) => (filter.kind === "category" ? `category:${filter.name}` : filter.kind);

/** Typed (or scanned) text searches the whole catalog, whatever category is showing. */
const scopeOf = (filter: TileFilter, text: string): TileFilter => (text === "" ? filter : { kind: "all" });

/** Under "products" so a catalog change refreshes the tiles. */
export const posTilesKey = (filter: TileFilter, text: string) => ["products", "posTiles", tileFilterKey(scopeOf(filter, text)), text] as const;

/** GET /api/search/product (the picker route the POS may use) by category, at most 20, A–Z. */
export async function fetchPosTiles(filter: TileFilter, text: string, options: { signal?: AbortSignal; silent?: boolean } = {}): Promise<FoundProduct[]> {
  const answer = await api.get<ProductSearchAnswer>("/search/product", {
    query: { text, project, categories: categoriesOf(scopeOf(filter, text)) },
    signal: options.signal,
    silent: options.silent,
  });
  return answer.body.results.map(foundProduct);
}
