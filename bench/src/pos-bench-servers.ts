import path from "node:path";
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { ItemKind, TaxMethod, TaxType, VehicleType } from "@washdesk/domain";
import { buildApp, registerSecurityHeaders, openDatabase, type Database, products, ensureBaseData, createStaffUser } from "@washdesk/server/bench";
import { loadConfig } from "@washdesk/server/config";

/** What the POS bench asks its server thread for: the two builds to serve and where the data lives. */
export interface PosServersJob {
  webOut: string;
  bareOut: string;
  /** The floor page's build (floor-page/), served by a second instance of the product on the same database. */
  floorOut?: string;
  /** PostgreSQL; otherwise PGlite in pgliteDir. */
  databaseUrl?: string;
  pgliteDir: string;
  products: number;
}

export interface PosServers {
  database: string;
  /** The product, with its embedded or real database, serving the built web app. */
  base: string;
  /** The bare page from a plain static server. */
  bareBase: string;
  /** The same bare page behind the product's security headers. */
  guardedBase: string;
  /** The floor page, from the product's own server and database (when the job has floorOut). */
  floorBase: string | null;
  email: string;
  password: string;
}

const CATEGORIES = ["Washes", "Detailing", "Interior", "Add-ons", "Protection"];

/** A catalog of realistic size: services priced per vehicle type in five categories, the rest retail with stock. */
async function seedCatalog(db: Database, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => {
    const service = i % 2 === 0;
    return {
      kind: service ? ItemKind.Service : ItemKind.Standard,
      name: `${service ? "Service" : "Retail"} ${String(i).padStart(3, "0")}`,
      code: `POS-${i}`,
      category: CATEGORIES[i % CATEGORIES.length]!,
      price: 1000 + i * 10,
      vehiclePrices: service ? { [VehicleType.SUV]: 1500 + i * 10, [VehicleType.Van]: 1800 + i * 10 } : {},
      stock: service ? null : 1000,
      taxType: TaxType.Percentage,
      taxMethod: TaxMethod.Exclusive,
      taxRate: 8875,
    };
  });
  await db.insert(products).values(rows);
}

/**
 * The POS bench's servers, on a thread of their own. In the shop the server is its own process; run
 * on the bench's main thread it shared an event loop with Playwright, which parses a DevTools event
 * for every request the page makes, so the page with more requests had its answers held back by
 * the measuring itself. The bare page's servers live here too, so both pages are served alike.
 */
async function start(job: PosServersJob): Promise<{ servers: PosServers; close: () => Promise<void> }> {
  const handle = await openDatabase(job.databaseUrl ? { databaseUrl: job.databaseUrl } : { pgliteDir: job.pgliteDir });
  const closers: (() => Promise<unknown>)[] = [() => handle.close()];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    await handle.migrate();
    await ensureBaseData(handle.db);
    const email = `pos-bench-${Date.now()}@example.com`;
    const password = "bench-password";
    await createStaffUser(handle.db, { email, password, firstName: "Bench", lastName: "Cashier", groupName: "Owner" });
    await seedCatalog(handle.db, job.products);
    const serveProduct = async (webDist: string) => {
      const { app } = await buildApp({ db: handle.db, config: loadConfig({}, { sessionIdleMs: 3_600_000, webDist }) });
      const address = await app.listen({ port: 0, host: "127.0.0.1" });
      closers.push(() => app.close());
      return address;
    };
    const base = await serveProduct(job.webOut);
    const floorBase = job.floorOut ? await serveProduct(job.floorOut) : null;

    const serveBarePage = async (withSecurityHeaders: boolean) => {
      const server = Fastify();
      if (withSecurityHeaders) registerSecurityHeaders(server);
      await server.register(fastifyStatic, { root: path.resolve(job.bareOut) });
      closers.push(() => server.close());
      return server.listen({ port: 0, host: "127.0.0.1" });
    };
    const bareBase = await serveBarePage(false);
    const guardedBase = await serveBarePage(true);
    return { servers: { database: handle.kind, base, bareBase, guardedBase, floorBase, email, password }, close };
  } catch (error) {
    await close();
    throw error;
  }
}

// Started as a worker by pos-bench.ts: answers with the servers' addresses (or the error); then,
// asked "busy", with the milliseconds this thread's event loop has been at work so far (what
// serving a load cost); asked "close", closes the servers and says so.
if (parentPort) {
  const port = parentPort;
  start(workerData as PosServersJob).then(
    ({ servers, close }) => {
      port.postMessage({ servers });
      const onMessage = (message: unknown) => {
        if (message === "busy") return port.postMessage({ busyMs: performance.eventLoopUtilization().active });
        port.off("message", onMessage);
        void close().finally(() => port.postMessage({ closed: true }));
      };
      port.on("message", onMessage);
    },
    (error: unknown) => port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
}
