import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiStatus, can, defaultGroups } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../test/test-app";
import { isApiReferenceRoute } from "./api-reference";

let app: TestApp;
let cashierToken: string;
const cashierGroup = defaultGroups.find((g) => g.name === "Cashier")!;

/** Routes that need no sign-in, each for a stated reason. */
const documentedPublic = new Set([
  // Readiness and liveness: a load balancer or an orchestrator asks without signing in.
  "GET /api/health",
  "GET /api/health/live",
  "POST /api/auth/login",
  // The shop's name and logo on the sign-in page, before anyone has signed in.
  "GET /api/shop",
  "GET /api/shop/logo/:id",
  // Stored files: an <img> sends no headers, so these check a signed URL (or a bearer token) themselves.
  "GET /api/files/:id",
  "GET /api/files/:id/thumb",
  // A payment link's invoice and its checkout: the customer holds a signed token, not an account.
  "GET /api/public/invoices/:token",
  // The e-mail unsubscribe link, and mail clients' one-click unsubscribe: the signed token is the key.
  "POST /api/public/unsubscribe/:token",
  "POST /api/public/invoices/:token/checkout",
  // A house account's statement link and its checkout: the same, for the account's balance.
  "GET /api/public/accounts/:token",
  "POST /api/public/accounts/:token/checkout",
  // A review request's link: the customer opens it and rates the visit with the signed token alone.
  "GET /api/public/reviews/:token",
  "POST /api/public/reviews/:token",
  // Online booking (/book): the services and prices anyone may book, the free times, and the booking
  // itself, limited per address; an appointment's confirm link, with its signed token alone.
  "GET /api/public/booking",
  "GET /api/public/booking/slots",
  "POST /api/public/booking",
  "GET /api/public/appointments/:token",
  "POST /api/public/appointments/:token/confirm",
  // Stripe's deliveries: the Stripe-Signature header is checked instead.
  "POST /api/webhooks/stripe",
  // The SMS provider's inbound texts and delivery reports: the X-Twilio-Signature header is checked instead.
  "POST /api/webhooks/sms",
  "POST /api/webhooks/sms/status",
  // An invitation link: its token is the proof, and the person has no password yet.
  "GET /api/invites/:token",
  "POST /api/invites/:token",
]);

beforeAll(async () => {
  app = await createTestApp();
  cashierToken = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(() => app.close());

const apiRoutes = () => app.routes.filter((r) => r.url.startsWith("/api"));
const concrete = (url: string) => url.replace(/:(\w+)\??/g, "00000000-0000-4000-8000-000000000000");

describe("the permission walk over every registered route", () => {
  it("finds an access declaration on every /api route, and public only where documented", () => {
    expect(apiRoutes().length).toBeGreaterThan(5);
    for (const r of apiRoutes()) {
      expect(r.access, `${r.method} ${r.url}`).toBeDefined();
      // The API reference (its page, the page's own files and the OpenAPI document) is for anyone to read.
      if (r.access === "public" && !(isApiReferenceRoute(r.url) && r.method.split(",").every((m) => m === "GET" || m === "HEAD"))) {
        expect(documentedPublic, `${r.method} ${r.url} is public`).toContain(`${r.method} ${r.url}`);
      }
    }
  });

  it("refuses every non-public route without a session (401), before reading the body", async () => {
    for (const r of apiRoutes().filter((x) => x.access !== "public")) {
      const { response, envelope } = await call(app, r.method as "GET", concrete(r.url), { body: r.method === "GET" ? undefined : {} });
      expect(response.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(envelope.status).toBe(ApiStatus.SESSION_EXPIRED);
    }
  });

  it("refuses a signed-in cashier every route whose permission the group lacks (403)", async () => {
    const refused = apiRoutes().filter((r) => Array.isArray(r.access) && !can(cashierGroup, ...r.access));
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      const { response, envelope } = await call(app, r.method as "GET", concrete(r.url), { token: cashierToken, body: r.method === "GET" ? undefined : {} });
      expect(response.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(envelope.status).toBe(ApiStatus.ACCESSDENIED);
    }
  });

  it("lets an owner read the activity log the cashier may not", async () => {
    const ownerToken = await signIn(app, await addUser(app, "Owner"));
    const { response, envelope } = await call(app, "GET", "/api/activities?page=1&pageSize=5", { token: ownerToken });
    expect(response.statusCode).toBe(200);
    const body = envelope.body as { items: { entity: string; user: string | null }[]; total: number };
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.items[0]).toMatchObject({ entity: "auth", user: "Owner Tester" });
  });
});
