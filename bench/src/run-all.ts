import { bundleBench } from "./bundle-bench";
import { posBench } from "./pos-bench";
import { customersBench } from "./customers-bench";
import { sessionBench } from "./session-bench";
import { salesBench } from "./sales-bench";
import { listsBench } from "./lists-bench";
import { reportsBench } from "./reports-bench";
import { payrollBench } from "./payroll-bench";
import { campaignsBench } from "./campaigns-bench";

const ratio = (a: number, b: number) => (b === 0 ? "n/a" : (a / b).toFixed(2));

// `npm run bench` runs them all; `npx tsx src/run-all.ts customers` (or session, bundle, pos) runs some.
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

async function main(): Promise<void> {
  if (wanted("session")) {
    const http = await sessionBench();
    console.log(`\nHTTP (${http.database}), 10 connections, 8 s each`);
    console.table([http.anchor, http.api]);
    console.log(
      `GET /api/session vs bare route: ${ratio(http.api.requestsPerSecond, http.anchor.requestsPerSecond)}× the requests per second, ${ratio(http.api.p99Ms, http.anchor.p99Ms)}× the p99`,
    );
  }

  if (wanted("customers")) {
    for (const run of await customersBench()) {
      console.log(
        `\nCustomer search-as-you-type (${run.database}), 100k customers seeded in ${run.seedSeconds} s; prefixes of 1–6 characters, sequential requests`,
      );
      console.table(run.latencies);
      console.log("GET /api/customers?search= vs the same SQL straight to the driver (p99Ratio above). Per text, with its plan's indexes:");
      console.table(run.perText);
    }
  }

  if (wanted("sales")) {
    const run = await salesBench();
    console.log(`\nPOST /api/sales (3 lines, 1 payment, a new Idempotency-Key each) on ${run.database}, closed loop, 6 s per row; HTTP client: ${run.client}`);
    console.table(run.rows);
    console.log("API vs the same statements as one hand-written transaction (rpsRatio: API requests per second / raw; aim ≥ 0.5, p99 < 30 ms at 32):");
    console.table(run.ratios);
  }

  if (wanted("lists")) {
    for (const run of await listsBench()) {
      const seeded = run.seededSeconds === null ? "" : `, seeded in ${run.seededSeconds} s`;
      console.log(`\nSales list (${run.database}, ${run.sales} living sales${seeded}): GET /api/sales with its totals row, 25 a page, sequential requests`);
      console.table(run.cases);
      console.log(
        "API vs the same page read by its key, (business_date, number) < (…) (p50Ratio); the API's page and totals statements timed straight to the driver beside it",
      );
    }
  }

  if (wanted("payroll")) {
    const run = await payrollBench();
    console.log(
      `\nPayroll preview (${run.database}), ${run.month.start}…${run.month.end}, ${run.stubs} stubs, seeded in ${run.seedSeconds} s: GET /api/payroll/preview vs the raw aggregates it needs`,
    );
    console.table([
      { case: "preview", ...run.previewMs },
      { case: "raw aggregates", ...run.anchorMs },
    ]);
    console.log(`preview / raw aggregates (p50): ${run.ratio}× (aim: under 1 s on PostgreSQL, within 3×)`);
  }

  if (wanted("campaigns")) {
    const rows = await campaignsBench();
    console.log("\nCampaign to every customer (PGlite, a fresh process and shop per size): POST /api/campaigns, send now, queued in batches of 1,000");
    console.table(rows);
    console.log("Flat: msPer1000 and the RSS and heap growth about equal at each size; ratio: API / one INSERT … SELECT of the same audience");
  }

  if (wanted("reports")) {
    const runs = await reportsBench();
    for (const run of runs) {
      const seeded = run.seededSeconds === null ? "" : `, seeded in ${run.seededSeconds} s`;
      const days = Math.round((Date.parse(run.lastDay) - Date.parse(run.firstDay)) / 86_400_000) + 1;
      console.log(
        `
Reports (${run.database}, ${run.sales} living sales from ${run.firstDay} to ${run.lastDay}, ${days} days, ${Math.round(run.sales / days)} a day${seeded}): sequential requests, p50 and p99 ms`,
      );
      if (run.cases.length > 0) {
        console.table(run.cases);
        console.log("API (daily summaries) vs the same figures aggregated from the raw rows straight to the driver (p50Ratio)");
      }
      if (run.counter) {
        console.log(`\nA sale (POST /api/sales) on ${run.database} alone and while a one-year report recomputes every day's summaries (one connection):`);
        console.table([run.counter]);
        console.log(`during / alone: ${run.counter.p50Ratio}× the p50, ${run.counter.p99Ratio}× the p99, ${run.counter.maxRatio}× the slowest sale (aim ≤ 2×)`);
      }
    }
    // The same report and period at two sizes of shop on one kind of database: the summaries should make them cost the same.
    const postgres = runs.filter((r) => r.database === "postgres").sort((a, b) => a.sales - b.sales);
    if (postgres.length >= 2) {
      const small = postgres[0]!;
      const large = postgres.at(-1)!;
      console.log(`\nPostgreSQL ${large.sales} vs ${small.sales} sales, API p50 (aim: day and month within 1.5×, year under 200 ms)`);
      console.table(
        large.cases.map((c, i) => ({
          report: c.report,
          period: c.period.split(" ")[0],
          smallP50Ms: small.cases[i]?.apiP50Ms,
          largeP50Ms: c.apiP50Ms,
          ratio: ratio(c.apiP50Ms, small.cases[i]?.apiP50Ms ?? 0),
        })),
      );
    }
  }

  if (wanted("bundle")) {
    const bundle = await bundleBench();
    console.log("\nJavaScript, gzip level 9");
    console.table([bundle.anchor, bundle.login]);
    console.log(`login route vs bare page: ${ratio(bundle.login.gzipBytes, bundle.anchor.gzipBytes)}× the gzip bytes`);
  }

  if (wanted("pos")) {
    const pos = await posBench();
    const [bare, staticPos, fetchedPos] = pos.bundle;
    console.log("\nPOS route JavaScript, gzip level 9 (aim < 200 kB)");
    console.table(pos.bundle.map((row) => ({ ...row, kB: Math.round(row.gzipBytes / 102.4) / 10 })));
    console.log(
      `POS route vs bare page: ${ratio(fetchedPos?.gzipBytes ?? 0, bare?.gzipBytes ?? 0)}× the gzip bytes as fetched (${ratio(staticPos?.gzipBytes ?? 0, bare?.gzipBytes ?? 0)}× by the manifest)`,
    );
    console.log(
      `On the wire (HTML, CSS and JS as the servers sent them): POS ${(pos.wire.posBytes / 1024).toFixed(1)} kB, bare page ${(pos.wire.bareBytes / 1024).toFixed(1)} kB (served uncompressed, as a bare static server does)`,
    );
    console.log(`Fetched: ${pos.fetchedFiles.map(({ file, gzipBytes }) => `${file} ${(gzipBytes / 1024).toFixed(1)} kB`).join(", ")}`);
    console.log(
      `\nNavigation to a tappable screen, headless Chromium, 1280×800, fresh context per run, cold (empty cache) and warm (third load) (${pos.database})`,
    );
    console.table(pos.timing);
    const [bareTime, posTime, bareWarm, posWarm, guardedTime, guardedWarm, floorTime, floorWarm] = pos.timing;
    const times = (pos: number | undefined, bare: number | undefined) => ratio(pos ?? 0, bare ?? 0);
    console.log(
      `POS first tile vs bare page first button: ${times(posTime?.medianMs, bareTime?.medianMs)}× the median time cold, ${times(posWarm?.medianMs, bareWarm?.medianMs)}× warm (aim ≤ 1.5×)`,
    );
    console.log(
      `  against the bare page behind the product's security headers: ${times(posTime?.medianMs, guardedTime?.medianMs)}× cold, ${times(posWarm?.medianMs, guardedWarm?.medianMs)}× warm`,
    );
    console.log(
      `  the floor page (the least that shows the first tiles from the product's API) vs bare page: ${times(floorTime?.medianMs, bareTime?.medianMs)}× cold, ${times(floorWarm?.medianMs, bareWarm?.medianMs)}× warm`,
    );
    console.log("\nWhere the time goes: median ms from navigation start (Resource Timing inside the page)");
    console.table(pos.steps);
    console.log(
      "\nCPU one load cost, median ms: every Chromium process together, the renderers' main threads among them (the page's script, style and layout), and the server's thread (on two cores a load's time follows the total)",
    );
    console.table(pos.cpu);
    const { interactions } = pos;
    console.log(
      "\nThe counter under a finger, Chromium's CPU slowed 4×: Event Timing per interaction, and \"Complete sale\" from its click to the done panel's frame and to the answered sale on it",
    );
    console.table(interactions.rows);
    console.log(
      `Taps at the 75th percentile: tile ${interactions.tileP75} ms, quantity ${interactions.quantityP75} ms (aim ≤ 100 ms); "Complete sale" → the answered sale on screen ${ratio(interactions.completeMedian, interactions.apiMedian)}× the bare POST /api/sales round trip (aim ≤ 1.5×; the panel's frame after ${interactions.frameMedian} ms)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
