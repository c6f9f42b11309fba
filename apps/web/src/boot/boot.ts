import { headers, screenMetaName } from "@washdesk/domain";
import { clientToken } from "../api/api-url";
import { readStationRegisterId } from "../features/registers/station-storage";
import { tokenKey } from "../session/token-storage";
import { bootRequestUrls } from "./boot-requests";
import { openEarlyChannel } from "./early-responses";

// The boot script: a few hundred bytes that index.html runs inline before the app (see
// vite-boot-script.ts). On a signed-in screen it sends, at once, what the app would otherwise only
// ask for once its own code had downloaded and run: the screen's first data. The screen's files
// are already on their way: the server wrote a preload of each into the page (the server's
// platform/screen-pages.ts), with a meta tag naming the screen.

function storedToken(): string | null {
  try {
    return localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

function boot(): void {
  const token = storedToken();
  // No meta tag: the login page, an address no screen has, or a page served without the server.
  if (token === null || !document.querySelector(`meta[name="${screenMetaName}"]`)) return;
  const early = openEarlyChannel();
  if (!early) return;
  const requestHeaders = { [headers.clientToken]: clientToken, Accept: "application/json", Authorization: `Bearer ${token}` };
  for (const url of bootRequestUrls(window.location.pathname, readStationRegisterId())) {
    const response = fetch(url, { headers: requestHeaders });
    // Nobody may take a failed one: the app then asks itself, and reports.
    response.catch(() => undefined);
    early.set(url, { token, response });
  }
}

boot();
