import { ItemKind } from "../enums";

/** Item kinds by the names used in addresses and search filters ("standard", "combo", "service"). */
export const itemKindByName = { standard: ItemKind.Standard, combo: ItemKind.Combo, service: ItemKind.Service } as const;
export type ItemKindName = keyof typeof itemKindByName;
export const itemKindNames = Object.keys(itemKindByName) as ItemKindName[];

export const productSortFields = ["name", "code", "price", "stock", "createdAt"] as const;

/** Who may search the catalog (GET /api/search/product): the pickers of products, sales, the counter, purchases and appointments. */
export const productSearchAccess = ["products.list", "sales.new", "sales.pos.new", "purchases.new", "purchases.edit", "management.appointment"] as const;

/**
 * Who may read the categories in use (GET /api/products/categories): whoever may search the
 * catalog (each result carries its category, so the list tells them nothing new; the counter shows
 * every category as a chip), and those who add or edit products, whose form offers them.
 */
export const productCategoriesAccess = [...productSearchAccess, "products.new", "products.edit"] as const;

/** The last place a tile can be given on the counter. */
export const TILE_POSITION_MAX = 9999;

/**
 * How search results are ordered with no text: by name (the pickers), or as the counter's tiles
 * (favourites first, then the owner's positions, then the rest, each A–Z).
 */
export const productSearchOrders = ["name", "counter"] as const;
export type ProductSearchOrder = (typeof productSearchOrders)[number];

/** The most results one search answers: enough for a picker, never a whole catalog. */
export const PRODUCT_SEARCH_LIMIT = 20;

/**
 * Names that are item kinds (any case) filter by kind; the others by category (any case). A
 * product passes when either list names it; both empty means no filter.
 */
export function splitCategories(names: readonly string[]): { kinds: ItemKind[]; categories: string[] } {
  const kinds = new Set<ItemKind>();
  const categories = new Set<string>();
  for (const name of names) {
    // Own keys only: a name such as "__proto__" or "constructor" is a category, not an inherited property.
    const key = name.toLowerCase();
    const kind = Object.hasOwn(itemKindByName, key) ? itemKindByName[key as ItemKindName] : undefined;
    if (kind === undefined) categories.add(name.toLowerCase());
    else kinds.add(kind);
  }
  return { kinds: [...kinds], categories: [...categories] };
}
