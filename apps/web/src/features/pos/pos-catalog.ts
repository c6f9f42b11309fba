import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { FoundProduct } from "../sales";
import { posCategoriesKey, posTileColoursKey, posTilesKey, type TileFilter } from "./pos-tile-query";
import { fetchPosCategories, fetchPosTileColours, fetchPosTiles } from "./pos-tile-requests";

export { tileFilterKey, type TileFilter } from "./pos-tile-query";

/**
 * The tiles by category, A–Z. Typed (or scanned) text searches the whole catalog, whatever
 * category is showing: a code scanned at the counter must find its product.
 */
export function usePosTiles(filter: TileFilter, text: string, enabled = true) {
  return useQuery({
    queryKey: posTilesKey(filter, text),
    queryFn: ({ signal }): Promise<FoundProduct[]> => fetchPosTiles(filter, text, { signal }),
    staleTime: 30_000,
    enabled,
    // The old tiles stay while the next category answers, so the grid does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The categories in use, for those allowed to read them (whoever may search the catalog, see productCategoriesAccess). */
export function usePosCategories(allowed: boolean) {
  return useQuery({
    queryKey: posCategoriesKey,
    queryFn: ({ signal }) => fetchPosCategories({ signal, silent: true }),
    enabled: allowed,
    staleTime: 60_000,
  });
}

/** The category colours of the tiles, for those allowed to read the categories; none until they arrive. */
export function usePosTileColours(allowed: boolean) {
  return useQuery({
    queryKey: posTileColoursKey,
    queryFn: ({ signal }) => fetchPosTileColours({ signal, silent: true }),
    enabled: allowed,
    staleTime: 60_000,
  });
}
