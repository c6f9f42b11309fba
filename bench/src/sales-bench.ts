import { randomBytes, randomUUID, createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import pg from "pg";
import { Worker } from "node:worker_threads";
import { ItemKind, TaxMethod, TaxType } from "@washdesk/domain";
import { buildApp } from "../../apps/server/src/app";
import { DEFAULT_CLIENT_TOKEN, loadConfig } from "../../apps/server/src/config";
import { openDatabase } from "../../apps/server/src/platform/db/open-database";
import type { Database } from "../../apps/server/src/platform/db/database";
import { customers, products, users, vehicles } from "../../apps/server/src/platform/db/schema";
import { ensureBaseData } from "../../apps/server/src/seed/base-data";
import { createStaffUser } from "../../apps/server/src/seed/create-user";
import { nextSale, type Fixture } from "./sale-fixture";
import type { SaleLoadJob, SaleLoadResult } from "./sale-load-worker";

const CONCURRENCY = [1, 8, 32] as const;
const SECONDS = 6;
const WARM_UP_SECONDS = 1;
/** Both sides get the same number of database connections. */
const POOL_SIZE = 16;

export interface SalesBenchRow {
  side: string;
  concurrency: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface SalesBenchResult {
  database: string;
  rows: SalesBenchRow[];
  ratios: { concurrency: number; rpsRatio: number; p99Ratio: number }[];
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round2 = (n: number) => Math.round(n * 100) / 100;

function summary(side: string, concurrency: number, latencies: number[], errors: number, elapsedSeconds: number): SalesBenchRow {
  return {
    side,
    concurrency,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    p50Ms: round2(percentile(latencies, 50)),
    p99Ms: round2(percentile(latencies, 99)),
    errors,
  };
}

/** `concurrency` loops, each sending its next request when the last is answered, for a fixed time. */
async function closedLoop(side: string, concurrency: number, seconds: number, once: () => Promise<void>): Promise<SalesBenchRow> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          await once();
          latencies.push(performance.now() - t);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return summary(side, concurrency, latencies, errors, (performance.now() - started) / 1000);
}

/** The same closed loop over HTTP, driven from a worker thread so the client's work is not the server's. */
export async function httpLoop(side: string, job: Omit<SaleLoadJob, "fixture">, fixture: Fixture): Promise<SalesBenchRow> {
  // A worker's entry is not passed through the parent's TypeScript loader, so it loads it itself.
  const entry = JSON.stringify(new URL("./sale-load-worker.ts", import.meta.url).href);
  const worker = new Worker(`import("tsx/esm/api").then(({ tsImport }) => tsImport(${entry}, ${entry}))`, {
    eval: true,
    workerData: { ...job, fixture } satisfies SaleLoadJob,
  });
  const result = await new Promise<SaleLoadResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  fixture.next = result.next;
  if (result.firstError) console.warn(`${side} at ${job.concurrency}: ${result.errors} errors, first: ${result.firstError}`);
  return summary(side, job.concurrency, result.latencies, result.errors, result.elapsedSeconds);
}

const CUSTOMERS = 200;
const RETAIL_PRODUCTS = 40;

/**
 * A wash priced per vehicle type, an add-on, retail items with stock and 8.875 % tax, and customers
 * with an SUV. Each sale takes the next customer and retail item in turn, as a shop's counter does:
 * concurrent sales rarely share a customer, and a single hot row would measure lock queueing only.
 */
export async function seedFixture(db: Database, email: string): Promise<Fixture> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const people = await db
    .insert(customers)
    .values(Array.from({ length: CUSTOMERS }, (_, i) => ({ name: `Bench Customer ${i}`, phone: `555${String(1_000_000 + i).slice(1)}0` })))
    .returning({ id: customers.id });
  const cars = await db
    .insert(vehicles)
    .values(people.map((p) => ({ customerId: p.id, type: "SUV", make: "Toyota", model: "RAV4", year: "2022", color: "Black" })))
    .returning({ id: vehicles.id, customerId: vehicles.customerId });
  const [wash, addOn] = await db
    .insert(products)
    .values([
      { kind: ItemKind.Service, name: "Deluxe Wash", code: "B-WASH", price: 1800, vehiclePrices: { SUV: 2200 } },
      { kind: ItemKind.Service, name: "Tire Shine", code: "B-TIRE", price: 400 },
    ])
    .returning();
  const retail = await db
    .insert(products)
    .values(
      Array.from({ length: RETAIL_PRODUCTS }, (_, i) => ({
        kind: ItemKind.Standard,
        name: `Air Freshener ${i}`,
        code: `B-AF-${i}`,
        price: 399,
        stock: 10_000_000,
        taxType: TaxType.Percentage,
        taxMethod: TaxMethod.Exclusive,
        taxRate: 8875,
      })),
    )
    .returning({ id: products.id });
  return {
    userId: user!.id,
    shoppers: cars.map((c) => ({ customerId: c.customerId, vehicleId: c.id })),
    wash: wash!.id,
    addOn: addOn!.id,
    retail: retail.map((r) => r.id),
    next: 0,
  };
}

/** The reads of a new sale in one statement, as features/sales/sale-create.repository.ts has them. */
const FACTS = `
select
  (select coalesce(json_object_agg(key, value), '{}'::json) from settings where key in ('utility', 'awardPoints')) as settings,
  (select json_build_object(
      'customer', json_build_object('id', c.id, 'name', c.name, 'phone', c.phone, 'email', c.email, 'awardPoints', c.award_points),
      'vehicle', case when v.id is null then null else json_build_object('id', v.id, 'type', v.type, 'make', v.make, 'model', v.model, 'year', v.year, 'color', v.color, 'tag', v.tag) end)
    from customers c
    left join vehicles v on v.customer_id = c.id and v.id = $2::uuid and v.deleted_at is null
    where c.id = $1::uuid and c.deleted_at is null) as party,
  (select coalesce(json_agg(json_build_object(
      'id', p.id, 'kind', p.kind, 'name', p.name, 'code', p.code, 'price', p.price, 'vehiclePrices', p.vehicle_prices,
      'taxType', p.tax_type, 'taxMethod', p.tax_method, 'taxRate', p.tax_rate, 'discountType', p.discount_type, 'discountRate', p.discount_rate,
      'active', p.active, 'deletedAt', p.deleted_at)), '[]'::json)
    from products p where p.id = any(string_to_array($3::text, ',')::uuid[])) as products,
  (select coalesce(json_agg(json_build_object('comboId', ci.combo_id, 'productId', ci.product_id, 'quantity', ci.quantity)), '[]'::json)
    from combo_items ci where ci.combo_id = any(string_to_array($3::text, ',')::uuid[])) as combo_parts,
  (select count(*)::int from users u where u.id = any(string_to_array($4::text, ',')::uuid[])) as staff_found`;

/** The writes of a new sale in one statement (sale, lines, payment, activity, points, stock), with the prices computed once. */
const WRITE = `
with
s as (
  insert into sales (id, customer_id, vehicle_id, vehicle_type, service_mode, notes, cashier_id, register_session_id, status, invoice_status,
    sub_total, discount_total, tax_total, included_tax_total, amount, paid_total, tip_total, award_points_earned, award_points_redeemed, business_date, completed_at)
  values ($1::uuid, $2::uuid, $3::uuid, 'SUV', null, '', $4::uuid, null, 1, 3, 2999, 0, 35, 0, 3034, 3034, 0, 30, 0, current_date, now())
  returning *),
l as (
  insert into sale_lines (sale_id, position, product_id, kind, name, code, quantity, unit_price, discount_type, discount_rate, tax_type, tax_method,
    tax_rate, unit_discount, unit_tax, discount_total, net_total, tax_total, included_tax_total, sub_total, staff_ids)
  values ($1::uuid, 1, $5::uuid, 2, 'Deluxe Wash', 'B-WASH', 1, 2200, 0, 0, 0, 0, 0, 0, 0, 0, 2200, 0, 0, 2200, '[]'),
         ($1::uuid, 2, $6::uuid, 2, 'Tire Shine', 'B-TIRE', 1, 400, 0, 0, 0, 0, 0, 0, 0, 0, 400, 0, 0, 400, '[]'),
         ($1::uuid, 3, $7::uuid, 0, 'Air Freshener', 'B-AF', 1, 399, 0, 0, 1, 0, 8875, 0, 35, 0, 399, 35, 0, 434, '[]')
  returning *),
p as (
  insert into payments (id, sale_id, method, amount, tip, reference, created_by, business_date, created_at)
  values ($8::uuid, $1::uuid, 2, 3034, 0, '', $4::uuid, current_date, clock_timestamp())
  returning *),
a as (
  insert into activity_logs (user_id, action, entity, entity_id, details, ip)
  select $4::uuid, 60, 'sale', s.id::text, jsonb_build_object('number', s.number) || $9::text::jsonb, '127.0.0.1' from s),
pts as (update customers set award_points = award_points - 0 + 30 where id = $2::uuid and award_points >= 0 returning award_points),
locked as materialized (select id from products where id = $7::uuid and stock is not null order by id for no key update),
st as (update products set stock = products.stock - 1, updated_at = now() from locked where products.id = locked.id)
select row_to_json(s) as sale,
  (select json_agg(row_to_json(l) order by l.position) from l) as lines,
  (select json_agg(row_to_json(p)) from p) as payments,
  (select award_points from pts) as points
from s`;

/**
 * The anchor: the statements POST /api/sales runs, hand-written as one transaction straight to the
 * driver and prepared as the server prepares them (no HTTP, session check, JSON body or validation;
 * prices are constants computed once): claim the key, read, write, store the answer.
 */
async function rawSale(pool: pg.Pool, f: Fixture): Promise<void> {
  const { shopper, retail } = nextSale(f);
  const client = await pool.connect();
  try {
    await client.query("begin");
    const key = randomUUID();
    await client.query({
      name: "bench_claim",
      text: "insert into idempotency_keys (user_id, key, route, request_hash) values ($1::uuid, $2::text, 'POST /api/sales', $3::text) on conflict do nothing returning key",
      values: [f.userId, key, createHash("sha256").update(key).digest("hex")],
    });
    await client.query({ name: "bench_facts", text: FACTS, values: [shopper.customerId, shopper.vehicleId, `${f.wash},${f.addOn},${retail}`, null] });
    const saleId = randomUUID();
    const paymentId = randomUUID();
    await client.query({
      name: "bench_write",
      text: WRITE,
      values: [saleId, shopper.customerId, shopper.vehicleId, f.userId, f.wash, f.addOn, retail, paymentId, JSON.stringify({ amount: 3034, paid: 3034, payments: [{ id: paymentId, method: 2, amount: 3034 }] })],
    });
    await client.query({
      name: "bench_store",
      text: "update idempotency_keys set response_status = 200, response_body = $3::text::jsonb where user_id = $1::uuid and key = $2::text",
      values: [f.userId, key, JSON.stringify({ status: 200, body: { id: saleId } })],
    });
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

/**
 * POST /api/sales (3 lines, 1 card payment, a new Idempotency-Key each; customers and retail items
 * taken in turn) on a listening server, at
 * concurrency 1, 8 and 32, next to the same statements as one hand-written transaction, on
 * PostgreSQL: BENCH_DATABASE_URL, or a fresh database beside TEST_DATABASE_URL / the local server.
 */
export async function salesBench(): Promise<SalesBenchResult> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `washdesk_sales_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: POOL_SIZE });
  const rawPool = new pg.Pool({ connectionString: url.toString(), max: POOL_SIZE });
  // Dropping the database at the end ends connections still closing; that is no error of the run.
  rawPool.on("error", () => undefined);
  try {
    await handle.migrate();
    await ensureBaseData(handle.db);
    const email = `bench-${Date.now()}@example.com`;
    await createStaffUser(handle.db, { email, password: "bench-password", firstName: "Bench", lastName: "Owner", groupName: "Owner" });
    const fixture = await seedFixture(handle.db, email);
    const { app } = await buildApp({ db: handle.db, config: loadConfig({}, { sessionIdleMs: 3_600_000 }) });
    const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const token = await signIn(baseUrl, email);
      const api = (concurrency: number, seconds: number) =>
        httpLoop("POST /api/sales", { baseUrl, token, clientToken: DEFAULT_CLIENT_TOKEN, concurrency, seconds }, fixture);
      const raw = () => rawSale(rawPool, fixture);
      await api(8, WARM_UP_SECONDS);
      await closedLoop("warm-up", 8, WARM_UP_SECONDS, raw);
      const rows: SalesBenchRow[] = [];
      const ratios: SalesBenchResult["ratios"] = [];
      for (const concurrency of CONCURRENCY) {
        const sql = await closedLoop("hand-written transaction", concurrency, SECONDS, raw);
        const http = await api(concurrency, SECONDS);
        rows.push(sql, http);
        ratios.push({ concurrency, rpsRatio: round2(http.requestsPerSecond / sql.requestsPerSecond), p99Ratio: round2(http.p99Ms / sql.p99Ms) });
      }
      return { database: handle.kind, rows, ratios };
    } finally {
      await app.close();
    }
  } finally {
    await rawPool.end();
    await handle.close();
    const cleaner = new pg.Client({ connectionString: adminUrl });
    await cleaner.connect();
    await cleaner.query(`drop database if exists ${name} with (force)`);
    await cleaner.end();
  }
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-security-token": DEFAULT_CLIENT_TOKEN },
    body: JSON.stringify({ email, password: "bench-password" }),
  });
  const { body } = (await response.json()) as { body: { token: string } };
  return body.token;
}
