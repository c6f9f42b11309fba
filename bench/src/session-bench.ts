import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { buildApp, openDatabase, ensureBaseData, createStaffUser } from "@washdesk/server/bench";
import { loadConfig, DEFAULT_CLIENT_TOKEN } from "@washdesk/server/config";
import { measureHttp, type HttpResult } from "./measure-http";

/**
 * Authenticated GET /api/session (token lookup, session touch, settings read, envelope,
 * zod serialization) next to a bare Fastify route answering a constant, on the same machine.
 * Set BENCH_DATABASE_URL to measure on PostgreSQL instead of the embedded PGlite.
 */
export async function sessionBench(): Promise<{ api: HttpResult; anchor: HttpResult; database: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), "washdesk-bench-"));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: dir });
  await handle.migrate();
  await ensureBaseData(handle.db);
  const email = `bench-${Date.now()}@example.com`;
  await createStaffUser(handle.db, { email, password: "bench-password", firstName: "Bench", lastName: "Owner", groupName: "Owner" });
  const { app } = await buildApp({ db: handle.db, config: loadConfig({}, { sessionIdleMs: 3_600_000 }) });
  const apiUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-security-token": DEFAULT_CLIENT_TOKEN },
    body: JSON.stringify({ email, password: "bench-password" }),
  });
  const { body } = (await login.json()) as { body: { token: string } };

  const bare = Fastify();
  bare.get("/bare", async () => ({ status: 200, isSuccess: true, message: "", body: { ok: true } }));
  const bareUrl = await bare.listen({ port: 0, host: "127.0.0.1" });

  try {
    const anchor = await measureHttp("bare Fastify route", `${bareUrl}/bare`, {});
    const api = await measureHttp("GET /api/session (authenticated)", `${apiUrl}/api/session`, {
      "x-security-token": DEFAULT_CLIENT_TOKEN,
      authorization: `Bearer ${body.token}`,
    });
    return { api, anchor, database: handle.kind };
  } finally {
    await app.close();
    await bare.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
