import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { barePageRoot, buildWithManifest } from "./bundle-bench";
import { buildFloorPage } from "./floor-page-build";
import type { PageTimeline } from "./page-timeline";
import { cpuMeter, launchChromium, median, medianCpu, openCounter, round1, startServers, tileSelector, timeToButton, type RunningServers } from "./pos-load";

/**
 * Two builds of the web app side by side: each served by the product's server (its own embedded
 * database, 500 products, a signed-in counter with an open drawer), and loaded in turn with the
 * bare page, so that both see the same machine. On two shared cores a bench's medians drift by
 * 20–40% within an hour; a change to the counter's first load is judged by the two builds'
 * ratio in one run, not by two runs of `npm run bench -- pos`.
 *
 *   npx vite build --outDir /tmp/web-a    (in apps/web, before the change; again after, to /tmp/web-b)
 *   npx tsx src/pos-compare.ts /tmp/web-a /tmp/web-b
 *
 * Settings: POS_COMPARE_RUNS (12) loads of each; POS_COMPARE_WARM=1 for warm loads (see pos-load.ts).
 */
const runs = Number(process.env.POS_COMPARE_RUNS ?? 12);
const warm = process.env.POS_COMPARE_WARM === "1";
const PRODUCTS = 500;

interface Side {
  name: string;
  servers: RunningServers;
  url: string;
  selector: string;
  storage: Record<string, string>;
}

async function main(): Promise<void> {
  const [distA, distB] = process.argv.slice(2);
  if (!distA || !distB) throw new Error("Usage: tsx src/pos-compare.ts <built web app A> <built web app B>");
  const out = mkdtempSync(path.join(tmpdir(), "washdesk-pos-compare-"));
  const started: RunningServers[] = [];
  let browser: Browser | null = null;
  try {
    const bareOut = path.join(out, "bare");
    await buildWithManifest(barePageRoot, path.join(barePageRoot, "index.html"), bareOut);
    const floorOut = path.join(out, "floor");
    await buildFloorPage(floorOut);
    const sides: Side[] = [];
    for (const [name, webOut] of [
      ["A", distA],
      ["B", distB],
    ] as const) {
      const servers = await startServers({
        webOut: path.resolve(webOut),
        bareOut,
        floorOut: name === "A" ? floorOut : undefined,
        pgliteDir: path.join(out, `db-${name}`),
        products: PRODUCTS,
      });
      started.push(servers);
      sides.push({ name: `${name} (${webOut})`, servers, url: `${servers.base}/sales/pos`, selector: tileSelector, storage: await openCounter(servers) });
    }
    const first = sides[0]!;
    sides.push({ name: "bare page", servers: first.servers, url: first.servers.bareBase, selector: "button", storage: {} });
    // The least that shows the counter's first tiles from the product's API (floor-page/main.tsx).
    sides.push({ name: "floor page", servers: first.servers, url: `${first.servers.floorBase}/sales/pos`, selector: tileSelector, storage: first.storage });

    browser = await launchChromium();
    const launched = browser;
    const load = (side: Side) => timeToButton(launched, side.url, side.selector, side.storage, cpuMeter(side.servers), warm);
    // Warm each server and the disk once, then alternate.
    for (const side of sides) await load(side);
    const loads = new Map<Side, PageTimeline[]>(sides.map((side) => [side, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const side of sides) loads.get(side)!.push(await load(side));
    }

    const bare = median(loads.get(sides[2]!)!.map((run) => run.button));
    console.log(`\nCounter (${PRODUCTS} products) ${warm ? "warm" : "cold"} → first tile, ${runs} alternating loads of each`);
    console.table(
      sides.map((side) => {
        const timelines = loads.get(side)!;
        const button = median(timelines.map((run) => run.button));
        return {
          page: side.name,
          medianMs: round1(button),
          vsBare: Math.round((button / bare) * 100) / 100,
          chromiumCpuMs: medianCpu(timelines, (cpu) => cpu.browserMs),
          rendererMainMs: medianCpu(timelines, (cpu) => cpu.rendererMainMs),
          serverMs: round1(median(timelines.map((run) => run.cpu?.serverMs ?? 0))),
        };
      }),
    );
  } finally {
    if (browser) await browser.close();
    for (const servers of started) await servers.close();
    rmSync(out, { recursive: true, force: true });
  }
}

await main();
