import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRouteContracts, headers } from "@washdesk/domain";
import { createTestApp, type TestApp } from "../../test/test-app";
import { isApiReferenceRoute } from "./api-reference";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const contracts = allRouteContracts();
const key = (method: string, path: string) => `${method} ${path}`;
const contractKeys = new Set(contracts.map((c) => key(c.method, c.path)));

/** Every /api route the server registered, but the reference page's own files (scripts, styles). */
function registeredApiRoutes() {
  return app.routes.filter((r) => r.url.startsWith("/api") && !(isApiReferenceRoute(r.url) && !contractKeys.has(key(r.method, r.url))));
}

describe("the route contracts of the domain", () => {
  it("name every route the server has, and the server has a route for every one", () => {
    const registered = registeredApiRoutes().map((r) => key(r.method, r.url));
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual([...contractKeys].sort());
  });

  it("give each route the access it is guarded by", () => {
    const byKey = new Map(contracts.map((c) => [key(c.method, c.path), c.access]));
    for (const r of registeredApiRoutes()) expect(r.access, key(r.method, r.url)).toEqual(byKey.get(key(r.method, r.url)));
  });

  it("are all in the OpenAPI document, at /api/docs/json", async () => {
    const response = await app.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, { summary?: string }>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = contracts.filter((c) => !c.hide);
    expect(documented.length).toBeGreaterThan(80);
    for (const c of documented) {
      const operation = doc.paths[c.path.replace(/:(\w+)/g, "{$1}")]?.[c.method.toLowerCase()];
      expect(operation, key(c.method, c.path)).toBeDefined();
      expect(operation?.summary).toContain(c.summary);
    }
  });

  it("are readable at /api/docs in a browser, which sends no client header", async () => {
    const page = await app.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("swagger-initializer.js");
    // The page's own policy: no upgrade to HTTPS (plain HTTP on a shop LAN), nothing from elsewhere.
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    const script = await app.app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("./json");
  });

  it("still refuse the rest of /api without the client header", async () => {
    const response = await app.app.inject({ method: "GET", url: "/api/session" });
    expect(response.statusCode).toBe(403);
    const withHeader = await app.app.inject({ method: "GET", url: "/api/session", headers: { [headers.clientToken]: "washdesk-client" } });
    expect(withHeader.statusCode).toBe(401);
  });
});
