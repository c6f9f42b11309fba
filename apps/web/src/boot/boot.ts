import { headers } from "@washdesk/domain";
import { clientToken } from "../api/api-url";
import { readStationRegisterId } from "../features/registers/station-storage";
import { tokenKey } from "../session/token-storage";
import { bootRequestUrls } from "./boot-requests";
import { bootRouteFor, type BootRoute } from "./boot-routes";
import { openEarlyChannel } from "./early-responses";

// The boot script: a file of a few hundred bytes that index.html loads before the app (see
// vite-boot-script.ts). On a signed-in screen it starts, at once and side by side, what the app
// would otherwise only ask for once its own code had downloaded and run: the screen's chunks and
// its first data. At the counter that is most of the wait for the first tile.

/** Written by the build: each screen's address and the files it needs. */
declare const __BOOT_ROUTES__: BootRoute[];

function storedToken(): string | null {
  try {
    return localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

function preload(href: string): void {
  const link = document.createElement("link");
  const css = href.endsWith(".css");
  link.rel = css ? "stylesheet" : "modulepreload";
  // As the app's own loader asks, so the browser reuses the answer instead of fetching twice.
  link.crossOrigin = "";
  link.href = href;
  document.head.appendChild(link);
}

function boot(): void {
  const token = storedToken();
  const { pathname } = window.location;
  // Signed out, or the login page (which only sends a stored session on to the dashboard).
  if (token === null || pathname === "/") return;
  const route = bootRouteFor(__BOOT_ROUTES__, pathname);
  if (!route) return;
  const early = openEarlyChannel();
  if (!early) return;
  // The data first: inline, this runs after the parser has already asked for the entry's files, and
  // over HTTP/1.1's six connections whatever is asked for last waits for a free one. The screen's
  // chunks, asked for after, still arrived with the data; asked for before, they held the data
  // back ~30 ms on a cold load.
  const requestHeaders = { [headers.clientToken]: clientToken, Accept: "application/json", Authorization: `Bearer ${token}` };
  for (const url of bootRequestUrls(pathname, readStationRegisterId())) {
    const response = fetch(url, { headers: requestHeaders });
    // Nobody may take a failed one: the app then asks itself, and reports.
    response.catch(() => undefined);
    early.set(url, { token, response });
  }
  for (const file of route.files) preload(file);
}

boot();
