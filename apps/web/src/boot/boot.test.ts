import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionData } from "@washdesk/domain";
import { useSessionStore } from "../session/session-store";
import { lastActivityKey, tokenKey } from "../session/token-storage";
import { STATION_KEY } from "../features/registers/station-storage";
import { envelope, headerOf, jsonResponse, mockFetch } from "../testing/fetch-mock";
import { sessionData } from "../testing/session-fixtures";
import { bootRequestUrls } from "./boot-requests";
import { closeEarlyChannel } from "./early-responses";
import type { BootRoute } from "./boot-routes";

const session: SessionData = sessionData();
const routes: BootRoute[] = [
  { path: "/sales/pos", files: ["/assets/pos-page-abc.js", "/assets/pos-page-abc.css"] },
  { path: "/sales/:saleID", files: ["/assets/sale-page-def.js"] },
];

function answer(url: string) {
  if (url.startsWith("/api/session")) return jsonResponse(envelope(session));
  if (url.startsWith("/api/registers")) return jsonResponse(envelope([]));
  return jsonResponse(envelope({ results: [], total: 0 }));
}

/** The boot script as index.html runs it: fresh, with the build's table of files. */
async function runBoot() {
  vi.resetModules();
  vi.stubGlobal("__BOOT_ROUTES__", routes);
  await import("./boot");
}

beforeEach(() => {
  delete (globalThis as { __washdeskEarly?: unknown }).__washdeskEarly;
  localStorage.setItem(tokenKey, "token-1");
  localStorage.setItem(lastActivityKey, String(Date.now()));
  localStorage.setItem(STATION_KEY, "register-1");
  window.history.pushState({}, "", "/sales/pos");
  document.head.innerHTML = "";
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  useSessionStore.getState().clearSession();
  window.history.pushState({}, "", "/");
});

describe("the boot script", () => {
  it("asks for the counter's session, drawers and first tiles, signed in, and preloads the screen's files", async () => {
    const fetchMock = mockFetch(answer);
    await runBoot();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(bootRequestUrls("/sales/pos", "register-1"));
    for (const [, init] of fetchMock.mock.calls) {
      expect(headerOf(init, "authorization")).toBe("Bearer token-1");
      expect(headerOf(init, "x-security-token")).toBe("washdesk-client");
    }
    const links = [...document.head.querySelectorAll("link")].map((link) => [link.rel, link.getAttribute("href")]);
    expect(links).toEqual([
      ["modulepreload", "/assets/pos-page-abc.js"],
      ["stylesheet", "/assets/pos-page-abc.css"],
    ]);
  });

  it("hands its answers to the app, which asks for none of them again", async () => {
    const fetchMock = mockFetch(answer);
    await runBoot();
    // The app's own modules, as loaded after the boot script (the modules were reset for it).
    const { startLoading } = await import("../app/start-loading");
    const { useSessionStore: appSession } = await import("../session/session-store");
    startLoading("/sales/pos");
    // The app's first requests are the boot script's, taken as they were: nothing more went out.
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.waitFor(() => expect(appSession.getState().user?.firstName).toBe(session.user.firstName), { timeout: 10_000 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("sends nothing signed out, on the login page, at an unknown address, or once the app has started", async () => {
    const fetchMock = mockFetch(answer);
    localStorage.removeItem(tokenKey);
    await runBoot();
    localStorage.setItem(tokenKey, "token-1");
    for (const address of ["/", "/no/such/screen"]) {
      window.history.pushState({}, "", address);
      await runBoot();
    }
    window.history.pushState({}, "", "/sales/pos");
    closeEarlyChannel();
    await runBoot();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
  });
});
