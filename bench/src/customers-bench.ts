import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { customerListQuerySchema } from "@washdesk/domain";
import {
  buildApp,
  openDatabase,
  type DatabaseHandle,
  ensureBaseData,
  createStaffUser,
  customerListQueries,
  seedBulkCustomers,
  vehiclesOfQuery,
} from "@washdesk/server/bench";
import { DEFAULT_CLIENT_TOKEN, loadConfig } from "@washdesk/server/config";
import { percentile, round2 } from "./stats";
import { signIn } from "./bench-sign-in";

const CUSTOMERS = 100_000;
const ROUNDS = 30;
const WARM_UP_ROUNDS = 2;

/** Both drivers answer `query(text, params)`; the anchor calls the driver with no API in between. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface SearchLatency {
  database: string;
  search: string;
  samples: number;
  apiP50Ms: number;
  apiP99Ms: number;
  sqlP50Ms: number;
  sqlP99Ms: number;
  p99Ratio: number;
}

export interface CustomersBenchResult {
  database: string;
  seedSeconds: number;
  latencies: SearchLatency[];
  /** Per searched text: medians, the indexes its two statements used, and any table read whole. */
  perText: { text: string; matches: number; apiP50Ms: number; sqlP50Ms: number; indexes: string; seqScans: string }[];
}

const prefixes = (text: string) => Array.from({ length: 6 }, (_, i) => text.slice(0, i + 1));

/**
 * Search-as-you-type over 100k customers (150k vehicles): prefixes of 1 to 6 characters of a name, a
 * phone and a plate. Each text goes through GET /api/customers on a listening server (sequential
 * requests, so latency is not queueing) and, as the anchor, the very same SQL straight to the driver.
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server.
 */
export async function customersBench(): Promise<CustomersBenchResult[]> {
  const results = [await benchOn("pglite")];
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) results.push(await benchOn("postgres", adminUrl));
  return results;
}

async function benchOn(kind: "pglite" | "postgres", adminUrl?: string): Promise<CustomersBenchResult> {
  const scratch = await openScratchDatabase(kind, adminUrl);
  const { handle } = scratch;
  try {
    await handle.migrate();
    await ensureBaseData(handle.db);
    const email = `bench-${Date.now()}@example.com`;
    await createStaffUser(handle.db, { email, password: "bench-password", firstName: "Bench", lastName: "Owner", groupName: "Owner" });
    const started = performance.now();
    await seedBulkCustomers(handle.db, CUSTOMERS);
    // What autovacuum does to a live database soon after: statistics for the planner, and the
    // visibility map that lets a count be an index-only scan.
    await handle.db.execute(sql`vacuum analyze customers`);
    await handle.db.execute(sql`vacuum analyze vehicles`);
    const seedSeconds = round2((performance.now() - started) / 1000);

    const texts = await searchTexts(handle);
    const { app } = await buildApp({ db: handle.db, config: loadConfig({}, { sessionIdleMs: 3_600_000 }) });
    const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const session = { token: await signIn(baseUrl, email, "bench-password") };
      const raw = (handle.db as unknown as { $client: RawClient }).$client;
      const api = (text: string) => timeApi(baseUrl, session, text);
      const direct = (text: string) => timeSql(handle, raw, text);

      for (let r = 0; r < WARM_UP_ROUNDS; r++) {
        for (const { text } of texts) {
          await api(text);
          await direct(text);
        }
      }
      const samples = new Map<string, { api: number[]; sql: number[] }>();
      const byText = new Map<string, { api: number[]; sql: number[] }>();
      for (let r = 0; r < ROUNDS; r++) {
        for (const { by, text } of texts) {
          const bucket = samples.get(by) ?? { api: [], sql: [] };
          samples.set(by, bucket);
          const own = byText.get(text) ?? { api: [], sql: [] };
          byText.set(text, own);
          // Alternate which goes first, so neither always meets a warmer cache.
          const first = r % 2 === 0 ? "api" : "sql";
          for (const side of first === "api" ? (["api", "sql"] as const) : (["sql", "api"] as const)) {
            const ms = side === "api" ? await api(text) : await direct(text);
            bucket[side].push(ms);
            own[side].push(ms);
          }
        }
      }
      const all = { api: [...samples.values()].flatMap((s) => s.api), sql: [...samples.values()].flatMap((s) => s.sql) };
      const latencies = [...samples.entries(), ["all", all] as const].map(([search, s]) => ({
        database: handle.kind,
        search,
        samples: s.api.length,
        apiP50Ms: round2(percentile(s.api, 50)),
        apiP99Ms: round2(percentile(s.api, 99)),
        sqlP50Ms: round2(percentile(s.sql, 50)),
        sqlP99Ms: round2(percentile(s.sql, 99)),
        p99Ratio: round2(percentile(s.api, 99) / percentile(s.sql, 99)),
      }));
      const perText = [];
      for (const { text } of texts) {
        const { indexes, seqScans } = await planOf(handle, raw, text);
        const own = byText.get(text)!;
        perText.push({
          text,
          matches: await matchCount(handle, raw, text),
          apiP50Ms: round2(percentile(own.api, 50)),
          sqlP50Ms: round2(percentile(own.sql, 50)),
          indexes: indexes.join(", "),
          seqScans: seqScans.join(", ") || "none",
        });
      }
      return { database: handle.kind, seedSeconds, latencies, perText };
    } finally {
      await app.close();
    }
  } finally {
    await scratch.close();
  }
}

/** Prefixes of a common first name, of a stored phone and of a stored plate, as stored and typed with a dash. */
async function searchTexts(handle: DatabaseHandle) {
  const rows = (await handle.db.execute(sql`
    select (select phone from customers order by created_at desc offset 12345 limit 1) as phone,
           (select tag from vehicles order by created_at desc offset 777 limit 1) as tag`)) as unknown as { rows: { phone: string; tag: string }[] };
  const { phone, tag } = rows.rows[0]!;
  return [
    ...prefixes("Jennifer").map((text) => ({ by: "name", text })),
    ...prefixes(phone).map((text) => ({ by: "phone", text })),
    ...prefixes(tag).map((text) => ({ by: "plate", text })),
    // Plates are compared by their key (case, spaces and dashes aside): "ABC-0123" finds "ABC0123".
    ...prefixes(`${tag.slice(0, 3).toLowerCase()}-${tag.slice(3)}`).map((text) => ({ by: "plate typed", text })),
  ];
}

/** One request as the web client makes it, following a rotated token as the client does (docs/product.md §4). */
async function timeApi(baseUrl: string, session: { token: string }, text: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/customers?search=${encodeURIComponent(text)}`, {
    headers: { "x-security-token": DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${session.token}` },
  });
  const envelope = (await response.json()) as { isSuccess: boolean; message: string };
  const elapsed = performance.now() - started;
  if (!envelope.isSuccess) throw new Error(`GET /api/customers?search=${text}: ${envelope.message}`);
  session.token = response.headers.get("x-access-token") ?? session.token;
  return elapsed;
}

/**
 * The list service's statements as it runs them, straight to the driver: page and total side by side
 * (or the one statement that carries both), then the page's vehicles.
 */
async function timeSql(handle: DatabaseHandle, raw: RawClient, text: string): Promise<number> {
  const queries = customerListQueries(handle.db, customerListQuerySchema.parse({ search: text }));
  const pageSql = queries.page.toSQL();
  const totalSql = queries.total.toSQL();
  const started = performance.now();
  const [rows] = await Promise.all([raw.query(pageSql.sql, pageSql.params), queries.kind === "walk" ? raw.query(totalSql.sql, totalSql.params) : undefined]);
  const ids = (rows.rows as { id: string }[]).map((r) => r.id);
  if (ids.length > 0) {
    const vehiclesSql = vehiclesOfQuery(handle.db, ids).toSQL();
    await raw.query(vehiclesSql.sql, vehiclesSql.params);
  }
  return performance.now() - started;
}

async function matchCount(handle: DatabaseHandle, raw: RawClient, text: string): Promise<number> {
  const { total } = customerListQueries(handle.db, customerListQuerySchema.parse({ search: text }));
  const statement = total.toSQL();
  const { rows } = await raw.query(statement.sql, statement.params);
  return Number(Object.values(rows[0] as Record<string, unknown>)[0]);
}

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

async function planOf(handle: DatabaseHandle, raw: RawClient, text: string) {
  const queries = customerListQueries(handle.db, customerListQuerySchema.parse({ search: text }));
  const indexes = new Set<string>();
  const seqScans = new Set<string>();
  const walk = (node: PlanNode) => {
    if (node["Index Name"]) indexes.add(node["Index Name"]);
    if (node["Node Type"] === "Seq Scan" && node["Relation Name"]) seqScans.add(node["Relation Name"]);
    node.Plans?.forEach(walk);
  };
  const statements = queries.kind === "walk" ? [queries.page.toSQL(), queries.total.toSQL()] : [queries.page.toSQL()];
  for (const statement of statements) {
    const { rows } = await raw.query(`explain (format json) ${statement.sql}`, statement.params);
    const cell = (rows[0] as Record<string, unknown>)["QUERY PLAN"];
    const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    walk(plan[0]!.Plan);
  }
  return { indexes: [...indexes].sort(), seqScans: [...seqScans].sort() };
}

/** A new, empty database for one run: a PGlite directory, or a database beside the given PostgreSQL URL. */
async function openScratchDatabase(kind: "pglite" | "postgres", adminUrl?: string): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (kind === "pglite" || !adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), "washdesk-customers-bench-"));
    const handle = await openDatabase({ pgliteDir: dir });
    return {
      handle,
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `washdesk_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    close: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
