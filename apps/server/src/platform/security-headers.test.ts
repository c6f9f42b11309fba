import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../test/test-app";

describe("security headers", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it("are sent on API answers, refusals included", async () => {
    const { response: health } = await call(app, "GET", "/api/health");
    const { response: refused } = await call(app, "GET", "/api/sales", { clientToken: "wrong" });
    for (const response of [health, refused]) {
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      // Plain HTTP on a shop LAN: no HSTS.
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    expect(refused.statusCode).toBe(403);
  });

  it("let the socket connect over ws: and forbid plugins", async () => {
    const { response } = await call(app, "GET", "/api/health");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp.split(";")).toEqual(expect.arrayContaining(["connect-src 'self' ws: wss:", "object-src 'none'", "script-src 'self'"]));
  });
});
