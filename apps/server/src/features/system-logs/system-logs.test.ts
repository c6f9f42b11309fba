import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { ApiStatus, ErrorCode, type SystemLogEntry } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { systemLogs } from "../../platform/db/schema";
import { toEntry } from "../../platform/system-log/system-log-sink";
import { pruneSystemLogs } from "./system-logs.repository";

type Page = { items: SystemLogEntry[]; nextBefore: number | null };

let app: TestApp;
let owner: string;
let cashier: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(() => app.close());

describe("GET /api/dev/logs", () => {
  it("finds the entry of a failed request by the request id its error notice shows, with no secret in it", async () => {
    // A failing dependency: the table the activity log reads is gone for this one request.
    await app.db.execute(sql`alter table activity_logs rename to activity_logs_away`);
    const failed = await call(app, "GET", "/api/activities?page=1", { token: owner, headers: { "x-request-id": "req-failing-1" } });
    await app.db.execute(sql`alter table activity_logs_away rename to activity_logs`);
    expect(failed.response.statusCode).toBe(500);
    expect(failed.envelope.code).toBe(ErrorCode.unexpected);
    expect(failed.envelope.caption).toBe("Reference req-failing-1");

    const { response, envelope } = await call(app, "GET", "/api/dev/logs?requestId=req-failing-1", { token: owner });
    expect(response.statusCode).toBe(200);
    const { items } = envelope.body as Page;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ level: "error", requestId: "req-failing-1", method: "GET", route: "/api/activities", status: 500 });
    expect(items[0]!.message).toContain("unexpected error");
    expect(items[0]!.message).toContain("activity_logs");
    expect(JSON.stringify(items[0])).not.toContain(owner);
  });

  it("blanks secrets the server logs, in fields and in words", async () => {
    app.app.log.warn({ password: "hunter22", token: "tok-123", reqId: "req-secret" }, "provider refused Bearer abc.def.ghi with password=hunter22");
    const { envelope } = await call(app, "GET", "/api/dev/logs?requestId=req-secret", { token: owner });
    const { items } = envelope.body as Page;
    expect(items).toHaveLength(1);
    expect(items[0]!.level).toBe("warn");
    const text = JSON.stringify(items[0]);
    for (const secret of ["hunter22", "tok-123", "abc.def.ghi"]) expect(text).not.toContain(secret);
  });

  it("filters by level and time and pages newest first by key", async () => {
    for (let i = 0; i < 5; i++) app.app.log.error({ reqId: `page-${i}` }, `paged ${i}`);
    const first = (await call(app, "GET", "/api/dev/logs?level=error&pageSize=2", { token: owner })).envelope.body as Page;
    expect(first.items.map((e) => e.message)).toEqual(["paged 4", "paged 3"]);
    const second = (await call(app, "GET", `/api/dev/logs?level=error&pageSize=2&before=${first.nextBefore}`, { token: owner })).envelope.body as Page;
    expect(second.items.map((e) => e.message)).toEqual(["paged 2", "paged 1"]);
    const warns = (await call(app, "GET", "/api/dev/logs?level=warn", { token: owner })).envelope.body as Page;
    expect(warns.items.every((e) => e.level === "warn")).toBe(true);
    const future = (await call(app, "GET", `/api/dev/logs?from=${encodeURIComponent("2999-01-01T00:00:00Z")}`, { token: owner })).envelope.body as Page;
    expect(future.items).toEqual([]);
  });

  it("refuses a cashier", async () => {
    const { response, envelope } = await call(app, "GET", "/api/dev/logs", { token: cashier });
    expect(response.statusCode).toBe(403);
    expect(envelope.status).toBe(ApiStatus.ACCESSDENIED);
  });
});

describe("retention", () => {
  it("keeps the newest entries within the age and the count", async () => {
    await app.db.delete(systemLogs);
    const now = new Date("2026-06-01T12:00:00Z");
    const day = 86_400_000;
    const ages = [40, 31, 29, 3, 2, 1, 0];
    await app.db.insert(systemLogs).values(ages.map((age) => ({ loggedAt: new Date(now.getTime() - age * day), level: "warn", message: `age ${age}` })));
    const removed = await pruneSystemLogs(app.db, { now, maxAgeDays: 30, maxEntries: 3 });
    expect(removed).toBe(4);
    const left = await app.db.select({ message: systemLogs.message }).from(systemLogs).orderBy(systemLogs.id);
    expect(left.map((r) => r.message)).toEqual(["age 2", "age 1", "age 0"]);
  });
});

describe("toEntry", () => {
  it("skips lines below warn and lines that are not JSON", () => {
    expect(toEntry(JSON.stringify({ level: 30, msg: "incoming request" }))).toBeNull();
    expect(toEntry("not json")).toBeNull();
    expect(toEntry(JSON.stringify({ level: 50, msg: "boom", err: { type: "Error", message: "token=abc" } }))?.message).toBe("boom: Error: token=[redacted]");
  });
});
