import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRouteContracts, authRefusals, can, defaultGroups, ErrorCode, headers, type RouteContract } from "@washdesk/domain";
import { DEFAULT_CLIENT_TOKEN } from "../config";
import { addUser, createTestApp, parseEnvelope, PASSWORD, signIn, type TestApp } from "../../test/test-app";

// Every route of the API, asked for under other spellings of its path: the router takes them to
// the same route, so every guard must refuse them as it refuses the plain one.

let app: TestApp;
let cashierToken: string;
const cashierGroup = defaultGroups.find((g) => g.name === "Cashier")!;

beforeAll(async () => {
  app = await createTestApp();
  cashierToken = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(() => app.close());

const contracts = allRouteContracts();
/** Routes that need no client header by design: the health check, stored files, the shop's logo, the API reference, Stripe's and the SMS provider's webhooks, the e-mail unsubscribe link. */
const headerless = (c: RouteContract) =>
  c.path === "/api/health" ||
  c.path === "/api/webhooks/stripe" ||
  c.path === "/api/webhooks/sms" ||
  c.path === "/api/webhooks/sms/status" ||
  c.path === "/api/public/unsubscribe/:token" ||
  c.path === "/api/health/live" ||
  c.path === "/api/shop/logo/:id" ||
  c.path.startsWith("/api/files/") ||
  c.path.startsWith("/api/docs");
const concrete = (path: string) => path.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");

/** Spellings the router reads as the path itself. */
const sameRoute = (path: string) => [
  path.replace(/^\/api/, "/%61pi"),
  path.replace(/^\/api\/(\w)/, (_w, first: string) => `/api/%${first.charCodeAt(0).toString(16)}`),
  path.replaceAll("/", "//"),
  `/api/x/..${path.slice(4)}`,
  path.replace(/^\/api/, "/api/%2e"),
];
/** Spellings in another case, which the router does not take for the route. */
const otherCase = (path: string) => [path.replace(/^\/api/, "/API"), path.replace(/^\/api/, "/Api").toUpperCase()];

async function send(contract: RouteContract, url: string, extra: Record<string, string>) {
  const response = await app.app.inject({
    method: contract.method,
    url,
    headers: extra,
    payload: contract.method === "GET" ? undefined : {},
    remoteAddress: "10.0.0.1",
  });
  expect(response.statusCode, `${contract.method} ${url}`).toBeLessThan(500);
  return { status: response.statusCode, envelope: parseEnvelope(response) };
}

describe("every route under every spelling of its path", () => {
  it("has the spellings under test all read as the route itself", () => {
    expect(contracts.length).toBeGreaterThan(80);
    for (const url of sameRoute("/api/session")) expect(url).not.toBe("/api/session");
  });

  it("is refused without the client header (403), whatever the spelling or the case", async () => {
    for (const contract of contracts.filter((c) => !headerless(c))) {
      for (const url of [...sameRoute(concrete(contract.path)), ...otherCase(concrete(contract.path))]) {
        const { status, envelope } = await send(contract, url, {});
        expect(status, `${contract.method} ${url}`).toBe(403);
        expect(envelope.code).toBe(authRefusals.clientUnknown.code);
      }
    }
  });

  it("is refused without a session (401) under every spelling the router takes, and not found in another case", async () => {
    for (const contract of contracts.filter((c) => c.access !== "public")) {
      for (const url of sameRoute(concrete(contract.path))) {
        const { status, envelope } = await send(contract, url, { [headers.clientToken]: DEFAULT_CLIENT_TOKEN });
        expect(status, `${contract.method} ${url}`).toBe(401);
        expect(envelope.code).toBe(ErrorCode.sessionExpired);
      }
      for (const url of otherCase(concrete(contract.path))) {
        const { status, envelope } = await send(contract, url, { [headers.clientToken]: DEFAULT_CLIENT_TOKEN });
        expect(status, `${contract.method} ${url}`).toBe(404);
        expect(envelope.isSuccess).toBe(false);
      }
    }
  });

  it("is refused to a cashier (403) where the permission is missing, under every spelling", async () => {
    const refused = contracts.filter((c) => Array.isArray(c.access) && !can(cashierGroup, ...c.access));
    expect(refused.length).toBeGreaterThan(10);
    for (const contract of refused) {
      for (const url of sameRoute(concrete(contract.path))) {
        const { status, envelope } = await send(contract, url, { [headers.clientToken]: DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${cashierToken}` });
        expect(status, `${contract.method} ${url}`).toBe(403);
        expect(envelope.code).toBe(ErrorCode.accessDenied);
      }
    }
  });

  it("serves a stored file to no one without its signature, whatever the spelling", async () => {
    for (const contract of contracts.filter((c) => c.path.startsWith("/api/files/"))) {
      for (const url of [...sameRoute(concrete(contract.path)), ...otherCase(concrete(contract.path))]) {
        const { status } = await send(contract, url, {});
        expect(status, `${contract.method} ${url}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it("answers a path that cannot be decoded with a refusal in the envelope", async () => {
    for (const url of ["/%E0%A4%A/api", "/api/%zz", "/%61pi/sales/%E0"]) {
      const response = await app.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(parseEnvelope(response)).toMatchObject({ isSuccess: false, code: ErrorCode.invalid });
    }
  });
});

describe("the sign-in rate limit", () => {
  it("counts every spelling of the sign-in path as the same route", async () => {
    const limited = await createTestApp({ config: { loginRateLimitPerMinute: 3 } });
    try {
      const attempt = (url: string) =>
        limited.app.inject({
          method: "POST",
          url,
          headers: { [headers.clientToken]: DEFAULT_CLIENT_TOKEN },
          payload: { email: "x@shop.test", password: PASSWORD },
          remoteAddress: "10.9.9.9",
        });
      for (const url of ["/api/auth/login", "/%61pi/auth/login", "//api//auth//login"]) expect((await attempt(url)).statusCode, url).toBe(400);
      expect((await attempt("/api/auth/./%6Cogin")).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
