import { authRefusals, PASSWORD_LOCK_MINUTES, PASSWORD_TRIES_BEFORE_LOCK } from "@washdesk/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser, call, createTestApp, PASSWORD, signIn, type TestApp } from "../../../test/test-app";

let app: TestApp;
let email: string;
beforeAll(async () => {
  app = await createTestApp();
  email = await addUser(app, "Cashier");
});
afterAll(() => app.close());

describe("my profile", () => {
  it("changes my name", async () => {
    const token = await signIn(app, email);
    const saved = await call(app, "PATCH", "/api/profile", { token, body: { firstName: "Robin", lastName: "Lane" } });
    expect(saved.response.statusCode).toBe(200);
    expect(saved.envelope.message).toBe("Profile saved.");
    const { envelope } = await call(app, "GET", "/api/session", { token });
    expect(envelope.body).toMatchObject({ user: { firstName: "Robin", lastName: "Lane" } });
  });

  it("refuses an empty name with the message of docs/product.md", async () => {
    const token = await signIn(app, email);
    const { response, envelope } = await call(app, "PATCH", "/api/profile", { token, body: { firstName: " ", lastName: "Lane" } });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("Field is required!");
    expect(envelope.body).toEqual({ fields: [{ field: "firstName", message: "Field is required!" }] });
  });

  it("changes my password, ends my other sessions and keeps this one", async () => {
    const other = await signIn(app, email);
    const token = await signIn(app, email);
    const wrong = await call(app, "POST", "/api/profile/password", { token, body: { currentPassword: "nope", newPassword: "a-new-password" } });
    expect(wrong.response.statusCode).toBe(400);
    expect(wrong.envelope.message).toBe("The current password is not correct.");
    expect(wrong.envelope.code).toBe(authRefusals.wrongPassword.code);
    expect(wrong.envelope.body).toEqual({ fields: [{ field: "currentPassword", message: "The current password is not correct." }] });

    const changed = await call(app, "POST", "/api/profile/password", { token, body: { currentPassword: PASSWORD, newPassword: "a-new-password" } });
    expect(changed.response.statusCode).toBe(200);
    expect((await call(app, "GET", "/api/session", { token })).response.statusCode).toBe(200);
    expect((await call(app, "GET", "/api/session", { token: other })).response.statusCode).toBe(401);
    expect((await call(app, "POST", "/api/auth/login", { body: { email, password: PASSWORD } })).response.statusCode).toBe(400);
    expect(await signIn(app, email, "a-new-password")).toBeTruthy();
  });

  it("sets a 4-digit PIN, stored hashed", async () => {
    const token = await signIn(app, email, "a-new-password");
    const bad = await call(app, "POST", "/api/profile/pin", { token, body: { currentPassword: "a-new-password", pin: "12a4" } });
    expect(bad.response.statusCode).toBe(400);
    const { response } = await call(app, "POST", "/api/profile/pin", { token, body: { currentPassword: "a-new-password", pin: "2468" } });
    expect(response.statusCode).toBe(200);
    const { envelope } = await call(app, "GET", "/api/session", { token });
    expect(envelope.body).toMatchObject({ user: { hasPin: true } });
    expect(JSON.stringify(envelope.body)).not.toContain("2468");
  });
});

describe("a new password", () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(app, await addUser(app, "Manager", "sam.okafor@shop.test"));
    await call(app, "PATCH", "/api/profile", { token, body: { firstName: "Samira", lastName: "Okafor" } });
  });
  const change = (newPassword: string) => call(app, "POST", "/api/profile/password", { token, body: { currentPassword: PASSWORD, newPassword } });

  it("is refused when it is one of the most common passwords, case aside, on its field", async () => {
    for (const common of ["password", "Password1", "QWERTYUIOP", "iloveyou"]) {
      const { response, envelope } = await change(common);
      expect(response.statusCode, common).toBe(400);
      expect(envelope.code).toBe(authRefusals.passwordCommon.code);
      expect(envelope.body).toEqual({ fields: [{ field: "newPassword", message: authRefusals.passwordCommon.message }] });
    }
  });

  it("is refused when it contains my first or last name or my e-mail before the @", async () => {
    for (const personal of ["SAMIRA-washes-cars", "the-okafor-family", "sam.okafor77", "okay-sam.okafor"]) {
      const { response, envelope } = await change(personal);
      expect(response.statusCode, personal).toBe(400);
      expect(envelope.code).toBe(authRefusals.passwordPersonal.code);
      expect(envelope.body).toEqual({ fields: [{ field: "newPassword", message: authRefusals.passwordPersonal.message }] });
    }
  });

  it("is taken otherwise", async () => {
    expect((await change("tidal-orchard-plum")).response.statusCode).toBe(200);
    expect(await signIn(app, "sam.okafor@shop.test", "tidal-orchard-plum")).toBeTruthy();
  });
});

describe("checking the current password", () => {
  it("locks this address out after ten wrong ones, like sign-in, and no other address", async () => {
    const email = await addUser(app, "Manager", "guessed@shop.test");
    const stolen = await signIn(app, email, PASSWORD, "198.51.100.8");
    const attempt = (currentPassword: string) =>
      call(app, "POST", "/api/profile/password", { token: stolen, ip: "198.51.100.8", body: { currentPassword, newPassword: "tidal-orchard-plum" } });
    for (let i = 0; i < PASSWORD_TRIES_BEFORE_LOCK - 1; i++) expect((await attempt(`guess-${i}`)).envelope.code).toBe(authRefusals.wrongPassword.code);
    const last = await attempt("guess-last");
    expect(last.response.statusCode).toBe(429);
    expect(last.envelope.message).toBe(authRefusals.passwordChecksLocked(PASSWORD_LOCK_MINUTES).message);
    const right = await attempt(PASSWORD);
    expect(right.response.statusCode).toBe(429);
    // The PIN form asks for the same password and is held by the same lock; so is sign-in from there.
    const pin = await call(app, "POST", "/api/profile/pin", { token: stolen, ip: "198.51.100.8", body: { currentPassword: PASSWORD, pin: "1357" } });
    expect(pin.response.statusCode).toBe(429);
    expect((await call(app, "POST", "/api/auth/login", { ip: "198.51.100.8", body: { email, password: PASSWORD } })).response.statusCode).toBe(400);

    // The person, from their own device, changes it.
    const own = await signIn(app, email, PASSWORD, "10.0.0.30");
    const changed = await call(app, "POST", "/api/profile/password", {
      token: own,
      ip: "10.0.0.30",
      body: { currentPassword: PASSWORD, newPassword: "tidal-orchard-plum" },
    });
    expect(changed.response.statusCode).toBe(200);
  });

  it("is limited per address and minute, as sign-in is", async () => {
    const limited = await createTestApp({ config: { loginRateLimitPerMinute: 3 } });
    try {
      const token = await signIn(limited, await addUser(limited, "Cashier"));
      const attempt = () =>
        call(limited, "POST", "/api/profile/password", { token, ip: "10.9.9.9", body: { currentPassword: "nope", newPassword: "tidal-orchard-plum" } });
      for (let i = 0; i < 3; i++) expect((await attempt()).response.statusCode).toBe(400);
      const blocked = await attempt();
      expect(blocked.response.statusCode).toBe(429);
      expect(blocked.envelope).toMatchObject({ code: authRefusals.tooManyPasswordAttempts.code, message: authRefusals.tooManyPasswordAttempts.message });
    } finally {
      await limited.close();
    }
  });
});
