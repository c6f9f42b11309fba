import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { DEFAULT_CLIENT_TOKEN } from "@washdesk/server/config";
import { processCpuMs, rendererMainCpuMs } from "./load-cpu";
import { readTimeline, type LoadCpu, type PageTimeline } from "./page-timeline";
import type { PosServers, PosServersJob } from "./pos-bench-servers";
import { tsWorker } from "./ts-worker";

// Loading the counter and the bare page in headless Chromium, as the POS bench (pos-bench.ts) and
// the build comparison (pos-compare.ts) both do: the servers on their thread, a signed-in counter
// with an open drawer, fresh browser contexts, and a load timed to the first tappable button with
// what it cost in CPU.

/** Debian's chromium, as the e2e journeys use it. */
export const chromiumPath = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p));
const latencyMs = Number(process.env.POS_BENCH_LATENCY_MS ?? 0);

/** The counter's first tile, by its accessible name. */
export const tileSelector = 'button[aria-label^="Add "]';

/** Headless Chromium as the benches run it. */
export function launchChromium(): Promise<Browser> {
  if (!chromiumPath) throw new Error("Debian's chromium is needed: apt-get install chromium");
  // Without the omnibox popup's WebUI: each fresh context loaded it (some 300 files, in a
  // renderer of its own) beside the page being timed, on the same two cores.
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
    ],
  });
}

export async function apiCall<T>(base: string, token: string | null, method: string, url: string, body?: unknown, idempotencyKey?: string): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      "content-type": "application/json",
      "x-security-token": DEFAULT_CLIENT_TOKEN,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { body: T; message: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${envelope.message}`);
  return envelope.body;
}

/**
 * A fresh browser context (empty cache, as a tablet after a restart) whose storage already holds
 * these entries for the page's origin: the signed-in token and the station's register, with
 * activity just now (no idle sign-out). Written before the load, not by a script in it, so the
 * first storage access in the timed window is the app's own.
 */
export function freshContext(browser: Browser, url: string, entries: Record<string, string>): Promise<BrowserContext> {
  const localStorage = Object.entries(entries).map(([name, value]) => ({ name, value }));
  if ("washdesk.token" in entries) localStorage.push({ name: "washdesk.lastActivity", value: String(Date.now()) });
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: { cookies: [], origins: localStorage.length === 0 ? [] : [{ origin: new URL(url).origin, localStorage }] },
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** The median of one CPU figure over loads, rounded; null when no load had it (no /proc). */
export function medianCpu(runs: PageTimeline[], pick: (cpu: LoadCpu) => number | null): number | null {
  const values = runs.map((run) => (run.cpu ? pick(run.cpu) : null)).filter((ms): ms is number => typeof ms === "number");
  return values.length === 0 ? null : round1(median(values));
}

const shownPrefix = "washdesk-bench:button-shown ";

/**
 * Runs in the page as an init script, before the page's own: checks each frame for the first
 * matching button, visible and enabled, and says when it saw it (performance.now()) on the console.
 * Polling from the harness instead (waitForFunction) compiled Playwright's injected script, some
 * 10 ms of the page's main thread, in the middle of the load it was timing. Source text, not a
 * function: the bench's TypeScript runner would wrap a function's inner functions in a helper
 * the page does not have.
 */
const watchForButton = (css: string) => `(() => {
  const check = () => {
    const button = document.querySelector(${JSON.stringify(css)});
    const box = button && !button.disabled ? button.getBoundingClientRect() : null;
    if (box && box.width > 0 && box.height > 0) console.debug(${JSON.stringify(shownPrefix)} + performance.now());
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

const watched = new WeakMap<Page, string>();

async function loadUntilButton(page: Page, url: string, selector: string): Promise<PageTimeline> {
  if (watched.get(page) !== selector) {
    if (watched.has(page)) throw new Error("One page watches for one button.");
    await page.addInitScript({ content: watchForButton(selector) });
    watched.set(page, selector);
  }
  const shown = page.waitForEvent("console", { predicate: (message) => message.text().startsWith(shownPrefix), timeout: 30_000 });
  await page.goto(url, { waitUntil: "commit" });
  const at = Number((await shown).text().slice(shownPrefix.length));
  return await page.evaluate(readTimeline, at);
}

/**
 * A counter in daily use: the page opened twice in this tab, so its files are in the cache and
 * Chromium has kept its compiled code for them. The measured load then comes from the page itself,
 * as a reload does (a hop through about:blank would make a page that sends
 * Cross-Origin-Opener-Policy start a new renderer process, which a reload never does).
 */
export async function warmUp(page: Page, url: string, selector: string): Promise<void> {
  for (let load = 0; load < 2; load += 1) await loadUntilButton(page, url, selector);
}

/**
 * From navigation start to the first matching button being visible and enabled, in a fresh
 * browser context each time, with the page's own timeline of that load. Cold: an empty cache, as a
 * tablet after a restart. Warm: see warmUp.
 */
/** Reads what a load cost: its reading before the load, and what it cost after. */
export interface CpuMeter {
  start(): Promise<LoadCpu>;
  since(start: LoadCpu): Promise<LoadCpu>;
}

export async function timeToButton(
  browser: Browser,
  url: string,
  selector: string,
  storage: Record<string, string>,
  meter: CpuMeter,
  warm = false,
): Promise<PageTimeline> {
  const context = await freshContext(browser, url, storage);
  try {
    const page = await context.newPage();
    if (latencyMs > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
    }
    if (warm) await warmUp(page, url, selector);
    const before = await meter.start();
    const timeline = await loadUntilButton(page, url, selector);
    return { ...timeline, cpu: await meter.since(before) };
  } finally {
    await context.close();
  }
}

/**
 * The product's server and the bare page's (pos-bench-servers.ts) on a worker thread, away from
 * Playwright's event loop; close() shuts them and the database down.
 */
export async function startServers(job: PosServersJob): Promise<PosServers & { busyMs: () => Promise<number>; close: () => Promise<void> }> {
  const worker = tsWorker(new URL("./pos-bench-servers.ts", import.meta.url), job);
  const next = () =>
    new Promise<{ servers?: PosServers; error?: string; closed?: boolean; busyMs?: number }>((resolve, reject) => {
      const onMessage = (message: { servers?: PosServers; error?: string; closed?: boolean; busyMs?: number }) => {
        worker.off("error", onError);
        resolve(message);
      };
      const onError = (error: Error) => {
        worker.off("message", onMessage);
        reject(error);
      };
      worker.once("message", onMessage);
      worker.once("error", onError);
    });
  const started = await next();
  if (!started.servers) {
    await worker.terminate();
    throw new Error(`The bench's servers did not start: ${started.error}`);
  }
  const busyMs = async () => {
    const answer = next();
    worker.postMessage("busy");
    return (await answer).busyMs ?? 0;
  };
  const close = async () => {
    const closed = next();
    worker.postMessage("close");
    await closed;
    await worker.terminate();
  };
  return { ...started.servers, busyMs, close };
}

export type RunningServers = Awaited<ReturnType<typeof startServers>>;

/** Reads the CPU a load cost: every Chromium process, and the servers' thread. */
export function cpuMeter(servers: RunningServers): CpuMeter {
  const binary = chromiumPath ?? "";
  return {
    start: async () => ({ browserMs: processCpuMs(binary), rendererMainMs: rendererMainCpuMs(binary), serverMs: await servers.busyMs() }),
    since: async (start) => {
      const spent = (now: number | null, before: number | null) => (now === null || before === null ? null : now - before);
      return {
        browserMs: spent(processCpuMs(binary), start.browserMs),
        rendererMainMs: spent(rendererMainCpuMs(binary), start.rendererMainMs),
        serverMs: (await servers.busyMs()) - start.serverMs,
      };
    },
  };
}

/** Signs the bench's cashier in and opens a drawer: the storage a counter tablet holds (its token and its register). */
export async function openCounter(servers: RunningServers): Promise<Record<string, string>> {
  const { base } = servers;
  const { token } = await apiCall<{ token: string }>(base, null, "POST", "/api/auth/login", { email: servers.email, password: servers.password });
  const register = await apiCall<{ id: string }>(base, token, "POST", "/api/registers", { name: `Bench counter ${Date.now()}` });
  await apiCall(base, token, "POST", "/api/registers/sessions", { registerId: register.id, counts: { "2000": 5 } }, crypto.randomUUID());
  return { "washdesk.token": token, "washdesk.station.registerId": register.id };
}
