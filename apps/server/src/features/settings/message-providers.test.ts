import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { messageProviderWords, secretSettingWords, settingsRefusals } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { startFakeSmtpServer } from "../../../test/fake-smtp-server";
import { startFakeSmsProvider } from "../../../test/fake-sms-provider";
import { activityLogs, settings } from "../../platform/db/schema";
import { settingsMailer, settingsSmsSender } from "./message-senders";

const URL = "/api/settings/message-providers";
const PASSWORD = "MailPasswordNeverShown";
const TOKEN = "SmsTokenNeverShown";

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let sms: Awaited<ReturnType<typeof startFakeSmsProvider>>;

beforeAll(async () => {
  smtp = await startFakeSmtpServer({ user: "shop", pass: PASSWORD });
  sms = await startFakeSmsProvider();
});
afterAll(async () => {
  await smtp.close();
  await sms.close();
});

const smtpPort = () => Number(new globalThis.URL(smtp.url).port);

describe("message providers stored on System Settings › Utility", () => {
  let app: TestApp;
  let owner: string;
  let cashier: string;
  beforeAll(async () => {
    app = await createTestApp();
    owner = await signIn(app, await addUser(app, "Owner"));
    cashier = await signIn(app, await addUser(app, "Cashier"));
  });
  afterAll(() => app.close());

  it("starts empty, and a test says no provider is set up", async () => {
    const read = await call(app, "GET", URL, { token: owner });
    expect(read.response.statusCode, read.envelope.message).toBe(200);
    expect(read.envelope.body).toEqual({
      smtp: { host: "", port: null, secure: false, user: "", password: { isSet: false }, from: "" },
      sms: { accountSid: "", authToken: { isSet: false }, from: "", baseUrl: "" },
      setByServer: [],
    });
    const test = await call(app, "POST", `${URL}/test-email`, { token: owner, body: { to: "owner@example.com" } });
    expect(test.envelope.body).toEqual({ sent: false, message: messageProviderWords.noEmailProvider });
  });

  it("refuses a cashier to read, change or test them", async () => {
    expect((await call(app, "GET", URL, { token: cashier })).response.statusCode).toBe(403);
    expect((await call(app, "PATCH", URL, { token: cashier, body: { smtp: { host: "x.example.com" } } })).response.statusCode).toBe(403);
    expect((await call(app, "POST", `${URL}/test-email`, { token: cashier, body: { to: "a@example.com" } })).response.statusCode).toBe(403);
    expect((await call(app, "POST", `${URL}/test-sms`, { token: cashier, body: { to: "5550001111" } })).response.statusCode).toBe(403);
  });

  it("stores them with the secrets sealed and masked, and sends through them at once, without a restart", async () => {
    // The outbox's senders exist before the settings do: they must follow the change.
    const mailer = settingsMailer(app.deps, { timeoutMs: 5_000 });
    const texts = settingsSmsSender(app.deps, { timeoutMs: 5_000 });
    expect(await mailer.send({ to: "a@example.com", subject: "s", text: "t" })).toMatchObject({ status: "not_sent" });

    const saved = await call(app, "PATCH", URL, {
      token: owner,
      body: {
        smtp: { host: "127.0.0.1", port: smtpPort(), secure: false, user: "shop", password: PASSWORD, from: "Shine Wash <shop@example.com>" },
        sms: { accountSid: "AC123", authToken: TOKEN, from: "+15550001111", baseUrl: sms.baseUrl },
      },
    });
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    expect(saved.envelope.body).toMatchObject({ smtp: { host: "127.0.0.1", user: "shop", password: { isSet: true } }, sms: { authToken: { isSet: true } } });
    for (const body of [saved.response.body, (await call(app, "GET", URL, { token: owner })).response.body]) {
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain(TOKEN);
    }
    const [row] = await app.db.select().from(settings).where(eq(settings.key, "messageProviders"));
    expect(JSON.stringify(row?.value)).not.toContain(PASSWORD);
    expect(JSON.stringify(row?.value)).not.toContain(TOKEN);
    const [logged] = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "settings"), eq(activityLogs.entityId, "messageProviders")))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    const details = JSON.stringify(logged?.details);
    expect(details).not.toContain(PASSWORD);
    expect(details).not.toContain(TOKEN);
    expect(details).not.toContain("v1.");
    expect(logged?.details).toMatchObject({ after: { smtp: { password: secretSettingWords.maskedSet }, sms: { authToken: secretSettingWords.maskedSet } } });

    const email = await call(app, "POST", `${URL}/test-email`, { token: owner, body: { to: "owner@example.com" } });
    expect(email.envelope.body).toEqual({ sent: true, message: messageProviderWords.emailSent("owner@example.com") });
    expect(smtp.received.at(-1)).toMatchObject({
      from: "shop@example.com",
      to: ["owner@example.com"],
      user: "shop",
      subject: messageProviderWords.testSubject,
    });

    const text = await call(app, "POST", `${URL}/test-sms`, { token: owner, body: { to: "(555) 000-2222" } });
    expect(text.envelope.body).toEqual({ sent: true, message: messageProviderWords.smsSent("(555) 000-2222") });
    expect(sms.calls.at(-1)).toMatchObject({ path: "/2010-04-01/Accounts/AC123/Messages.json", form: { To: "+15550002222", From: "+15550001111" } });
    expect(sms.calls.at(-1)?.authorization).toBe(`Basic ${Buffer.from(`AC123:${TOKEN}`).toString("base64")}`);

    // The outbox's senders now use the stored providers.
    expect(await mailer.send({ to: "customer@example.com", subject: "Receipt", text: "Thanks" })).toEqual({ status: "sent" });
    expect(smtp.received.at(-1)).toMatchObject({ to: ["customer@example.com"], subject: "Receipt" });
    expect(await texts.send({ to: "5550003333", body: "Receipt" })).toMatchObject({ status: "sent" });
    expect(sms.calls.at(-1)?.form).toMatchObject({ To: "+15550003333", Body: "Receipt" });
  });

  it("answers a failing provider with its problem in plain words", async () => {
    await call(app, "PATCH", URL, { token: owner, body: { smtp: { password: "wrong-password" } } });
    const email = await call(app, "POST", `${URL}/test-email`, { token: owner, body: { to: "owner@example.com" } });
    expect(email.response.statusCode).toBe(200);
    expect(email.envelope.body).toMatchObject({ sent: false });
    expect(email.envelope.message).toMatch(/^The test e-mail could not be sent: .*(Invalid login|auth)/i);

    sms.control.answer = () => ({ status: 401, body: { code: 20003, message: "Authenticate" } });
    try {
      const text = await call(app, "POST", `${URL}/test-sms`, { token: owner, body: { to: "5550002222" } });
      expect(text.envelope.body).toEqual({ sent: false, message: "The test text could not be sent: SMS provider answered HTTP 401: Authenticate." });
    } finally {
      sms.control.answer = () => ({ status: 201, body: { sid: "SM1", status: "queued" } });
    }

    const bad = await call(app, "POST", `${URL}/test-email`, { token: owner, body: { to: "not an address" } });
    expect(bad.response.statusCode).toBe(400);
  });
});

describe("message providers set by the server's environment", () => {
  let envApp: TestApp;
  let envOwner: string;
  const envSms = { accountSid: "ACENV", authToken: "EnvTokenNeverShown", from: "+15559990000" };
  beforeAll(async () => {
    envApp = await createTestApp({ config: { smtpUrl: smtp.url, mailFrom: "Env <env@example.com>", mailFromSet: true, sms: envSms, smsBaseUrl: sms.baseUrl } });
    envOwner = await signIn(envApp, await addUser(envApp, "Owner"));
  });
  afterAll(() => envApp.close());

  it("shows them as set by the server, never the secrets, refuses to change them, and sends through them", async () => {
    const read = await call(envApp, "GET", URL, { token: envOwner });
    expect(read.envelope.body).toMatchObject({
      smtp: { host: "127.0.0.1", port: smtpPort(), secure: false, user: "shop", password: { isSet: true }, from: "Env <env@example.com>" },
      sms: { accountSid: "ACENV", authToken: { isSet: true }, from: "+15559990000" },
      setByServer: ["smtp.host", "smtp.port", "smtp.secure", "smtp.user", "smtp.password", "smtp.from", "sms.accountSid", "sms.authToken", "sms.from"],
    });
    expect(read.response.body).not.toContain(PASSWORD);
    expect(read.response.body).not.toContain("EnvTokenNeverShown");

    const refused = await call(envApp, "PATCH", URL, { token: envOwner, body: { smtp: { password: "other" } } });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope).toMatchObject({
      code: settingsRefusals.setByServer.code,
      message: "The SMTP password is set by the server's environment and can only be changed there.",
    });
    expect((await call(envApp, "PATCH", URL, { token: envOwner, body: { sms: { authToken: null } } })).response.statusCode).toBe(409);

    // A base URL may be stored (SMS_BASE_URL is not set), but the environment's account is sent with its own address.
    const base = await call(envApp, "PATCH", URL, { token: envOwner, body: { sms: { baseUrl: "http://127.0.0.1:1" } } });
    expect(base.response.statusCode, base.envelope.message).toBe(200);
    const text = await call(envApp, "POST", `${URL}/test-sms`, { token: envOwner, body: { to: "5550002222" } });
    expect(text.envelope.body).toMatchObject({ sent: true });
    expect(sms.calls.at(-1)?.path).toBe("/2010-04-01/Accounts/ACENV/Messages.json");

    const email = await call(envApp, "POST", `${URL}/test-email`, { token: envOwner, body: { to: "env-test@example.com" } });
    expect(email.envelope.body).toMatchObject({ sent: true });
    expect(smtp.received.at(-1)).toMatchObject({ from: "env@example.com", to: ["env-test@example.com"] });
  });
});
