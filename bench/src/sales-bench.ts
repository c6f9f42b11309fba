import { randomBytes, randomUUID, createHash } from "node:crypto";
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import pg from "pg";
import { ActivityAction, cents, DiscountType, InvoiceStatus, ItemKind, OrderStatus, PaymentMethod, TaxMethod, TaxType, VehicleType } from "@washdesk/domain";
import {
  buildApp,
  openDatabase,
  type Database,
  customers,
  products,
  users,
  vehicles,
  ensureBaseData,
  createStaffUser,
  idempotencyClaimQuery,
  idempotencyStoreQuery,
  type FixedQuery,
  saleFactsQuery,
  saleWriteParams,
  saleWriteQuery,
  type SaleWrite,
} from "@washdesk/server/bench";
import { DEFAULT_CLIENT_TOKEN, loadConfig } from "@washdesk/server/config";
import { nextSale, type Fixture, type Shopper } from "./sale-fixture";
import type { SaleLoadJob, SaleLoadResult } from "./sale-load-worker";
import { WRK, wrkLoop } from "./sale-load-wrk";
import { tsWorker } from "./ts-worker";
import { percentile, round2 } from "./stats";
import { signIn } from "./bench-sign-in";

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
  /** What sent the HTTP requests: wrk, or a Node worker thread where wrk is not installed. */
  client: string;
  rows: SalesBenchRow[];
  ratios: { concurrency: number; rpsRatio: number; p99Ratio: number }[];
}

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
  const worker = tsWorker(new URL("./sale-load-worker.ts", import.meta.url), { ...job, fixture } satisfies SaleLoadJob);
  const result = await new Promise<SaleLoadResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  fixture.next = result.next;
  if (process.env.BENCH_VERBOSE)
    console.log(`${side} at ${job.concurrency}: client thread busy ${(result.clientBusyMs / result.latencies.length).toFixed(3)} ms per request`);
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
    .values(people.map((p) => ({ customerId: p.id, type: VehicleType.SUV, make: "Toyota", model: "RAV4", year: "2022", color: "Black" })))
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

const line = (position: number, productId: string, kind: ItemKind, name: string, unitPrice: number, tax: { type: TaxType; rate: number; unit: number }) => ({
  position,
  productId,
  kind,
  name,
  code: "",
  quantity: 1,
  unitPrice,
  discountType: DiscountType.NoDiscount,
  discountRate: 0,
  taxType: tax.type,
  taxMethod: TaxMethod.Exclusive,
  taxRate: tax.rate,
  unitDiscount: 0,
  unitTax: tax.unit,
  discountTotal: 0,
  netTotal: unitPrice,
  taxTotal: tax.unit,
  includedTaxTotal: 0,
  subTotal: unitPrice + tax.unit,
  staffIds: [],
});
const untaxed = { type: TaxType.Percentage, rate: 0, unit: 0 };

/** What the service hands the write for the next sale, priced once by hand (see nextSale). */
function saleWrite(f: Fixture, shopper: Shopper, retail: string): SaleWrite {
  const saleId = randomUUID();
  const paymentId = randomUUID();
  const now = new Date();
  return {
    sale: {
      id: saleId,
      customerId: shopper.customerId,
      vehicleId: shopper.vehicleId,
      vehicleType: "SUV",
      serviceMode: null,
      notes: "",
      cashierId: f.userId,
      registerSessionId: null,
      status: OrderStatus.Completed,
      invoiceStatus: InvoiceStatus.Paid,
      subTotal: 2999,
      discountTotal: 0,
      taxTotal: 35,
      includedTaxTotal: 0,
      amount: 3034,
      paidTotal: 3034,
      tipTotal: 0,
      awardPointsEarned: 30,
      awardPointsRedeemed: 0,
      businessDate: now.toISOString().slice(0, 10),
      completedAt: now,
    },
    lines: [
      line(1, f.wash, ItemKind.Service, "Deluxe Wash", 2200, untaxed),
      line(2, f.addOn, ItemKind.Service, "Tire Shine", 400, untaxed),
      line(3, retail, ItemKind.Standard, "Air Freshener", 399, { type: TaxType.Percentage, rate: 8875, unit: 35 }),
    ],
    payments: [{ id: paymentId, method: PaymentMethod.CreditCard, amount: cents(3034), tip: cents(0), reference: "", origin: null }],
    activity: {
      action: ActivityAction.New,
      details: { amount: 3034, paid: 3034, payments: [{ id: paymentId, method: PaymentMethod.CreditCard, amount: 3034 }] },
      ip: "127.0.0.1",
    },
    points: { customerId: shopper.customerId, spend: 0, add: 30 },
    stock: new Map([[retail, -1]]),
  };
}

const run = (client: pg.PoolClient, query: FixedQuery, values: unknown[]) => client.query({ name: query.name, text: query.text, values });

/**
 * The anchor: the very statements POST /api/sales runs (the same text, imported from the server,
 * prepared the same way, with parameters of the same shape), as one hand-written transaction
 * straight to the driver. Left out: HTTP, the session check, JSON body validation, the pricing (done
 * once by hand) and the answer's shaping. Claim the key, read, write, store the answer (the sale as
 * written, as large as the API's), commit.
 */
async function rawSale(pool: pg.Pool, f: Fixture): Promise<void> {
  const { shopper, retail } = nextSale(f);
  const client = await pool.connect();
  try {
    await client.query("begin");
    const key = randomUUID();
    await run(client, idempotencyClaimQuery, [f.userId, key, "POST /api/sales", createHash("sha256").update(key).digest("hex")]);
    await run(client, saleFactsQuery, [shopper.customerId, shopper.vehicleId, `${f.wash},${f.addOn},${retail}`, null]);
    const written = await run(client, saleWriteQuery, saleWriteParams(saleWrite(f, shopper, retail)));
    const { sale, lines, payments } = written.rows[0] as { sale: Record<string, unknown>; lines: unknown[]; payments: unknown[] };
    const answer = { status: 200, isSuccess: true, message: "Sale saved.", caption: "", notification: "positive", body: { ...sale, lines, payments } };
    await run(client, idempotencyStoreQuery, [f.userId, key, 200, JSON.stringify(answer)]);
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
      const token = await signIn(baseUrl, email, "bench-password");
      const api = async (concurrency: number, seconds: number) => {
        const job = { baseUrl, token, clientToken: DEFAULT_CLIENT_TOKEN, concurrency, seconds };
        if (!WRK) return httpLoop("POST /api/sales", job, fixture);
        const run = await wrkLoop(job, fixture);
        return {
          side: "POST /api/sales",
          concurrency,
          requests: run.requests,
          requestsPerSecond: Math.round(run.requests / run.elapsedSeconds),
          p50Ms: round2(run.p50Ms),
          p99Ms: round2(run.p99Ms),
          errors: run.errors,
        };
      };
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
      return { database: handle.kind, client: WRK ? "wrk (one native thread)" : "a Node worker thread (install wrk for a lighter client)", rows, ratios };
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
