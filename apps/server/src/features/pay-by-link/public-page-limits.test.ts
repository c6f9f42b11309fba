import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../../test/test-app";

// The customer's pay pages take no sign-in: each address gets a few tries a minute per page, so a
// script cannot open checkout sessions at the card processor without end.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ config: { loginRateLimitPerMinute: 2 } });
});
afterAll(() => app.close());

describe("the public pay pages", () => {
  it("answer an address's first tries, then ask it to wait a minute, page by page", async () => {
    for (const [method, url] of [
      ["GET", "/api/public/invoices/not-a-token"],
      ["POST", "/api/public/invoices/not-a-token/checkout"],
      ["GET", "/api/public/accounts/not-a-token"],
      ["POST", "/api/public/accounts/not-a-token/checkout"],
    ] as const) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        // A token that is not one is refused, as any bad link is: a try all the same.
        const { response } = await call(app, method, url, { body: method === "POST" ? {} : undefined });
        expect([400, 404], url).toContain(response.statusCode);
      }
      const { response, envelope } = await call(app, method, url, { body: method === "POST" ? {} : undefined });
      expect(response.statusCode, url).toBe(429);
      expect(envelope.isSuccess).toBe(false);
      expect(envelope.message).toBe("Too many tries from this address. Please wait a minute and try again.");
    }
  });
});
