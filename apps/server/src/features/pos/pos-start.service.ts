import { can, productCategoriesAccess, productSearchAccess, type PosStart, type PosStartQuery } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { listCategories, searchProductCatalog } from "../products";
import { listRegisters } from "../registers";
import { getSessionData } from "../session";
import { readSettings, SHOP_SETTING_KEYS, shopSettingsFrom, TILE_COLOURS_KEY, tileColoursFrom } from "../settings";

/**
 * GET /api/pos/start: each part exactly as its own route answers it (GET /api/session,
 * /api/registers, /api/search/product, /api/products/categories, /api/settings/tile-colours), so
 * the web app may take it in that route's place. The tiles, the categories and their colours are
 * left out for a user their route would refuse. The settings the parts need come in one read.
 */
export async function readPosStart(deps: AppDeps, auth: AuthContext, query: PosStartQuery): Promise<PosStart> {
  const { registerId, ...tileFilter } = query;
  const mayReadCategories = can(auth.group, ...productCategoriesAccess);
  const stored = readSettings(deps.db, [...SHOP_SETTING_KEYS, TILE_COLOURS_KEY]);
  const [session, registers, tiles, categories, tileColours] = await Promise.all([
    getSessionData(
      deps,
      auth,
      registerId,
      stored.then((settings) => shopSettingsFrom((key) => settings.get(key))),
    ),
    listRegisters(deps),
    can(auth.group, ...productSearchAccess) ? searchProductCatalog(deps, tileFilter) : null,
    mayReadCategories ? listCategories(deps) : null,
    mayReadCategories ? stored.then((settings) => tileColoursFrom(settings.get(TILE_COLOURS_KEY))) : null,
  ]);
  return { session, registers, tiles, categories, tileColours };
}
