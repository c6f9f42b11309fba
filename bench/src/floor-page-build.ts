import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_CLIENT_TOKEN } from "@washdesk/server/config";
import { firstTileFilter, tileQuery, tilesPath } from "@washdesk/web/pos-tile-query";
import { tokenKey } from "@washdesk/web/token-storage";
import { buildWithManifest, floorPageRoot, webRoot } from "./bundle-bench";

/**
 * Builds the floor page (floor-page/) into outDir, with an inline script at the head of its
 * index.html that sends the first tiles' GET as the HTML is parsed, as the counter's boot script
 * does: a floor that waited for its own bundle before asking would not be the least a page can
 * do, and a counter that asks sooner could look better than its floor. The product's server
 * allows the script by its hash, as it allows the boot script.
 */
export async function buildFloorPage(outDir: string): Promise<void> {
  await buildWithManifest(floorPageRoot, path.join(floorPageRoot, "index.html"), outDir, { postcss: webRoot });
  // The web app's buildUrl reads Vite's build-time settings, which Node does not have.
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(tileQuery(firstTileFilter, "")))
    for (const each of [value].flat()) if (each != null) query.append(name, String(each));
  const url = `/api${tilesPath}?${query}`;
  // Left on window.__floorTiles for the page's bundle (floor-page/main.tsx), or null signed out.
  const script = `window.__floorTiles=(function(){var t=localStorage.getItem(${JSON.stringify(tokenKey)});return t?fetch(${JSON.stringify(url)},{headers:{"x-security-token":${JSON.stringify(DEFAULT_CLIENT_TOKEN)},Authorization:"Bearer "+t}}):null})();`;
  const file = path.join(outDir, "index.html");
  writeFileSync(file, readFileSync(file, "utf8").replace(/<head>/i, `<head>\n    <script>${script}</script>`));
}
