import type { EarlyQuery } from "../../app/early-queries";
import { registerKeys } from "../registers";
import { fetchRegisters } from "../registers";
import { firstTileFilter, posCategoriesKey, posTileColoursKey, posTilesKey } from "./pos-tile-query";
import { fetchPosCategories, fetchPosTileColours, fetchPosTiles } from "./pos-tile-requests";

/**
 * What the counter needs before it can sell: the drawers (is this station's open?), the first
 * tiles with their colours and the category chips above them. Asked for beside the session, not after the screen
 * has rendered. Silent: a refusal is reported by the screen's own request, which runs when an
 * early one failed.
 */
export function posStartRequests(): EarlyQuery[] {
  return [
    { queryKey: registerKeys.stations(), answer: fetchRegisters({ silent: true }) },
    { queryKey: posTilesKey(firstTileFilter, ""), answer: fetchPosTiles(firstTileFilter, "", { silent: true }) },
    { queryKey: posCategoriesKey, answer: fetchPosCategories({ silent: true }) },
    { queryKey: posTileColoursKey, answer: fetchPosTileColours({ silent: true }) },
  ];
}
