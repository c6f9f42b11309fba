import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screenMetaName, type PosStart, type Register, type SessionData, type TileColours } from "@washdesk/domain";
import { useSessionStore } from "../session/session-store";
import { lastActivityKey, tokenKey } from "../session/token-storage";
import { STATION_KEY } from "../features/registers/station-storage";
import { envelope, headerOf, jsonResponse, mockFetch } from "../testing/fetch-mock";
import { sessionData } from "../testing/session-fixtures";
import { bootRequest } from "./boot-requests";
import { closeEarlyChannel } from "./early-responses";

const session: SessionData = sessionData();
const drawers: Register[] = [{ id: "register-1", name: "Front counter", openSession: null }];
const tiles = { count: 1, results: [{ _id: "product-1", name: "Full wash" }] };
const categories = ["Add-ons", "Washes"];
const tileColours: TileColours = { colours: [{ category: "Washes", colour: "blue" }] };
const counterStart = (overrides: Partial<PosStart> = {}) => ({ session, registers: drawers, tiles, categories, tileColours, ...overrides });

function answer(url: string) {
  if (url.startsWith("/api/pos/start")) return jsonResponse(envelope(counterStart()));
  if (url.startsWith("/api/session")) return jsonResponse(envelope(session));
  if (url.startsWith("/api/registers")) return jsonResponse(envelope(drawers));
  if (url.startsWith("/api/products/categories")) return jsonResponse(envelope(categories));
  if (url.startsWith("/api/settings/tile-colours")) return jsonResponse(envelope(tileColours));
  return jsonResponse(envelope({ count: 0, results: [] }));
}

/** The boot script's answer the app's client takes for this URL, read as the client reads it. */
async function earlyAnswer(url: string) {
  const { takeEarlyResponse } = await import("./early-responses");
  const response = await takeEarlyResponse(url, "token-1");
  if (!response) throw new Error(`No early answer for ${url}`);
  return { response, payload: (await response.json()) as { status: number; isSuccess: boolean; body: unknown } };
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
  it("asks for the counter's session, drawers, first tiles, categories and tile colours in one request, signed in, and adds nothing to the page", async () => {
    const fetchMock = mockFetch(answer);
    await runBoot();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([bootRequest("/sales/pos", "register-1").url]);
    const sent = new URL(String(fetchMock.mock.calls[0]![0]), "http://counter");
    expect(sent.pathname).toBe("/api/pos/start");
    expect(sent.searchParams.get("registerId")).toBe("register-1");
    expect(sent.searchParams.getAll("categories")).toEqual(["service"]);
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
    // The app's first requests are answered by the boot script's one: nothing more went out.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(appSession.getState().user?.firstName).toBe(session.user.firstName), { timeout: 10_000 });
    // The start the first render waits for (main.tsx) has settled with the session in the store.
    await expect(started).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("answers each of the app's first GETs with its own part, in its own envelope, with a rotated token", async () => {
    mockFetch(() => jsonResponse(envelope(counterStart()), { headers: { "x-access-token": "token-2" } }));
    await runBoot();
    const [sessionUrl, registersUrl, tilesUrl, categoriesUrl, tileColoursUrl] = bootRequest("/sales/pos", "register-1").answers.map((each) => each.url);
    for (const [url, body] of [
      [sessionUrl!, session],
      [registersUrl!, drawers],
      [tilesUrl!, tiles],
      [categoriesUrl!, categories],
      [tileColoursUrl!, tileColours],
    ] as const) {
      const { response, payload } = await earlyAnswer(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-access-token")).toBe("token-2");
      expect(payload).toMatchObject({ status: 200, isSuccess: true, body });
    }
  });

  it("passes a refusal on to every part, and leaves a part the answer lacks to the app", async () => {
    mockFetch(() => jsonResponse(envelope(null, { status: 401, message: "Your session has expired." })));
    await runBoot();
    const { response, payload } = await earlyAnswer("/api/session?registerId=register-1");
    expect(response.status).toBe(401);
    expect(payload).toMatchObject({ status: 401, isSuccess: false });

    // Tiles, categories and colours the user may not read are not in the answer: the app's own requests then say why.
    const fetchMock = mockFetch((url) =>
      url.startsWith("/api/pos/start") ? jsonResponse(envelope(counterStart({ tiles: null, categories: null, tileColours: null }))) : answer(url),
    );
    await runBoot();
    const [, , tilesUrl, categoriesUrl, tileColoursUrl] = bootRequest("/sales/pos", "register-1").answers.map((each) => each.url);
    const { startLoading } = await import("../app/start-loading");
    await startLoading("/sales/pos");
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([bootRequest("/sales/pos", "register-1").url, tilesUrl, categoriesUrl, tileColoursUrl]);
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
