import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { inlineScripts } from "@washdesk/server/bench";
import { barePageRoot, buildWithManifest, chunkClosure, gzipTotal, webRoot } from "./bundle-bench";
import { buildFloorPage } from "./floor-page-build";
import { loadMarks } from "@washdesk/web/load-marks";
import type { PageTimeline } from "./page-timeline";
import { posInteractions, type PosInteractionResult } from "./pos-interactions";
import {
  chromiumPath,
  cpuMeter,
  freshContext,
  launchChromium,
  median,
  medianCpu,
  openCounter,
  round1,
  startServers,
  tileSelector,
  timeToButton,
  warmUp,
} from "./pos-load";

const PRODUCTS = 500;
const RUNS = Number(process.env.POS_BENCH_RUNS ?? 7);
const posPage = "src/features/pos/pos-page.tsx";

export interface PosBundleRow {
  name: string;
  files: number;
  gzipBytes: number;
}

export interface PosTimingRow {
  page: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

/** Median milliseconds from navigation start to each step of a load: where the time goes. */
export interface PosStepRow {
  step: string;
  bareMs: number | null;
  posMs: number | null;
  bareWarmMs: number | null;
  posWarmMs: number | null;
}

/**
 * Median CPU milliseconds one load cost: every Chromium process together (renderer, browser, GPU
 * and network; null without /proc), the renderers' main threads among them, and the thread
 * serving it (event loop busy).
 */
export interface PosCpuRow {
  page: string;
  browserMs: number | null;
  rendererMainMs: number | null;
  serverMs: number;
}

export interface PosBenchResult {
  database: string;
  bundle: PosBundleRow[];
  timing: PosTimingRow[];
  steps: PosStepRow[];
  cpu: PosCpuRow[];
  /** HTML, CSS and JS bytes as the server sent them (compressed when it compresses), to the first screen and the network going quiet. */
  wire: { bareBytes: number; posBytes: number };
  /** Each script the POS fetched, with its gzip bytes, largest first. */
  fetchedFiles: { file: string; gzipBytes: number }[];
  /** Taps, quantity changes and "Complete sale" at 4× CPU throttling, with the API round trip beside them. */
  interactions: PosInteractionResult;
}

/** The gzip bytes of the scripts written inline in a build's index.html (the boot script). */
function inlineScriptGzip(dir: string): number {
  const texts = inlineScripts(readFileSync(path.join(dir, "index.html"), "utf8"));
  return texts.reduce((total, text) => total + gzipSync(text, { level: 9 }).length, 0);
}

/** The median CPU the loads cost the browser and the server. */
function cpuRow(page: string, runs: PageTimeline[]): PosCpuRow {
  return {
    page,
    browserMs: medianCpu(runs, (cpu) => cpu.browserMs),
    rendererMainMs: medianCpu(runs, (cpu) => cpu.rendererMainMs),
    serverMs: round1(median(runs.map((run) => run.cpu?.serverMs ?? 0))),
  };
}

/** The steps of a load worth comparing, each a median over the runs (null when no run had it). */
function stepRows(bare: PageTimeline[], pos: PageTimeline[], bareWarm: PageTimeline[], posWarm: PageTimeline[]): PosStepRow[] {
  const at = (runs: PageTimeline[], pick: (run: PageTimeline) => number | null | undefined) => {
    const values = runs.map(pick).filter((value): value is number => typeof value === "number");
    return values.length === 0 ? null : round1(median(values));
  };
  const steps: [string, (run: PageTimeline) => number | null | undefined][] = [
    ["HTML arrived", (run) => run.html],
    ["last script arrived", (run) => run.scripts],
    ["script files before the button", (run) => run.scriptFiles],
    ["first paint", (run) => run.firstPaint],
    ["first API request sent", (run) => run.firstApiSent],
  ];
  const paths = [...new Set(pos.flatMap((run) => Object.keys(run.api)))].sort();
  for (const apiPath of paths) {
    steps.push([`${apiPath} sent`, (run) => run.api[apiPath]?.sent], [`${apiPath} answered`, (run) => run.api[apiPath]?.done]);
  }
  // The app's own marks of its steps (apps/web/src/app/load-marks.ts), in the order they happen.
  for (const mark of Object.values(loadMarks)) steps.push([`app: ${mark.replace(/^washdesk:/, "")}`, (run) => run.marks[mark]]);
  steps.push(["button tappable", (run) => run.button]);
  return steps.map(([step, pick]) => ({ step, bareMs: at(bare, pick), posMs: at(pos, pick), bareWarmMs: at(bareWarm, pick), posWarmMs: at(posWarm, pick) }));
}

/**
 * One POS load with Chromium's CPU profiler on, written as a .cpuprofile (open it in the browser's
 * Performance panel) to see what the main thread spends the load on.
 */
async function profileLoad(browser: Browser, url: string, selector: string, storage: Record<string, string>, file: string, warm: boolean): Promise<void> {
  const context = await freshContext(browser, url, storage);
  try {
    const page = await context.newPage();
    if (warm) await warmUp(page, url, selector);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForSelector(selector, { state: "visible", timeout: 30_000 });
    const { profile } = await cdp.send("Profiler.stop");
    writeFileSync(file, JSON.stringify(profile));
  } finally {
    await context.close();
  }
}

/**
 * One POS load under Chromium's tracing (devtools.timeline), written as a trace file (open it in
 * the browser's Performance panel): parsing, compiling, style, layout and paint, which a CPU
 * profile lumps together as "(program)".
 */
async function traceLoad(browser: Browser, url: string, selector: string, storage: Record<string, string>, file: string, warm: boolean): Promise<void> {
  const context = await freshContext(browser, url, storage);
  try {
    const page = await context.newPage();
    if (warm) await warmUp(page, url, selector);
    await browser.startTracing(page, {
      path: file,
      categories: ["devtools.timeline", "v8.execute", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading"],
    });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForSelector(selector, { state: "visible", timeout: 30_000 });
    await browser.stopTracing();
  } finally {
    await context.close();
  }
}

/** Runs in the page: the bytes the page, its stylesheets and its scripts took on the wire (compressed as sent). */
function bytesOnTheWire(): number {
  const entries = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")] as PerformanceResourceTiming[];
  return entries
    .filter((entry) => entry.entryType === "navigation" || /\.(js|css)$/.test(new URL(entry.name).pathname))
    .reduce((sum, entry) => sum + entry.encodedBodySize, 0);
}

/** The JS files a fresh browser actually fetched for one page (gzip-measured from the build later), and what the page's files weighed as sent. */
async function fetchedScripts(
  browser: Browser,
  url: string,
  storage: Record<string, string>,
  selector: string,
): Promise<{ scripts: string[]; wireBytes: number }> {
  const context = await freshContext(browser, url, storage);
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith(".js")) scripts.add(pathname.replace(/^\//, ""));
    });
    await page.goto(url);
    await page.waitForSelector(selector, { state: "visible", timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    return { scripts: [...scripts], wireBytes: await page.evaluate(bytesOnTheWire) };
  } finally {
    await context.close();
  }
}

/**
 * The POS route next to a bare Vite + React + Mantine page, both built and served now: (a) the
 * JavaScript the /sales/pos route loads, gzip level 9; (b) the time from navigation to a tappable
 * POS (the first service tile visible and enabled) with 500 products, signed in with an open
 * register, against the bare page's time to its first button, cold and warm. Beside them the floor
 * page (floor-page/main.tsx): the least that shows the counter's first tiles from the product's own
 * server and API, which tells what the counter pays for everything around its tiles.
 * Settings: BENCH_DATABASE_URL for PostgreSQL; POS_BENCH_RUNS (7) runs of each; POS_BENCH_LATENCY_MS
 * to add that much latency to every request (a tablet on the shop's Wi-Fi); POS_BENCH_PROFILE=<file>
 * to write a CPU profile of one POS load and POS_BENCH_TRACE=<file> a timeline trace of one (with
 * the bare page's beside it), of a warm load with POS_BENCH_PROFILE_WARM=1.
 */
export async function posBench(): Promise<PosBenchResult> {
  if (!chromiumPath) throw new Error("Debian's chromium is needed: apt-get install chromium");
  const out = mkdtempSync(path.join(tmpdir(), "washdesk-pos-bench-"));
  const webOut = path.join(out, "web");
  const bareOut = path.join(out, "bare");
  const floorOut = path.join(out, "floor");
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  let browser: Browser | null = null;
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const profileFile = process.env.POS_BENCH_PROFILE;
    const profileWarm = process.env.POS_BENCH_PROFILE_WARM === "1";
    // A profile is read against the source maps, kept beside it.
    const manifest = await buildWithManifest(webRoot, undefined, webOut, { sourcemap: profileFile !== undefined });
    const bareManifest = await buildWithManifest(barePageRoot, path.join(barePageRoot, "index.html"), bareOut);
    const staticFiles = chunkClosure(manifest, "index.html");
    chunkClosure(manifest, posPage, staticFiles);
    const bareFiles = chunkClosure(bareManifest, "index.html");
    await buildFloorPage(floorOut);

    const servers = await startServers({ webOut, bareOut, floorOut, databaseUrl, pgliteDir: path.join(out, "db"), products: PRODUCTS });
    closers.push(servers.close);
    const { base, bareBase, guardedBase, floorBase } = servers;
    if (!floorBase) throw new Error("The floor page's server did not start");

    const storage = await openCounter(servers);
    browser = await launchChromium();
    const tile = tileSelector;
    const posUrl = `${base}/sales/pos`;

    const { scripts: fetched, wireBytes } = await fetchedScripts(browser, posUrl, storage, tile);
    const { wireBytes: bareWireBytes } = await fetchedScripts(browser, bareBase, {}, "button");
    if (profileFile) {
      await profileLoad(browser, posUrl, tile, storage, profileFile, profileWarm);
      cpSync(path.join(webOut, "assets"), `${profileFile}.assets`, { recursive: true });
    }
    const traceFile = process.env.POS_BENCH_TRACE;
    if (traceFile) {
      await traceLoad(browser, posUrl, tile, storage, traceFile, profileWarm);
      await traceLoad(browser, bareBase, "button", {}, `${traceFile}.bare.json`, profileWarm);
    }
    const meter = cpuMeter(servers);
    const launched = browser;
    const load = (url: string, selector: string, storage: Record<string, string>, warm = false) => timeToButton(launched, url, selector, storage, meter, warm);
    // Warm the server and the disk once each, then alternate so both sides see the same machine.
    await load(posUrl, tile, storage);
    await load(bareBase, "button", {});
    const posRuns: PageTimeline[] = [];
    const bareRuns: PageTimeline[] = [];
    const posWarmRuns: PageTimeline[] = [];
    const bareWarmRuns: PageTimeline[] = [];
    const guardedRuns: PageTimeline[] = [];
    const guardedWarmRuns: PageTimeline[] = [];
    const floorRuns: PageTimeline[] = [];
    const floorWarmRuns: PageTimeline[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      posRuns.push(await load(posUrl, tile, storage));
      bareRuns.push(await load(bareBase, "button", {}));
      posWarmRuns.push(await load(posUrl, tile, storage, true));
      bareWarmRuns.push(await load(bareBase, "button", {}, true));
      guardedRuns.push(await load(guardedBase, "button", {}));
      guardedWarmRuns.push(await load(guardedBase, "button", {}, true));
      floorRuns.push(await load(floorBase, tile, storage));
      floorWarmRuns.push(await load(floorBase, tile, storage, true));
    }
    const interactions = await posInteractions(launched, posUrl, storage);
    const row = (page: string, runs: PageTimeline[]): PosTimingRow => {
      const times = runs.map((run) => run.button);
      return {
        page,
        runs: times.length,
        medianMs: round1(median(times)),
        minMs: round1(Math.min(...times)),
        maxMs: round1(Math.max(...times)),
      };
    };

    return {
      database: servers.database,
      bundle: [
        { name: "bare Vite + React + Mantine page", files: bareFiles.size, gzipBytes: gzipTotal(bareOut, bareFiles) },
        { name: "POS route JS, static (entry + pos page chunk and imports)", files: staticFiles.size, gzipBytes: gzipTotal(webOut, staticFiles) },
        {
          name: "POS route JS, as fetched by Chromium (with index.html's inline boot script)",
          files: fetched.length,
          gzipBytes:
            gzipTotal(
              webOut,
              fetched.filter((file) => existsSync(path.join(webOut, file))),
            ) + inlineScriptGzip(webOut),
        },
      ],
      timing: [
        row("bare page → first button", bareRuns),
        row(`POS (${PRODUCTS} products) → first tile`, posRuns),
        row("bare page, warm → first button", bareWarmRuns),
        row(`POS (${PRODUCTS} products), warm → first tile`, posWarmRuns),
        row("bare page with the product's security headers → first button", guardedRuns),
        row("bare page with the product's security headers, warm → first button", guardedWarmRuns),
        row("floor page (Mantine and the first tiles from the product's API) → first tile", floorRuns),
        row("floor page, warm → first tile", floorWarmRuns),
      ],
      steps: stepRows(bareRuns, posRuns, bareWarmRuns, posWarmRuns),
      cpu: [
        cpuRow("bare page", bareRuns),
        cpuRow("POS", posRuns),
        cpuRow("bare page, warm", bareWarmRuns),
        cpuRow("POS, warm", posWarmRuns),
        cpuRow("floor page", floorRuns),
        cpuRow("floor page, warm", floorWarmRuns),
      ],
      wire: { bareBytes: bareWireBytes, posBytes: wireBytes },
      fetchedFiles: fetched
        .filter((file) => existsSync(path.join(webOut, file)))
        .map((file) => ({ file: path.basename(file), gzipBytes: gzipTotal(webOut, [file]) }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
      interactions,
    };
  } finally {
    if (browser) await browser.close();
    for (const close of closers.reverse()) await close();
    rmSync(out, { recursive: true, force: true });
  }
}
