import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiStatus, ErrorCode } from "@washdesk/domain";
import { route } from "./route";
import { call, createTestApp, type TestApp } from "../../test/test-app";
import { buildApp } from "../app";
import { openTestDatabase } from "../../test/test-database";
import { loadConfig } from "../config";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("the response envelope", () => {
  it("wraps success with status 200 and isSuccess", async () => {
    const { envelope } = await call(app, "GET", "/api/health");
    expect(envelope).toEqual({ status: ApiStatus.SUCCESS, isSuccess: true, message: "", caption: "", notification: "positive", body: { database: "ok" } });
  });

  it("answers an unknown API path with 404 INVALID", async () => {
    const { response, envelope } = await call(app, "GET", "/api/nowhere");
    expect(response.statusCode).toBe(404);
    expect(envelope).toMatchObject({ status: ApiStatus.INVALID, isSuccess: false, code: ErrorCode.notFound });
  });

  it("gives every failure a code beside its words, and none to a success", async () => {
    const signedOut = await call(app, "GET", "/api/sales");
    expect(signedOut.envelope).toMatchObject({ isSuccess: false, code: ErrorCode.sessionExpired });
    const invalid = await call(app, "POST", "/api/auth/login", { body: { userName: "" } });
    expect(invalid.envelope).toMatchObject({ isSuccess: false, code: ErrorCode.validation });
    const { envelope } = await call(app, "GET", "/api/health");
    expect(envelope).not.toHaveProperty("code");
  });

  it("serves the OpenAPI document generated from the zod schemas", async () => {
    const { response } = await call(app, "GET", "/api/docs/json");
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/auth/login", "/api/session", "/api/profile"]));
  });

  it("hides the details of an unexpected error behind a generic message and the request id", async () => {
    const handle = await openTestDatabase();
    const built = await buildApp({ db: handle.db, config: loadConfig({}) });
    route(built.app, { method: "GET", path: "/api/test-boom", access: "public", summary: "Fails", tags: [] }, async () => {
      throw new Error("secret database detail");
    });
    try {
      const response = await built.app.inject({
        method: "GET",
        url: "/api/test-boom",
        headers: { "x-security-token": "washdesk-client", "x-request-id": "req-42" },
      });
      expect(response.statusCode).toBe(500);
      const body = response.json<{ message: string; caption: string; isSuccess: boolean }>();
      expect(body.isSuccess).toBe(false);
      expect(body.message).toBe("Something went wrong on our side. Please try again.");
      expect(body.caption).toBe("Reference req-42");
      expect(response.body).not.toContain("secret database detail");
      expect(response.body).not.toMatch(/\bat .+:\d+:\d+/); // no stack frames
    } finally {
      await built.app.close();
      await handle.close();
    }
  });
});
