import type { PosStart } from "@washdesk/domain";
import { buildUrl } from "../api/api-url";
import { categoriesPath, firstTileFilter, tileColoursPath, tileQuery, tilesPath } from "../features/pos/pos-tile-query";

/**
 * What the boot script sends on a signed-in screen at this address: one GET, and the app's first
 * GETs it answers (start-loading.ts), each by its URL with the part of the answer's body that is
 * that GET's answer (`whole`: all of it). Elsewhere the session of this station's drawer; on the
 * counter GET /api/pos/start, which carries the session, the drawers, the first tiles, the
 * categories and their tile colours in one answer. The app's client finds each answer under the
 * URL it asks for; boot.test.ts ("asks for none of them again") holds the two sides together.
 */
export interface BootRequest {
  url: string;
  answers: { url: string; part: "whole" | keyof PosStart }[];
}

/** The counter's first data in one answer (the server's features/pos/pos-start.routes.ts). */
const posStartPath = "/pos/start";

export function bootRequest(pathname: string, stationRegisterId: string | null): BootRequest {
  const registerId = stationRegisterId ?? undefined;
  const sessionUrl = buildUrl("/session", { registerId });
  if (pathname !== "/sales/pos") return { url: sessionUrl, answers: [{ url: sessionUrl, part: "whole" }] };
  const tiles = tileQuery(firstTileFilter, "");
  return {
    url: buildUrl(posStartPath, { ...tiles, registerId }),
    answers: [
      { url: sessionUrl, part: "session" },
      { url: buildUrl("/registers", undefined), part: "registers" },
      { url: buildUrl(tilesPath, tiles), part: "tiles" },
      { url: buildUrl(categoriesPath, undefined), part: "categories" },
      { url: buildUrl(tileColoursPath, undefined), part: "tileColours" },
    ],
  };
}
