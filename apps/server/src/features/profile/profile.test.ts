import { authRefusals } from "@washdesk/domain";
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
