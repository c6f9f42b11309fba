import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ActivityAction, ApiStatus, authRefusals, headers, PASSWORD_TRIES_BEFORE_LOCK, UserStatus } from "@washdesk/domain";
import { activityLogs, users } from "../../platform/db/schema";
import { addUser, call, createTestApp, manualClock, PASSWORD, signIn, type TestApp } from "../../../test/test-app";
import { ROTATION_GRACE_MS } from "../../platform/auth/sessions";

const MINUTE = 60_000;
const clock = manualClock();
let app: TestApp;
let owner: string;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { loginRateLimitPerMinute: 1000 } });
  owner = await addUser(app, "Owner");
});
afterAll(() => app.close());

describe("the static client header", () => {
  it("is required on every /api call but health", async () => {
    const missing = await call(app, "POST", "/api/auth/login", { clientToken: null, body: { email: owner, password: PASSWORD } });
    expect(missing.response.statusCode).toBe(403);
    expect(missing.envelope).toMatchObject({ status: ApiStatus.ACCESSDENIED, isSuccess: false });
    const wrong = await call(app, "GET", "/api/session", { clientToken: "nope" });
    expect(wrong.response.statusCode).toBe(403);
    const health = await call(app, "GET", "/api/health", { clientToken: null });
    expect(health.response.statusCode).toBe(200);
    expect(health.envelope.body).toEqual({ database: "ok" });
  });
});

describe("sign-in", () => {
  it("returns the token in the body and in the x-access-token header, and the session data", async () => {
    const { response, envelope } = await call(app, "POST", "/api/auth/login", { body: { email: owner.toUpperCase(), password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    const body = envelope.body as { token: string; session: { user: { email: string; group: { name: string; isOwner: boolean } }; registerIsOpened: boolean } };
    expect(body.token.length).toBeGreaterThanOrEqual(22); // ≥128 bits in base64url
    expect(response.headers[headers.accessToken]).toBe(body.token);
    expect(body.session.user.email).toBe(owner);
    expect(body.session.user.group).toMatchObject({ name: "Owner", isOwner: true });
    expect(body.session.registerIsOpened).toBe(false);

    const session = await call(app, "GET", "/api/session", { token: body.token });
    expect(session.response.statusCode).toBe(200);
    expect(session.envelope.body).toEqual(body.session);
  });

  it("gives the same answer to an unknown e-mail, a wrong password, a locked account and an inactive one", async () => {
    const lockedEmail = await addUser(app, "Cashier", "same-answer-locked@shop.test");
    for (let i = 0; i < PASSWORD_TRIES_BEFORE_LOCK; i++) await call(app, "POST", "/api/auth/login", { body: { email: lockedEmail, password: "bad" } });
    const inactiveEmail = await addUser(app, "Cashier", "same-answer-inactive@shop.test");
    await app.db.update(users).set({ status: UserStatus.INACTIVE }).where(eq(users.email, inactiveEmail));

    const answers = await Promise.all(
      [
        { email: "nobody@shop.test", password: PASSWORD },
        { email: owner, password: "not-it" },
        { email: lockedEmail, password: PASSWORD },
        { email: inactiveEmail, password: PASSWORD },
      ].map((body) => call(app, "POST", "/api/auth/login", { body })),
    );
    for (const { response, envelope } of answers) {
      expect(response.statusCode).toBe(400);
      expect(envelope).toMatchObject({
        message: authRefusals.signInFailed.message,
        code: authRefusals.signInFailed.code,
        caption: answers[0]!.envelope.caption,
        body: answers[0]!.envelope.body,
      });
    }
  });

  it("refuses a malformed request with the message of docs/product.md", async () => {
    const { response, envelope } = await call(app, "POST", "/api/auth/login", { body: { email: "", password: "x" } });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("Field is required!");
  });

  it("locks one address out of an account for 30 minutes after ten wrong passwords, even for the right one", async () => {
    const email = await addUser(app, "Cashier", "locked@shop.test");
    const attacker = "198.51.100.7";
    for (let i = 0; i < PASSWORD_TRIES_BEFORE_LOCK; i++) {
      const { envelope } = await call(app, "POST", "/api/auth/login", { ip: attacker, body: { email, password: "bad" } });
      expect(envelope.message).toBe(authRefusals.signInFailed.message);
    }
    const right = await call(app, "POST", "/api/auth/login", { ip: attacker, body: { email, password: PASSWORD } });
    expect(right.response.statusCode).toBe(400);
    expect(right.envelope.code).toBe(authRefusals.signInFailed.code);

    // The person at the counter is not locked out by someone else's tries.
    expect(await signIn(app, email, PASSWORD, "10.0.0.20")).toBeTruthy();
    expect((await call(app, "POST", "/api/auth/login", { ip: attacker, body: { email, password: PASSWORD } })).response.statusCode).toBe(400);

    clock.advance(31 * MINUTE);
    expect(await signIn(app, email, PASSWORD, attacker)).toBeTruthy();
  });

  it("forgets wrong passwords older than the lock period, and starts over after a right one", async () => {
    const email = await addUser(app, "Cashier", "forgetful@shop.test");
    const wrong = () => call(app, "POST", "/api/auth/login", { body: { email, password: "bad" } });
    for (let i = 0; i < PASSWORD_TRIES_BEFORE_LOCK - 1; i++) await wrong();
    clock.advance(31 * MINUTE);
    await wrong();
    expect(await signIn(app, email)).toBeTruthy();
    for (let i = 0; i < PASSWORD_TRIES_BEFORE_LOCK - 1; i++) await wrong();
    expect(await signIn(app, email)).toBeTruthy();
  });

  it("writes Login and Logout to the activity log, and a signed-out token is refused", async () => {
    const token = await signIn(app, owner);
    const out = await call(app, "POST", "/api/auth/logout", { token });
    expect(out.response.statusCode).toBe(200);
    const after = await call(app, "GET", "/api/session", { token });
    expect(after.response.statusCode).toBe(401);
    expect(after.envelope.status).toBe(ApiStatus.SESSION_EXPIRED);
    const [user] = await app.db.select().from(users).where(eq(users.email, owner));
    const actions = (await app.db.select().from(activityLogs).where(eq(activityLogs.userId, user!.id))).map((a) => a.action);
    expect(actions).toContain(ActivityAction.Login);
    expect(actions).toContain(ActivityAction.Logout);
  });
});

describe("session lifetime", () => {
  it("expires after the idle timeout", async () => {
    const token = await signIn(app, owner);
    clock.advance(29 * MINUTE);
    const stillThere = await call(app, "GET", "/api/session", { token: await freshToken(token) });
    expect(stillThere.response.statusCode).toBe(200);
    const latest = stillThere.response.headers[headers.accessToken] as string | undefined;
    clock.advance(31 * MINUTE);
    const gone = await call(app, "GET", "/api/session", { token: latest ?? token });
    expect(gone.response.statusCode).toBe(401);
    expect(gone.envelope.status).toBe(ApiStatus.SESSION_EXPIRED);
  });

  it("ends at the absolute lifetime even when used all along", async () => {
    let token = await signIn(app, owner);
    for (let minutes = 0; minutes < 12 * 60; minutes += 20) {
      clock.advance(20 * MINUTE);
      const { response } = await call(app, "GET", "/api/session", { token });
      if (minutes + 20 < 12 * 60) expect(response.statusCode).toBe(200);
      token = (response.headers[headers.accessToken] as string | undefined) ?? token;
    }
    const { response } = await call(app, "GET", "/api/session", { token });
    expect(response.statusCode).toBe(401);
  });

  it("rotates the token, and requests in flight with the old one are not signed out", async () => {
    const old = await signIn(app, owner);
    clock.advance(11 * MINUTE);
    const results = await Promise.all(Array.from({ length: 6 }, () => call(app, "GET", "/api/session", { token: old })));
    expect(results.map((r) => r.response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const issued = results.map((r) => r.response.headers[headers.accessToken]).filter(Boolean) as string[];
    expect(issued).toHaveLength(1);
    const fresh = issued[0]!;
    expect(fresh).not.toBe(old);
    expect((await call(app, "GET", "/api/session", { token: fresh })).response.statusCode).toBe(200);
    clock.advance(ROTATION_GRACE_MS + 1000);
    expect((await call(app, "GET", "/api/session", { token: old })).response.statusCode).toBe(401);
    expect((await call(app, "GET", "/api/session", { token: fresh })).response.statusCode).toBe(200);
  });

  it("ends every session of a disabled user", async () => {
    const email = await addUser(app, "Manager", "leaver@shop.test");
    const token = await signIn(app, email);
    await app.db.update(users).set({ status: UserStatus.INACTIVE }).where(eq(users.email, email));
    expect((await call(app, "GET", "/api/session", { token })).response.statusCode).toBe(401);
    const again = await call(app, "POST", "/api/auth/login", { body: { email, password: PASSWORD } });
    expect(again.response.statusCode).toBe(400);
    expect(again.envelope.code).toBe(authRefusals.signInFailed.code);
  });

  it("refuses unknown and missing tokens with SESSION_EXPIRED", async () => {
    for (const token of [undefined, "made-up-token"]) {
      const { response, envelope } = await call(app, "GET", "/api/session", { token });
      expect(response.statusCode).toBe(401);
      expect(envelope.status).toBe(ApiStatus.SESSION_EXPIRED);
    }
  });
});

describe("sign-in rate limit", () => {
  const attempt = (target: TestApp, ip: string, forwardedFor?: string) =>
    call(target, "POST", "/api/auth/login", {
      ip,
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      body: { email: "x@shop.test", password: "whatever" },
    });

  it("limits attempts per address, not for everyone", async () => {
    const limited = await createTestApp({ config: { loginRateLimitPerMinute: 3 } });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(limited, "10.9.9.9")).response.statusCode).toBe(400);
      const blocked = await attempt(limited, "10.9.9.9");
      expect(blocked.response.statusCode).toBe(429);
      expect(blocked.envelope.message).toMatch(/Too many sign-in attempts/);
      expect(blocked.envelope.code).toBe(authRefusals.tooManySignIns.code);
      expect((await attempt(limited, "10.9.9.10")).response.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it("ignores X-Forwarded-For by default: a made-up address every try does not reset the limit", async () => {
    const limited = await createTestApp({ config: { loginRateLimitPerMinute: 3 } });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(limited, "10.9.9.9", `203.0.113.${i}`)).response.statusCode).toBe(400);
      expect((await attempt(limited, "10.9.9.9", "203.0.113.99")).response.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("takes the address from X-Forwarded-For only when the request comes from a proxy named in TRUST_PROXY", async () => {
    const limited = await createTestApp({ config: { loginRateLimitPerMinute: 3, trustProxy: ["10.1.0.0/16"] } });
    try {
      // Behind the proxy, each client has its own limit.
      for (let i = 0; i < 3; i++) expect((await attempt(limited, "10.1.0.2", "203.0.113.1")).response.statusCode).toBe(400);
      expect((await attempt(limited, "10.1.0.2", "203.0.113.1")).response.statusCode).toBe(429);
      expect((await attempt(limited, "10.1.0.2", "203.0.113.2")).response.statusCode).toBe(400);
      // A client that reaches the server around the proxy cannot choose its address.
      for (let i = 0; i < 3; i++) expect((await attempt(limited, "192.0.2.50", `203.0.113.${10 + i}`)).response.statusCode).toBe(400);
      expect((await attempt(limited, "192.0.2.50", "203.0.113.20")).response.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("counts a lock against the client's real address, behind a trusted proxy too", async () => {
    const proxied = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const email = await addUser(proxied, "Cashier", "victim@shop.test");
      for (let i = 0; i < PASSWORD_TRIES_BEFORE_LOCK; i++) {
        await call(proxied, "POST", "/api/auth/login", { ip: "10.1.0.2", headers: { "x-forwarded-for": "203.0.113.66" }, body: { email, password: "bad" } });
      }
      const attacker = await call(proxied, "POST", "/api/auth/login", {
        ip: "10.1.0.2",
        headers: { "x-forwarded-for": "203.0.113.66" },
        body: { email, password: PASSWORD },
      });
      expect(attacker.response.statusCode).toBe(400);
      // The victim comes through the same proxy from their own address.
      const victim = await call(proxied, "POST", "/api/auth/login", {
        ip: "10.1.0.2",
        headers: { "x-forwarded-for": "198.51.100.4" },
        body: { email, password: PASSWORD },
      });
      expect(victim.response.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

/** Use the session once so a pending rotation happens, and return whichever token is now current. */
async function freshToken(token: string): Promise<string> {
  const { response } = await call(app, "GET", "/api/session", { token });
  return (response.headers[headers.accessToken] as string | undefined) ?? token;
}
