import { describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/database";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { openTestDatabase } from "../../../test/test-database";
import { call, createTestApp, parseEnvelope, UNREACHABLE_VEHICLE_DATA_URL } from "../../../test/test-app";
import { databaseFailure } from "./health.routes";

describe("health", () => {
  it("is ready when the database answers, and live without asking it, with no client header", async () => {
    const app = await createTestApp();
    try {
      const ready = await call(app, "GET", "/api/health", { clientToken: null });
      expect(ready.response.statusCode).toBe(200);
      expect(ready.envelope.body).toEqual({ database: "ok" });
      const live = await call(app, "GET", "/api/health/live", { clientToken: null });
      expect(live.response.statusCode).toBe(200);
      expect(live.envelope.body).toEqual({ live: true });
    } finally {
      await app.close();
    }
  });

  it("answers 503 when the database does not answer, saying nothing of why; liveness stays 200", async () => {
    const handle = await openTestDatabase();
    const config = loadConfig({}, { dataDir: "/nonexistent", vehicleDataUrl: UNREACHABLE_VEHICLE_DATA_URL });
    const { app } = await buildApp({ db: handle.db, config });
    await app.ready();
    try {
      await handle.close();
      const ready = await app.inject({ method: "GET", url: "/api/health" });
      expect(ready.statusCode).toBe(503);
      const envelope = parseEnvelope(ready);
      expect(envelope).toMatchObject({ isSuccess: false, message: "The database does not answer.", body: { database: "unavailable" } });
      // Neither the driver's error nor where the database is leaves the server.
      expect(ready.body).not.toMatch(/closed|pool|postgres:|pglite|stack/i);
      const live = await app.inject({ method: "GET", url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("counts a database that does not answer in time as down", async () => {
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Database;
    expect(await databaseFailure(hanging, 20)).toBeInstanceOf(Error);
    const failing = { execute: () => Promise.reject(new Error("connection refused")) } as unknown as Database;
    expect(await databaseFailure(failing, 1000)).toMatchObject({ message: "connection refused" });
  });
});
