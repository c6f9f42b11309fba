import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { defaultPaymentProfile, paymentProfileWords, secretSettingWords, settingsRefusals } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, TEST_SETTINGS_KEY, type TestApp } from "../../../test/test-app";
import { activityLogs, settings } from "../../platform/db/schema";
import { openSecret } from "../../platform/settings-secrets/secret-box";
import { readStripeKeys } from "./payment-profile.service";

let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
});

afterAll(() => app.close());

const URL = "/api/settings/payment-profile";

describe("payment profile: the tip presets", () => {
  it("offers 15, 20 and 25 % until the shop chooses, to anyone who sells at the counter", async () => {
    const read = await call(app, "GET", URL, { token: cashier });
    expect(read.response.statusCode, read.envelope.message).toBe(200);
    expect(read.envelope.body).toEqual({
      tipPresets: { kind: "percent", values: [15_000, 20_000, 25_000] },
      cashOutsideRegister: false,
      stripe: { publishableKey: "", secretKey: { isSet: false }, webhookSecret: { isSet: false } },
      setByServer: [],
    });
    expect(read.envelope.body).toMatchObject(defaultPaymentProfile);
    expect((await call(app, "GET", URL)).response.statusCode).toBe(401);
  });

  it("is changed only with settings.system.paymentProfile, and every reader sees the change", async () => {
    const presets = { tipPresets: { kind: "amount", values: [200, 500, 1000] } };
    expect((await call(app, "PATCH", URL, { token: cashier, body: presets })).response.statusCode).toBe(403);
    // A manager has every setting but this one (docs/product.md §6).
    expect((await call(app, "PATCH", URL, { token: manager, body: presets })).response.statusCode).toBe(403);

    const saved = await call(app, "PATCH", URL, { token: owner, body: presets });
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    expect(saved.envelope.message).toBe("Settings saved.");
    expect(saved.envelope.body).toMatchObject(presets);
    expect((await call(app, "GET", URL, { token: cashier })).envelope.body).toMatchObject(presets);
    const logged = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "settings"), eq(activityLogs.entityId, "paymentProfile")));
    expect(logged).toHaveLength(1);

    await call(app, "PATCH", URL, { token: owner, body: defaultPaymentProfile });
  });

  it("refuses presets the prompt cannot show, on the field they concern", async () => {
    const empty = await call(app, "PATCH", URL, { token: owner, body: { tipPresets: { kind: "percent", values: [] } } });
    expect(empty.response.statusCode).toBe(400);
    expect(empty.envelope.message).toBe("Give at least one tip preset.");
    const tooMuch = await call(app, "PATCH", URL, { token: owner, body: { tipPresets: { kind: "percent", values: [15_000, 150_000] } } });
    expect(tooMuch.response.statusCode).toBe(400);
    expect(tooMuch.envelope.message).toBe("A tip preset can't be more than 100%.");
    expect((await call(app, "GET", URL, { token: owner })).envelope.body).toMatchObject(defaultPaymentProfile);
  });
});

describe("payment profile: the Stripe keys, secrets at rest", () => {
  const SECRET = "sk_test_51SecretValueNeverShown";
  const WEBHOOK = "whsec_SigningSecretNeverShown";

  it("stores the secrets sealed, answers them only as set, and masks them in the activity log", async () => {
    const saved = await call(app, "PATCH", URL, {
      token: owner,
      body: { cashOutsideRegister: true, stripe: { publishableKey: "pk_test_51Publishable", secretKey: SECRET, webhookSecret: WEBHOOK } },
    });
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    expect(saved.envelope.body).toMatchObject({
      cashOutsideRegister: true,
      stripe: { publishableKey: "pk_test_51Publishable", secretKey: { isSet: true }, webhookSecret: { isSet: true } },
    });
    expect(saved.response.body).not.toContain("SecretValue");
    expect(saved.response.body).not.toContain("SigningSecret");
    for (const token of [owner, cashier]) {
      const read = await call(app, "GET", URL, { token });
      expect(read.response.body).not.toContain("SecretValue");
      expect(read.response.body).not.toContain("SigningSecret");
    }

    // At rest: not the text, and it opens with the settings key only.
    const [row] = await app.db.select().from(settings).where(eq(settings.key, "paymentProfile"));
    const stored = JSON.stringify(row?.value);
    expect(stored).not.toContain("SecretValue");
    expect(stored).not.toContain("SigningSecret");
    const sealed = (row?.value as { stripe: { secretKey: string } }).stripe.secretKey;
    expect(openSecret(TEST_SETTINGS_KEY, "stripe.secretKey", sealed)).toBe(SECRET);
    expect(() => openSecret(Buffer.alloc(32, 1), "stripe.secretKey", sealed)).toThrow();
    expect(() => openSecret(TEST_SETTINGS_KEY, "stripe.webhookSecret", sealed)).toThrow();
    expect(await readStripeKeys(app.deps)).toEqual({ publishableKey: "pk_test_51Publishable", secretKey: SECRET, webhookSecret: WEBHOOK });

    const [logged] = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "settings"), eq(activityLogs.entityId, "paymentProfile")))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(JSON.stringify(logged?.details)).not.toContain("SecretValue");
    expect(JSON.stringify(logged?.details)).not.toContain("v1.");
    expect(logged?.details).toMatchObject({
      before: { cashOutsideRegister: false, stripe: { publishableKey: "", secretKey: secretSettingWords.maskedNotSet } },
      after: { cashOutsideRegister: true, stripe: { publishableKey: "pk_test_51Publishable", secretKey: secretSettingWords.maskedSet } },
      changed: expect.arrayContaining(["cashOutsideRegister", "stripe.secretKey", "stripe.webhookSecret"]),
    });
    // Nor in the activity log as the screens read it.
    const logs = await call(app, "GET", "/api/activities?page=1&pageSize=50", { token: owner });
    expect(logs.response.statusCode).toBe(200);
    expect(logs.response.body).toContain("paymentProfile");
    expect(logs.response.body).not.toContain("SecretValue");
  });

  it("keeps a secret left out, clears one sent as null, and refuses a key pasted into the wrong field", async () => {
    const kept = await call(app, "PATCH", URL, { token: owner, body: { stripe: { webhookSecret: null } } });
    expect(kept.envelope.body).toMatchObject({ stripe: { secretKey: { isSet: true }, webhookSecret: { isSet: false } } });
    const wrong = await call(app, "PATCH", URL, { token: owner, body: { stripe: { secretKey: "pk_test_oops" } } });
    expect(wrong.response.statusCode).toBe(400);
    expect(wrong.envelope.message).toBe(paymentProfileWords.secretKey);
    const blank = await call(app, "PATCH", URL, { token: owner, body: { stripe: { secretKey: "  " } } });
    expect(blank.envelope.message).toBe(secretSettingWords.blank);
    expect((await call(app, "GET", URL, { token: owner })).envelope.body).toMatchObject({ stripe: { secretKey: { isSet: true } } });
  });
});

describe("payment profile: keys set by the server's environment", () => {
  let envApp: TestApp;
  let envOwner: string;
  beforeAll(async () => {
    envApp = await createTestApp({ config: { stripe: { secretKey: "sk_live_FromTheEnvironment", publishableKey: "pk_live_FromEnv" } } });
    envOwner = await signIn(envApp, await addUser(envApp, "Owner"));
  });
  afterAll(() => envApp.close());

  it("shows them as set by the server, never their value, and refuses to change them", async () => {
    const read = await call(envApp, "GET", URL, { token: envOwner });
    expect(read.envelope.body).toMatchObject({
      stripe: { publishableKey: "pk_live_FromEnv", secretKey: { isSet: true }, webhookSecret: { isSet: false } },
      setByServer: ["stripe.publishableKey", "stripe.secretKey"],
    });
    expect(read.response.body).not.toContain("FromTheEnvironment");

    const refused = await call(envApp, "PATCH", URL, { token: envOwner, body: { stripe: { secretKey: "sk_test_Other" } } });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope).toMatchObject({
      code: settingsRefusals.setByServer.code,
      message: "The Stripe secret key is set by the server's environment and can only be changed there.",
    });
    expect((await call(envApp, "PATCH", URL, { token: envOwner, body: { stripe: { secretKey: null } } })).response.statusCode).toBe(409);
    // What the environment does not set stays the shop's to change.
    const webhook = await call(envApp, "PATCH", URL, { token: envOwner, body: { stripe: { webhookSecret: "whsec_Stored" } } });
    expect(webhook.response.statusCode, webhook.envelope.message).toBe(200);
    expect(await readStripeKeys(envApp.deps)).toEqual({
      publishableKey: "pk_live_FromEnv",
      secretKey: "sk_live_FromTheEnvironment",
      webhookSecret: "whsec_Stored",
    });
  });
});
