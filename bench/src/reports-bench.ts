import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import {
  addDays,
  ItemKind,
  lastMonthToSameDay,
  PaymentMethod,
  presetPeriod,
  sameDayLastWeek,
  twelveMonths,
  yearBefore,
  type SaleCreate,
} from "@washdesk/domain";
import { buildApp, createStaffUser, ensureBaseData, openDatabase, products, seedHistory, shopTimeZone, type DatabaseHandle } from "@washdesk/server/bench";
import { DEFAULT_CLIENT_TOKEN, loadConfig } from "@washdesk/server/config";
import { DASHBOARD_ANCHOR, REPORT_ANCHORS } from "./report-anchors";
import { percentile, round2 } from "./stats";
import { overlapsAny, watchCollections, type Span } from "./gc-pauses";
import { signIn } from "./bench-sign-in";

const ROUNDS = Number(process.env.REPORTS_BENCH_ROUNDS ?? 10);
const WARM_UP_ROUNDS = 2;
const BENCH_EMAIL = "reports-bench@example.com";
const BENCH_PASSWORD = "reports-bench-password";
/**
 * Sales rung up alone in the PGlite counter test, half before the reports and half after (today
 * grows meanwhile), and the one-year reports run, each with sales beside it. Enough alone sales
 * that their p99 and slowest are the counter's usual tail (a collection, a checkpoint), to be set
 * beside the same figures during a report.
 */
const COUNTER_SALES_ALONE = 1_000;
const COUNTER_REPORT_RUNS = 3;
/** REPORTS_BENCH_COUNTER_ONLY=1: only the sale beside a one-year report (PGlite), no report timings. */
const COUNTER_ONLY = process.env.REPORTS_BENCH_COUNTER_ONLY === "1";
/** REPORTS_BENCH_ONLY=customers,monthly: only these reports ("monthly" and "dashboard" included). */
const ONLY = process.env.REPORTS_BENCH_ONLY?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const wanted = (report: string) => !COUNTER_ONLY && (!ONLY || ONLY.includes(report));

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface ReportCaseResult {
  report: string;
  period: string;
  apiP50Ms: number;
  apiP99Ms: number;
  /** The anchor: the same figures aggregated from the raw rows, straight to the driver. */
  rawP50Ms: number;
  rawP99Ms: number;
  p50Ratio: number;
}

export interface CounterResult {
  /** A sale (POST /api/sales) with nothing else running. */
  aloneP50Ms: number;
  aloneP99Ms: number;
  aloneMaxMs: number;
  /** The slowest sale that no garbage collection of 5 ms or more paused (gc-pauses.ts). */
  aloneMaxNoPauseMs: number;
  /** Sales sent one after the other while a one-year report recomputes every stale day. */
  duringP50Ms: number;
  duringP99Ms: number;
  duringMaxMs: number;
  duringMaxNoPauseMs: number;
  salesDuring: number;
  /** Sales, alone or during, that a collection paused, and how many such collections there were. */
  salesInAPause: number;
  collections: number;
  reportMs: number[];
  p50Ratio: number;
  p99Ratio: number;
  /** The slowest sale during against the slowest alone, neither paused by a collection. */
  maxRatio: number;
}

export interface ReportsBenchResult {
  database: string;
  sales: number;
  firstDay: string;
  lastDay: string;
  seededSeconds: number | null;
  cases: ReportCaseResult[];
  counter: CounterResult | null;
}

/**
 * The reports on a shop with history (npm run seed-history): each report for one day, one month
 * and one year ending at the history's last day, over HTTP, next to the SQL that aggregates the
 * same figures from the raw rows. PostgreSQL with REPORTS_BENCH_DATABASE_URL (a large shop) and
 * REPORTS_BENCH_SMALL_DATABASE_URL (a small one); an empty database is seeded first with
 * REPORTS_BENCH_SALES (1,000,000 over three years) or REPORTS_BENCH_SMALL_SALES (10,000) over
 * REPORTS_BENCH_SMALL_DAYS (365). PGlite with REPORTS_BENCH_PGLITE_SALES (10,000 over a year, a
 * fresh directory; 0: none), where a sale is also timed alone and beside a one-year report that has
 * every day to recompute (REPORTS_BENCH_COUNTER_ONLY=1: that alone, without the report timings).
 */
export async function reportsBench(): Promise<ReportsBenchResult[]> {
  const results: ReportsBenchResult[] = [];
  const smallUrl = process.env.REPORTS_BENCH_SMALL_DATABASE_URL;
  // The small shop's history may be short rather than sparse: the same sales a day as the large
  // shop over fewer days (REPORTS_BENCH_SMALL_DAYS), so a day or a month holds as many sales in both.
  if (smallUrl)
    results.push(
      await benchOn(
        await openDatabase({ databaseUrl: smallUrl }),
        Number(process.env.REPORTS_BENCH_SMALL_SALES ?? 10_000),
        Number(process.env.REPORTS_BENCH_SMALL_DAYS ?? 365),
        false,
      ),
    );
  const url = process.env.REPORTS_BENCH_DATABASE_URL;
  if (url) results.push(await benchOn(await openDatabase({ databaseUrl: url }), Number(process.env.REPORTS_BENCH_SALES ?? 1_000_000), 1095, false));
  const pgliteSales = Number(process.env.REPORTS_BENCH_PGLITE_SALES ?? 10_000);
  if (pgliteSales > 0) {
    const dir = mkdtempSync(path.join(tmpdir(), "washdesk-reports-bench-"));
    try {
      results.push(await benchOn(await openDatabase({ pgliteDir: dir }), pgliteSales, pgliteSales > 100_000 ? 1095 : 365, true));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

async function benchOn(handle: DatabaseHandle, salesIfEmpty: number, daysIfEmpty: number, counter: boolean): Promise<ReportsBenchResult> {
  try {
    const seededSeconds = await seedIfEmpty(handle, salesIfEmpty, daysIfEmpty);
    // A shop seeded before the latest migrations gets them, as the server would at its start.
    if (seededSeconds === null) await handle.migrate();
    // The only write to a shop that was already seeded: the owner the bench signs in as.
    await createStaffUser(handle.db, { email: BENCH_EMAIL, password: BENCH_PASSWORD, firstName: "Reports", lastName: "Bench", groupName: "Owner" }).catch(
      () => undefined,
    );
    const { app } = await buildApp({ db: handle.db, config: loadConfig({}, { sessionIdleMs: 3_600_000 }) });
    const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const session = { token: await signIn(baseUrl, BENCH_EMAIL, BENCH_PASSWORD) };
      const raw = (handle.db as unknown as { $client: RawClient }).$client;
      const timeZone = await shopTimeZone(handle.db);
      const { rows } = await raw.query(
        `select min(business_date)::text as first, max(business_date)::text as last, count(*)::int as n from sales where deleted_at is null`,
        [],
      );
      const { first: firstDay, last: lastDay, n: sales } = rows[0] as { first: string; last: string; n: number };
      const periods = [
        { name: "day", from: lastDay, to: lastDay },
        { name: "month", from: addDays(lastDay, -29), to: lastDay },
        { name: "year", from: addDays(lastDay, -364), to: lastDay },
      ];
      const cases: ReportCaseResult[] = [];
      const periodReports = (["general", "sales", "payments", "pnl", "cashier", "customers", "expenses", "purchases"] as const).filter(wanted);
      for (const period of periods) {
        for (const report of periodReports) {
          const query = new URLSearchParams({ from: period.from, to: period.to });
          const params: unknown[] = [period.from, period.to, report === "customers" ? addDays(lastDay, -59) : timeZone];
          cases.push(
            await timeCase(
              baseUrl,
              session,
              raw,
              report,
              `${period.name} ${period.from}…${period.to}`,
              `/api/reports/${report}?${query}`,
              REPORT_ANCHORS[report],
              params,
            ),
          );
        }
      }
      // The monthly report always shows twelve months ending at its day, beside the year before them.
      const months = twelveMonths(lastDay);
      const before = yearBefore({ from: months[0]!.from, to: lastDay });
      if (wanted("monthly"))
        cases.push(
          await timeCase(
            baseUrl,
            session,
            raw,
            "monthly",
            `12 months + the year before, to ${lastDay}`,
            `/api/reports/monthly?to=${lastDay}`,
            REPORT_ANCHORS.monthly,
            [before.from, lastDay, timeZone],
          ),
        );
      // The dashboard is of the shop's today (the day after the history): its day, its month and twelve months.
      const today = addDays(lastDay, 1);
      const lastMonth = lastMonthToSameDay(today);
      if (wanted("dashboard"))
        cases.push(
          await timeCase(baseUrl, session, raw, "dashboard", `today ${today}`, "/api/dashboard", DASHBOARD_ANCHOR, [
            today,
            sameDayLastWeek(today),
            presetPeriod("thisMonth", today).from,
            lastMonth.from,
            lastMonth.to,
            twelveMonths(today)[0]!.from,
            timeZone,
          ]),
        );
      return {
        database: handle.kind,
        sales,
        firstDay,
        lastDay,
        seededSeconds,
        cases,
        counter: counter ? await counterBesideReport(handle, baseUrl, session, periods[2]!) : null,
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

async function seedIfEmpty(handle: DatabaseHandle, count: number, days: number): Promise<number | null> {
  const exists = (await handle.db.execute(sql`select to_regclass('sales') is not null as ready`)) as unknown as { rows: { ready: boolean }[] };
  if (exists.rows[0]!.ready) {
    const result = (await handle.db.execute(sql`select exists (select 1 from sales) as any`)) as unknown as { rows: { any: boolean }[] };
    if (result.rows[0]!.any) return null;
  }
  await handle.migrate();
  await ensureBaseData(handle.db);
  const started = performance.now();
  const to = addDays(new Date().toISOString().slice(0, 10), -1);
  console.log(`Seeding ${count} sales over ${days} days on ${handle.kind} (npm run seed-history does the same)…`);
  // seedHistory ends by rebuilding the daily summaries.
  await seedHistory(handle.db, { sales: count, from: addDays(to, -(days - 1)), to });
  for (const table of ["sales", "sale_lines", "payments", "refunds", "customers", "expenses", "purchases"])
    await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
  return round2((performance.now() - started) / 1000);
}

async function call(baseUrl: string, session: { token: string }, route: string, init: { method?: string; body?: unknown; key?: string } = {}): Promise<void> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: init.method ?? "GET",
    headers: {
      "x-security-token": DEFAULT_CLIENT_TOKEN,
      authorization: `Bearer ${session.token}`,
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.key ? { "idempotency-key": init.key } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const envelope = (await response.json()) as { isSuccess: boolean; message: string };
  if (!envelope.isSuccess) throw new Error(`${init.method ?? "GET"} ${route}: ${envelope.message}`);
  session.token = response.headers.get("x-access-token") ?? session.token;
}

async function timeCase(
  baseUrl: string,
  session: { token: string },
  raw: RawClient,
  report: string,
  period: string,
  route: string,
  anchor: string,
  params: unknown[],
): Promise<ReportCaseResult> {
  // An anchor that needs no time zone is sent without it: the server refuses a parameter a statement does not use.
  const used = Math.max(...[...anchor.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
  const sides = {
    api: () => call(baseUrl, session, route),
    raw: async () => void (await raw.query(anchor, params.slice(0, used))),
  };
  const samples: Record<keyof typeof sides, number[]> = { api: [], raw: [] };
  const names = Object.keys(sides) as (keyof typeof sides)[];
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    // Each round in another order, so neither always meets a warmer cache.
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const started = performance.now();
      await sides[name]();
      if (round >= WARM_UP_ROUNDS) samples[name].push(performance.now() - started);
    }
  }
  const apiP50 = percentile(samples.api, 50);
  const rawP50 = percentile(samples.raw, 50);
  return {
    report,
    period,
    apiP50Ms: round2(apiP50),
    apiP99Ms: round2(percentile(samples.api, 99)),
    rawP50Ms: round2(rawP50),
    rawP99Ms: round2(percentile(samples.raw, 99)),
    p50Ratio: round2(apiP50 / rawP50),
  };
}

/**
 * PGlite has one connection: a sale at the counter waits for whatever holds it. Every day is
 * marked stale (the worst case: the report recomputes a year of summaries before it reads), then
 * sales are sent one after the other for as long as the one-year general report runs.
 */
async function counterBesideReport(
  handle: DatabaseHandle,
  baseUrl: string,
  session: { token: string },
  year: { from: string; to: string },
): Promise<CounterResult> {
  const [wash] = await handle.db
    .insert(products)
    .values({ kind: ItemKind.Service, name: "Bench Express Wash", code: `R-WASH-${randomUUID().slice(0, 8)}`, price: 1500 })
    .returning({ id: products.id });
  const body: SaleCreate = {
    lines: [{ productId: wash!.id, quantity: 1 }],
    expectedAmount: 1500,
    payments: [{ method: PaymentMethod.CreditCard, amount: 1500 }],
  };
  const sale = async (): Promise<Span> => {
    const start = performance.now();
    await call(baseUrl, session, "/api/sales", { method: "POST", body, key: randomUUID() });
    return { start, ms: performance.now() - start };
  };
  for (let i = 0; i < 3; i++) await sale();
  const collections = watchCollections();
  const alone: Span[] = [];
  for (let i = 0; i < COUNTER_SALES_ALONE / 2; i++) alone.push(await sale());

  const during: Span[] = [];
  const reportMs: number[] = [];
  for (let run = 0; run < COUNTER_REPORT_RUNS; run++) {
    await handle.db.execute(sql`update summary_days set computed_version = 0`);
    let done = false;
    const started = performance.now();
    const report = call(baseUrl, session, `/api/reports/general?from=${year.from}&to=${year.to}`).finally(() => {
      done = true;
      reportMs.push(round2(performance.now() - started));
    });
    while (!done) during.push(await sale());
    await report;
  }
  for (let i = 0; i < COUNTER_SALES_ALONE / 2; i++) alone.push(await sale());
  const pauses = await collections.stop();
  const ms = (sales: Span[]) => sales.map((s) => s.ms);
  const withoutPause = (sales: Span[]) => ms(sales.filter((s) => !overlapsAny(s, pauses)));
  const aloneP50 = percentile(ms(alone), 50);
  const aloneP99 = percentile(ms(alone), 99);
  const duringP50 = percentile(ms(during), 50);
  const duringP99 = percentile(ms(during), 99);
  const aloneMaxNoPause = Math.max(...withoutPause(alone));
  const duringMaxNoPause = Math.max(...withoutPause(during));
  return {
    aloneP50Ms: round2(aloneP50),
    aloneP99Ms: round2(aloneP99),
    aloneMaxMs: round2(Math.max(...ms(alone))),
    aloneMaxNoPauseMs: round2(aloneMaxNoPause),
    duringP50Ms: round2(duringP50),
    duringP99Ms: round2(duringP99),
    duringMaxMs: round2(Math.max(...ms(during))),
    duringMaxNoPauseMs: round2(duringMaxNoPause),
    salesDuring: during.length,
    salesInAPause: alone.length + during.length - withoutPause(alone).length - withoutPause(during).length,
    collections: pauses.length,
    reportMs,
    p50Ratio: round2(duringP50 / aloneP50),
    p99Ratio: round2(duringP99 / aloneP99),
    maxRatio: round2(duringMaxNoPause / aloneMaxNoPause),
  };
}
