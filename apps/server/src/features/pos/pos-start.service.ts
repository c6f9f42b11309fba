import { can, productCategoriesAccess, productSearchAccess, type PosStart, type PosStartQuery } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { listCategories, searchProductCatalog } from "../products";
import { listRegisters } from "../registers";
import { getSessionData } from "../session";

/**
 * GET /api/pos/start: each part exactly as its own route answers it (GET /api/session,
 * /api/registers, /api/search/product, /api/products/categories), so the web app may take it in
 * that route's place. The tiles and the categories are left out for a user their route would refuse.
 */
export async function readPosStart(deps: AppDeps, auth: AuthContext, query: PosStartQuery): Promise<PosStart> {
  const { registerId, ...tileFilter } = query;
  const [session, registers, tiles, categories] = await Promise.all([
    getSessionData(deps, auth, registerId),
    listRegisters(deps),
    can(auth.group, ...productSearchAccess) ? searchProductCatalog(deps, tileFilter) : null,
    can(auth.group, ...productCategoriesAccess) ? listCategories(deps) : null,
  ]);
  return { session, registers, tiles, categories };
}
