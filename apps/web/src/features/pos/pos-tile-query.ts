import type { productRoutes } from "@washdesk/domain";
import type { CallQuery } from "../../api/call";

// What the tiles ask for, with no dependencies: the boot script (boot/boot.ts) sends the first
// tiles' request with it before the app's code has arrived.

/** Which tiles show: every service, everything, or one category of the catalog. */
export type TileFilter = { kind: "services" } | { kind: "all" } | { kind: "category"; name: string };

/** The tiles a counter opens on. */
export const firstTileFilter: TileFilter = { kind: "services" };

/** The picker route the POS may use: by category, at most 20, in the counter's order (favourites, positions, A–Z). */
export const tilesPath = "/search/product";

const project = ["_id", "name", "code", "category", "price", "tax", "discount", "kind", "vehiclePrices", "stock"] as const;

function categoriesOf(filter: TileFilter): string[] {
  if (filter.kind === "services") return ["service"];
  if (filter.kind === "category") return [filter.name];
  return [];
}

export const tileFilterKey = (filter: TileFilter) => (filter.kind === "category" ? `category:${filter.name}` : filter.kind);

/** Typed (or scanned) text searches the whole catalog, whatever category is showing. */
const scopeOf = (filter: TileFilter, text: string): TileFilter => (text === "" ? filter : { kind: "all" });

/** The categories in use, the chips above the tiles. */
export const categoriesPath = "/products/categories";

/** Under "products" so a catalog change refreshes the chips. */
export const posCategoriesKey = ["products", "categories", "pos"] as const;

/** The tiles' category colours, chosen by the owner (a shop setting). */
export const tileColoursPath = "/settings/tile-colours";

/** Under the settings' tile colours, so a change of them (its hint, or a save on this device) repaints the tiles. */
export const posTileColoursKey = ["settings", "tileColours", "pos"] as const;

/** Under "products" so a catalog change refreshes the tiles. */
export const posTilesKey = (filter: TileFilter, text: string) => ["products", "posTiles", tileFilterKey(scopeOf(filter, text)), text] as const;

/** The query of GET /api/search/product for these tiles. */
export const tileQuery = (filter: TileFilter, text: string): CallQuery<typeof productRoutes.search> => ({
  text,
  project,
  categories: categoriesOf(scopeOf(filter, text)),
  order: "counter",
});
