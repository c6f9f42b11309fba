import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { io } from "socket.io-client";
import { ActivityAction, type DeveloperOverview } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { outboxRow, testWorker } from "../../../test/outbox-fixtures";
import { onPostgres } from "../../../test/test-database";
import { activityLogs, outbox, summaryDays } from "../../platform/db/schema";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { startPeriodicJob } from "../../platform/periodic-job";
import { knownMigrationCount } from "../../platform/backup/migrations-of-backup";
import { restoreBackup } from "../../platform/backup/restore-backup";
import { rowsOf } from "../../platform/backup/database-catalog";
import { openDatabase } from "../../platform/db/open-database";
import { DiskFileStore } from "../../platform/files/disk-file-store";
import serverPackage from "../../../package.json" with { type: "json" };

let app: TestApp;
let owner: string;
let developer: string;
let manager: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  developer = await signIn(app, await addUser(app, "Developer"));
  manager = await signIn(app, await addUser(app, "Manager"));
});
afterAll(() => app.close());

const overview = async (token = owner) => {
  const { response, envelope } = await call(app, "GET", "/api/dev/overview", { token });
  expect(response.statusCode).toBe(200);
  return envelope.body as DeveloperOverview;
};

const lastActivity = async () => {
  const [row] = await app.db.select().from(activityLogs).orderBy(desc(activityLogs.id)).limit(1);
  return row!;
};

describe("the developer page's routes", () => {
  const routes = [
    ["GET", "/api/dev/overview"],
    ["POST", "/api/dev/outbox/retry-failed"],
    ["POST", "/api/dev/jobs/run"],
    ["POST", "/api/dev/reports/rebuild-summaries"],
    ["GET", "/api/dev/backup"],
  ] as const;

  it("answer developer and owner groups only: a manager with every permission is refused, a visitor signed out", async () => {
    for (const [method, url] of routes) {
      const refused = await call(app, method, url, { token: manager, body: method === "POST" ? {} : undefined, headers: { "idempotency-key": "k-manager" } });
      expect(refused.response.statusCode, url).toBe(403);
      const anonymous = await call(app, method, url, { body: method === "POST" ? {} : undefined });
      expect(anonymous.response.statusCode, url).toBe(401);
    }
    expect((await call(app, "GET", "/api/dev/overview", { token: developer })).response.statusCode).toBe(200);
  });
});

describe("GET /api/dev/overview", () => {
  it("names the version, the build, Node, the uptime and the database with its size and migrations", async () => {
    const figures = await overview();
    expect(figures.version).toBe(serverPackage.version);
    expect(figures.node).toBe(process.version);
    expect(figures.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(figures.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(figures.database.kind).toBe(onPostgres ? "postgres" : "pglite");
    expect(figures.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(figures.database.appliedMigrations).toBe(await knownMigrationCount());
    expect(figures.database.latestMigration).toMatch(/^\d{4}_/);
    expect(figures.database.pendingMigrations).toBe(0);
  });

  it("counts the outbox's waiting and failed messages per channel, with the oldest waiting", async () => {
    await app.db.delete(outbox);
    const early = await enqueueMessage(app.db, { channel: "email", recipient: "a@shop.test", subject: "One", body: "x" });
    await app.db
      .update(outbox)
      .set({ createdAt: new Date("2026-01-02T03:04:05Z") })
      .where(eq(outbox.id, early.id));
    await enqueueMessage(app.db, { channel: "sms", recipient: "5555550100", body: "y" });
    const failed = await enqueueMessage(app.db, { channel: "sms", recipient: "5555550101", body: "z" });
    await app.db.update(outbox).set({ status: "failed", lastError: "refused" }).where(eq(outbox.id, failed.id));

    const figures = await overview();
    expect(figures.outbox).toMatchObject({ pending: 2, failed: 1, oldestPendingAt: "2026-01-02T03:04:05.000Z" });
    expect(figures.outbox.queues).toEqual([
      { channel: "email", pending: 1, failed: 0, oldestPendingAt: "2026-01-02T03:04:05.000Z" },
      expect.objectContaining({ channel: "sms", pending: 1, failed: 1 }),
    ]);
  });

  it("lists each background job with its last start, finish and outcome", async () => {
    const { worker } = testWorker(app);
    let fail = true;
    const flaky = startPeriodicJob({
      name: "flaky",
      intervalMs: 3_600_000,
      log: app.deps.log,
      board: app.deps.jobs,
      run: async () => {
        if (fail) throw new Error("the provider is down");
      },
    });
    try {
      const before = await overview();
      expect(before.jobs.find((job) => job.name === "flaky")).toMatchObject({ runs: 0, outcome: null, lastStartedAt: null });
      await expect(flaky.runOnce()).rejects.toThrow();
      const failedRun = (await overview()).jobs.find((job) => job.name === "flaky")!;
      expect(failedRun).toMatchObject({ runs: 1, outcome: "failed", lastError: "the provider is down", intervalMs: 3_600_000 });
      expect(Date.parse(failedRun.lastFinishedAt!)).toBeGreaterThanOrEqual(Date.parse(failedRun.lastStartedAt!));
      fail = false;
      await flaky.runOnce();
      expect((await overview()).jobs.find((job) => job.name === "flaky")).toMatchObject({ runs: 2, outcome: "succeeded", lastError: null });
    } finally {
      await flaky.stop();
      await worker.stop();
    }
  });

  it("counts the realtime clients connected to this process", async () => {
    const base = await app.app.listen({ port: 0, host: "127.0.0.1" });
    expect((await overview()).realtime).toEqual({ clients: 0, shared: false });
    const socket = io(base, { path: "/io", auth: { token: developer }, reconnection: false, transports: ["websocket"] });
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", resolve);
      socket.on("connect_error", reject);
    });
    try {
      expect((await overview()).realtime.clients).toBe(1);
    } finally {
      socket.close();
    }
  });
});

describe("the developer page's actions", () => {
  it("sends failed messages again once per Idempotency-Key, and says so in the activity log", async () => {
    await app.db.delete(outbox);
    const a = await enqueueMessage(app.db, { channel: "email", recipient: "a@shop.test", subject: "A", body: "x" });
    const b = await enqueueMessage(app.db, { channel: "sms", recipient: "5555550100", body: "y" });
    await app.db.update(outbox).set({ status: "failed", attempts: 5, lastError: "refused" });

    const retry = (key: string) => call(app, "POST", "/api/dev/outbox/retry-failed", { token: owner, body: {}, headers: { "idempotency-key": key } });
    const first = await retry("retry-1");
    expect(first.response.statusCode).toBe(200);
    expect(first.envelope.body).toEqual({ retried: 2 });
    expect(first.envelope.message).toBe("2 failed messages queued to be sent again.");
    for (const id of [a.id, b.id]) expect(await outboxRow(app.db, id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await lastActivity()).toMatchObject({ action: ActivityAction.RetryMessages, entity: "developer", details: { retried: 2, ids: [a.id, b.id] } });

    // A repeat of the same request answers as the first did and moves nothing.
    await app.db.update(outbox).set({ status: "failed" }).where(eq(outbox.id, a.id));
    const repeat = await retry("retry-1");
    expect(repeat.envelope.body).toEqual({ retried: 2 });
    expect(repeat.response.headers["idempotent-replayed"]).toBe("true");
    expect((await outboxRow(app.db, a.id)).status).toBe("failed");
    expect((await call(app, "POST", "/api/dev/outbox/retry-failed", { token: owner, body: {} })).response.statusCode).toBe(400);

    // The worker then sends them (here: no provider, so "not sent").
    const { worker } = testWorker(app);
    try {
      expect((await retry("retry-2")).envelope.body).toEqual({ retried: 1 });
      await worker.runOnce();
      expect((await outboxRow(app.db, a.id)).status).toBe("not_sent");
    } finally {
      await worker.stop();
    }
  });

  it("runs every background job now, reporting each outcome, and a second run finds nothing due", async () => {
    await app.db.delete(outbox);
    const message = await enqueueMessage(app.db, { channel: "email", recipient: "a@shop.test", subject: "A", body: "x" });
    const { worker } = testWorker(app);
    const broken = startPeriodicJob({
      name: "broken",
      intervalMs: 3_600_000,
      log: app.deps.log,
      board: app.deps.jobs,
      run: () => Promise.reject(new Error("no luck")),
    });
    try {
      const { response, envelope } = await call(app, "POST", "/api/dev/jobs/run", { token: developer, body: {} });
      expect(response.statusCode).toBe(200);
      const { jobs } = envelope.body as { jobs: { name: string; outcome: string; error: string | null }[] };
      expect(jobs).toContainEqual({ name: "outbox", outcome: "succeeded", error: null });
      expect(jobs).toContainEqual({ name: "broken", outcome: "failed", error: "no luck" });
      expect(envelope.message).toBe("1 background job failed: see the list.");
      expect((await outboxRow(app.db, message.id)).status).toBe("not_sent");
      expect(await lastActivity()).toMatchObject({ action: ActivityAction.RunJobs, entity: "developer" });

      const again = await call(app, "POST", "/api/dev/jobs/run", { token: developer, body: {} });
      expect(again.response.statusCode).toBe(200);
      expect((await outboxRow(app.db, message.id)).attempts).toBe(1);
    } finally {
      await broken.stop();
      await worker.stop();
    }
  });

  it("rebuilds the report summaries with the reports' own rebuild, as often as asked, and logs it", async () => {
    await app.db.delete(summaryDays);
    const first = await call(app, "POST", "/api/dev/reports/rebuild-summaries", { token: owner, body: {} });
    expect(first.response.statusCode).toBe(200);
    const { days } = first.envelope.body as { days: number };
    expect(first.envelope.message).toBe(`Report summaries rebuilt: ${days} business ${days === 1 ? "day" : "days"}.`);
    const second = await call(app, "POST", "/api/dev/reports/rebuild-summaries", { token: owner, body: {} });
    expect(second.envelope.body).toEqual({ days });
    expect(await lastActivity()).toMatchObject({ action: ActivityAction.RebuildSummaries, entity: "developer" });
  });

  it("streams a backup archive as a download that restores into an empty database", async () => {
    const response = await app.app.inject({
      method: "GET",
      url: "/api/dev/backup",
      headers: { "x-security-token": app.deps.config.clientToken, authorization: `Bearer ${owner}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gzip");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="washdesk-backup-\d{8}-\d{6}\.tar\.gz"$/);
    expect(await lastActivity()).toMatchObject({ action: ActivityAction.DownloadBackup, entity: "developer" });

    // Restored into a fresh embedded database, the owner signing in now is there.
    const folder = await mkdtemp(path.join(tmpdir(), "washdesk-dev-backup-"));
    const handle = await openDatabase({ pgliteDir: folder });
    try {
      const restored = await restoreBackup({ handle, files: new DiskFileStore(path.join(folder, "files")) }, Readable.from([response.rawPayload]));
      expect(restored.manifest.databaseKind).toBe(onPostgres ? "postgres" : "pglite");
      const [row] = await rowsOf<{ n: string }>(handle.db, sql`select count(*)::text as n from users where email = 'owner@shop.test'`);
      expect(row!.n).toBe("1");
    } finally {
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
