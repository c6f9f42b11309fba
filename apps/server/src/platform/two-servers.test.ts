import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import { headers, type RealtimeHint } from "@washdesk/domain";
import { DEFAULT_CLIENT_TOKEN } from "../config";
import { demoSignIns } from "../seed/demo-shop";
import { onPostgres } from "../../test/test-database";

// Two whole server processes (as `npm run dev` starts them, from source) on one PostgreSQL and one
// Redis: needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets both; on CI they must be there).
// It runs in the server-pg project only: the servers use PostgreSQL whichever project starts them.
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const LIMIT = 3;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Server {
  url: string;
  child: ChildProcess;
  output: string[];
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = (await fetch(`${url}/api/health`).catch(() => undefined))?.status;
    if (status === 200) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server on ${port} did not start: ${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, child, output };
}

async function stop(server: Server | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

const api = (server: Server, method: string, route: string, options: { token?: string; body?: unknown; ip?: string; idempotencyKey?: string } = {}) =>
  fetch(`${server.url}${route}`, {
    method,
    headers: {
      [headers.clientToken]: DEFAULT_CLIENT_TOKEN,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.ip ? { "x-forwarded-for": options.ip } : {}),
      ...(options.idempotencyKey ? { [headers.idempotencyKey]: options.idempotencyKey } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });

describe.runIf(onPostgres && databaseUrl && redisUrl)("two server processes on one PostgreSQL and one Redis", () => {
  const name = `washdesk_two_${randomBytes(6).toString("hex")}`;
  let dataDir: string;
  let first: Server | undefined;
  let second: Server | undefined;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(path.join(tmpdir(), "washdesk-two-servers-"));
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      DATA_DIR: dataDir,
      SETTINGS_KEY: randomBytes(32).toString("base64"),
      SEED_DEMO: "true",
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      // Attempts below come "from" an address of their own through the forwarded header.
      TRUST_PROXY: "loopback",
      VEHICLE_DATA_URL: "http://127.0.0.1:9/api/vehicles",
    };
    // One after the other: the first migrates and seeds the new database, the second finds it ready.
    first = await startServer(env);
    second = await startServer(env);
  }, 240_000);

  afterAll(async () => {
    await stop(first);
    await stop(second);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  }, 60_000);

  it("lists on one server a sale made through the other, and hints a socket connected to the other", async () => {
    const owner = demoSignIns[0];
    const signIn = await api(second!, "POST", "/api/auth/login", { body: { email: owner.email, password: owner.password } });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { body: { token: string } }).body.token;

    const socket: Socket = io(second!.url, { path: "/io", auth: { token }, reconnection: false, transports: ["websocket"] });
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", () => resolve());
      socket.on("connect_error", reject);
    });
    const hints: RealtimeHint[] = [];
    socket.on("hint", (hint: RealtimeHint) => hints.push(hint));
    try {
      const products = await api(first!, "GET", "/api/products?pageSize=5", { token });
      const product = ((await products.json()) as { body: { items: { id: string; price: number; kind: number }[] } }).body.items.find((p) => p.price > 0)!;
      const made = await api(first!, "POST", "/api/sales", {
        token,
        idempotencyKey: randomBytes(8).toString("hex"),
        body: { lines: [{ productId: product.id, quantity: 1 }], expectedAmount: product.price, notes: "Made through the first server" },
      });
      expect(made.status, await made.clone().text()).toBe(200);
      const sale = ((await made.json()) as { body: { id: string; number: number } }).body;

      const listed = await api(second!, "GET", "/api/sales?pageSize=100", { token });
      expect(listed.status).toBe(200);
      const { items } = ((await listed.json()) as { body: { items: { id: string; number: number }[] } }).body;
      expect(items.filter((item) => item.id === sale.id).map((item) => item.number)).toEqual([sale.number]);

      await expect.poll(() => hints.find((hint) => hint.id === sale.id), { timeout: 10_000 }).toMatchObject({ entity: "sales", id: sale.id });
    } finally {
      socket.close();
    }
  });

  it("holds the sign-in attempt limit across both servers", async () => {
    const attempt = (server: Server, n: number) =>
      api(server, "POST", "/api/auth/login", { body: { email: `nobody-${n}@shop.test`, password: "wrong-password-1" }, ip: "203.0.113.7" });
    const statuses: number[] = [];
    // The limit counts per address and minute: alternating servers, the limit is reached after LIMIT in all.
    for (let n = 0; n < LIMIT; n += 1) statuses.push((await attempt(n % 2 === 0 ? first! : second!, n)).status);
    expect(statuses.every((status) => status !== 429)).toBe(true);
    expect((await attempt(second!, LIMIT)).status).toBe(429);
    expect((await attempt(first!, LIMIT + 1)).status).toBe(429);
  });
});
