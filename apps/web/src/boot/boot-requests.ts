import { buildUrl } from "../api/api-url";
import { firstTileFilter, tileQuery, tilesPath } from "../features/pos/pos-tile-query";

/**
 * The GETs the app sends first on a signed-in screen at this address (start-loading.ts): the
 * session of this station's register, and for the counter its drawers and first tiles. The boot
 * script sends exactly these, so the app's client finds each answer under the same URL; boot.test.ts
 * ("asks for none of them again") holds the two lists together.
 */
export function bootRequestUrls(pathname: string, stationRegisterId: string | null): string[] {
  const urls = [buildUrl("/session", { registerId: stationRegisterId ?? undefined })];
  if (pathname === "/sales/pos") urls.push(buildUrl("/registers", undefined), buildUrl(tilesPath, tileQuery(firstTileFilter, "")));
  return urls;
}
