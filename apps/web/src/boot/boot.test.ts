import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screenMetaName, type SessionData } from "@washdesk/domain";
import { useSessionStore } from "../session/session-store";
import { lastActivityKey, tokenKey } from "../session/token-storage";
import { STATION_KEY } from "../features/registers/station-storage";
import { envelope, headerOf, jsonResponse, mockFetch } from "../testing/fetch-mock";
import { sessionData } from "../testing/session-fixtures";
import { bootRequestUrls } from "./boot-requests";
import { closeEarlyChannel } from "./early-responses";

const session: SessionData = sessionData();

function answer(url: string) {
  if (url.startsWith("/api/session")) return jsonResponse(envelope(session));
  if (url.startsWith("/api/registers")) return jsonResponse(envelope([]));
  return jsonResponse(envelope({ results: [], total: 0 }));
}

/** The page as the server sends it for a screen: with the meta tag that names the screen (server: platform/screen-pages.ts). */
function screenPage(path: string) {
  document.head.innerHTML = `<meta name="${screenMetaName}" content="${path}">`;
}

/** The boot script as index.html runs it: fresh. */
async function runBoot() {
  vi.resetModules();
  await import("./boot");
}

beforeEach(() => {
  delete (globalThis as { __washdeskEarly?: unknown }).__washdeskEarly;
  localStorage.setItem(tokenKey, "token-1");
  localStorage.setItem(lastActivityKey, String(Date.now()));
  localStorage.setItem(STATION_KEY, "register-1");
  window.history.pushState({}, "", "/sales/pos");
  screenPage("/sales/pos");
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  useSessionStore.getState().clearSession();
  window.history.pushState({}, "", "/");
});

describe("the boot script", () => {
  it("asks for the counter's session, drawers and first tiles, signed in, and adds nothing to the page", async () => {
    const fetchMock = mockFetch(answer);
    await runBoot();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(bootRequestUrls("/sales/pos", "register-1"));
    for (const [, init] of fetchMock.mock.calls) {
      expect(headerOf(init, "authorization")).toBe("Bearer token-1");
      expect(headerOf(init, "x-security-token")).toBe("washdesk-client");
    }
    // The screen's files are the page's own preloads now, written by the server.
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
  });

  it("asks for the session alone on a screen other than the counter", async () => {
    const fetchMock = mockFetch(answer);
    window.history.pushState({}, "", "/sales/1234");
    screenPage("/sales/:saleID");
    await runBoot();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/session?registerId=register-1"]);
  });

  it("hands its answers to the app, which asks for none of them again", async () => {
    const fetchMock = mockFetch(answer);
    await runBoot();
    // The app's own modules, as loaded after the boot script (the modules were reset for it).
    const { startLoading } = await import("../app/start-loading");
    const { useSessionStore: appSession } = await import("../session/session-store");
    const started = startLoading("/sales/pos");
    // The app's first requests are the boot script's, taken as they were: nothing more went out.
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.waitFor(() => expect(appSession.getState().user?.firstName).toBe(session.user.firstName), { timeout: 10_000 });
    // The start the first render waits for (main.tsx) has settled with the session in the store.
    await expect(started).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("sends nothing signed out, on a page that names no screen (the login page, an unknown address), or once the app has started", async () => {
    const fetchMock = mockFetch(answer);
    localStorage.removeItem(tokenKey);
    await runBoot();
    localStorage.setItem(tokenKey, "token-1");
    document.head.innerHTML = "";
    for (const address of ["/", "/no/such/screen", "/sales/pos"]) {
      window.history.pushState({}, "", address);
      await runBoot();
    }
    screenPage("/sales/pos");
    closeEarlyChannel();
    await runBoot();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
