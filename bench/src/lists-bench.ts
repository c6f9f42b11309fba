import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { addDays, saleListQuerySchema } from "@washdesk/domain";
import {
  buildApp,
  createStaffUser,
  ensureBaseData,
  openDatabase,
  salePageQuery,
  saleTotalsQuery,
  seedHistory,
  type DatabaseHandle,
} from "@washdesk/server/bench";
import { DEFAULT_CLIENT_TOKEN, loadConfig } from "@washdesk/server/config";
import { percentile, round2 } from "./stats";
import { signIn } from "./bench-sign-in";

const ROUNDS = Number(process.env.LISTS_BENCH_ROUNDS ?? 15);
const WARM_UP_ROUNDS = 2;
const PAGE_SIZE = 25;
const FAR_PAGE = 1000;
const BENCH_EMAIL = "lists-bench@example.com";
const BENCH_PASSWORD = "lists-bench-password";

/** Both drivers answer `query(text, params)`; the anchors call the driver with no API in between. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface ListCaseResult {
  list: string;
  page: number;
  apiP50Ms: number;
  apiP99Ms: number;
  /** The same page asked for as the list's Next button does: after the last row of the page before (`after=`). */
  apiWalkP50Ms: number | null;
  /** The service's two statements (the page and the totals row), side by side, straight to the driver. */
  statementsP50Ms: number;
  /** The page's statement alone, then the totals row's alone. */
  pageSqlP50Ms: number;
  totalsSqlP50Ms: number;
  /** The anchor: the same page read by its key, `(business_date, number) < (…)`. */
  keysetP50Ms: number;
  keysetP99Ms: number;
  p50Ratio: number;
}

export interface ListsBenchResult {
  database: string;
  sales: number;
  seededSeconds: number | null;
  cases: ListCaseResult[];
}

/**
 * GET /api/sales on a shop with years of history (npm run seed-history): page 1 and page 1,000 of
 * every sale and of the last 30 days (the list's usual range), each with its totals row, next to
 * the same page read by its key. PostgreSQL with LISTS_BENCH_DATABASE_URL (a database seeded by
 * the command; an empty one is seeded first with LISTS_BENCH_SALES, 1,000,000 by default); PGlite
 * too with LISTS_BENCH_PGLITE_SALES (a fresh directory seeded with that many sales, or the one
 * LISTS_BENCH_PGLITE_DIR names, kept). A list shorter than 1,000 pages is timed at its last page.
 */
export async function listsBench(): Promise<ListsBenchResult[]> {
  const results: ListsBenchResult[] = [];
  const pgliteSales = Number(process.env.LISTS_BENCH_PGLITE_SALES ?? 0);
  if (pgliteSales > 0) {
    // A directory given is kept (and seeded only the first time), so two builds can be compared on the same data.
    const kept = process.env.LISTS_BENCH_PGLITE_DIR;
    const dir = kept ?? mkdtempSync(path.join(tmpdir(), "washdesk-lists-bench-"));
    try {
      results.push(await benchOn(await openDatabase({ pgliteDir: dir }), pgliteSales));
    } finally {
      if (!kept) rmSync(dir, { recursive: true, force: true });
    }
  }
  const url = process.env.LISTS_BENCH_DATABASE_URL;
  if (url) results.push(await benchOn(await openDatabase({ databaseUrl: url }), Number(process.env.LISTS_BENCH_SALES ?? 1_000_000)));
  if (results.length === 0) throw new Error("Set LISTS_BENCH_DATABASE_URL (PostgreSQL seeded by npm run seed-history) or LISTS_BENCH_PGLITE_SALES.");
  return results;
}

async function benchOn(handle: DatabaseHandle, salesIfEmpty: number): Promise<ListsBenchResult> {
  try {
    await handle.migrate();
    await ensureBaseData(handle.db);
    const seededSeconds = await seedIfEmpty(handle, salesIfEmpty);
    await createStaffUser(handle.db, { email: BENCH_EMAIL, password: BENCH_PASSWORD, firstName: "Lists", lastName: "Bench", groupName: "Owner" }).catch(
      () => undefined,
    );
    const { app } = await buildApp({ db: handle.db, config: loadConfig({}, { sessionIdleMs: 3_600_000 }) });
    const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const session = { token: await signIn(baseUrl, BENCH_EMAIL, BENCH_PASSWORD) };
      const raw = (handle.db as unknown as { $client: RawClient }).$client;
      const counted = (await handle.db.execute(
        sql`select max(business_date)::text as last, count(*)::int as n from sales where deleted_at is null`,
      )) as unknown as {
        rows: { last: string; n: number }[];
      };
      const latest = counted.rows[0];
      const lastDay = latest!.last;
      const lists = [
        { list: "every sale", filter: {} },
        { list: "last 30 days", filter: { from: addDays(lastDay, -29), to: lastDay } },
      ];
      const cases: ListCaseResult[] = [];
      for (const { list, filter } of lists) {
        // Page 1,000, or the last page of a list that has fewer.
        const counted = (
          await raw.query(`select count(*)::int as n from sales where deleted_at is null${filter.from ? ` and business_date >= '${filter.from}'` : ""}`, [])
        ).rows[0] as { n: number };
        const farPage = Math.max(2, Math.min(FAR_PAGE, Math.ceil(counted.n / PAGE_SIZE)));
        for (const page of [1, farPage]) cases.push(await timeCase(handle, raw, baseUrl, session, list, filter, page));
      }
      return { database: handle.kind, sales: latest!.n, seededSeconds, cases };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

async function seedIfEmpty(handle: DatabaseHandle, count: number): Promise<number | null> {
  const result = (await handle.db.execute(sql`select exists (select 1 from sales) as any`)) as unknown as { rows: { any: boolean }[] };
  if (result.rows[0]!.any) return null;
  const started = performance.now();
  const to = addDays(new Date().toISOString().slice(0, 10), -1);
  console.log(`Seeding ${count} sales on ${handle.kind} (npm run seed-history does the same)…`);
  await seedHistory(handle.db, { sales: count, from: addDays(to, -1095), to });
  for (const table of ["sales", "sale_lines", "payments", "refunds", "customers"]) await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
  return round2((performance.now() - started) / 1000);
}

/** The page's columns as the list reads them; the anchor reads the same with the same joins. */
const PAGE_COLUMNS = `s.id, s.number, s.business_date, s.created_at, s.status, s.invoice_status, s.vehicle_type, s.customer_id, c.name,
  s.cashier_id, trim(u.first_name || ' ' || u.last_name), s.amount, s.tax_total, s.discount_total, s.paid_total, s.tip_total, s.refunded_total,
  coalesce((select array_agg(p.method order by p.created_at, p.id) from payments p where p.sale_id = s.id), '{}')`;

/** The anchor: a page read by its key, after the row (business_date, number) of the page before, if any. */
function keysetQuery(filter: { from?: string; to?: string }, after: { date: string; number: number } | null): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = ["s.deleted_at is null"];
  if (filter.from) where.push(`s.business_date >= $${params.push(filter.from)}`);
  if (filter.to) where.push(`s.business_date <= $${params.push(filter.to)}`);
  if (after) where.push(`(s.business_date, s.number) < ($${params.push(after.date)}::date, $${params.push(after.number)}::bigint)`);
  return {
    text: `select ${PAGE_COLUMNS} from sales s join users u on u.id = s.cashier_id left join customers c on c.id = s.customer_id
      where ${where.join(" and ")} order by s.business_date desc, s.number desc limit ${PAGE_SIZE}`,
    params,
  };
}

async function timeCase(
  handle: DatabaseHandle,
  raw: RawClient,
  baseUrl: string,
  session: { token: string },
  list: string,
  filter: { from?: string; to?: string },
  page: number,
): Promise<ListCaseResult> {
  const parsed = saleListQuerySchema.parse({ ...filter, page, pageSize: PAGE_SIZE });
  const pageSql = salePageQuery(handle.db, parsed).toSQL();
  const totalsSql = saleTotalsQuery(handle.db, parsed).toSQL();
  // The key the page before ends on, found once: walking the list with a cursor carries it.
  let after: { date: string; number: number } | null = null;
  if (page > 1) {
    const { rows } = await raw.query(
      `select business_date::text as date, number::int as number from sales s where deleted_at is null${filter.from ? ` and business_date >= '${filter.from}'` : ""}${filter.to ? ` and business_date <= '${filter.to}'` : ""}
       order by business_date desc, number desc offset ${(page - 1) * PAGE_SIZE - 1} limit 1`,
      [],
    );
    after = (rows[0] as { date: string; number: number } | undefined) ?? null;
  }
  const keyset = keysetQuery(filter, after);
  const query = new URLSearchParams({ ...filter, page: String(page), pageSize: String(PAGE_SIZE) });
  const walkQuery = new URLSearchParams({
    ...filter,
    page: String(page),
    pageSize: String(PAGE_SIZE),
    ...(after ? { after: `${after.date}.${after.number}` } : {}),
  });
  const get = async (asked: URLSearchParams) => {
    const response = await fetch(`${baseUrl}/api/sales?${asked}`, {
      headers: { "x-security-token": DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${session.token}` },
    });
    const envelope = (await response.json()) as { isSuccess: boolean; message: string };
    if (!envelope.isSuccess) throw new Error(`GET /api/sales?${asked}: ${envelope.message}`);
    session.token = response.headers.get("x-access-token") ?? session.token;
  };

  const sides = {
    api: () => get(query),
    apiWalk: () => get(walkQuery),
    statements: async () => {
      await Promise.all([raw.query(pageSql.sql, pageSql.params), raw.query(totalsSql.sql, totalsSql.params)]);
    },
    pageSql: async () => void (await raw.query(pageSql.sql, pageSql.params)),
    totalsSql: async () => void (await raw.query(totalsSql.sql, totalsSql.params)),
    keyset: async () => void (await raw.query(keyset.text, keyset.params)),
  };
  const samples: Record<keyof typeof sides, number[]> = { api: [], apiWalk: [], statements: [], pageSql: [], totalsSql: [], keyset: [] };
  const names = Object.keys(sides) as (keyof typeof sides)[];
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    // Each round in another order, so none always meets a warmer cache.
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const started = performance.now();
      await sides[name]();
      if (round >= WARM_UP_ROUNDS) samples[name].push(performance.now() - started);
    }
  }
  const p50 = (name: keyof typeof sides) => round2(percentile(samples[name], 50));
  return {
    list,
    page,
    apiP50Ms: p50("api"),
    apiP99Ms: round2(percentile(samples.api, 99)),
    apiWalkP50Ms: after ? p50("apiWalk") : null,
    statementsP50Ms: p50("statements"),
    pageSqlP50Ms: p50("pageSql"),
    totalsSqlP50Ms: p50("totalsSql"),
    keysetP50Ms: p50("keyset"),
    keysetP99Ms: round2(percentile(samples.keyset, 99)),
    p50Ratio: round2(p50("api") / p50("keyset")),
  };
}
