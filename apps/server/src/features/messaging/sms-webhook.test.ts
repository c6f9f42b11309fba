import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { SKIPPED_OPTED_OUT, customerRefusals, smsReplies, smsWebhookRefusals, type RealtimeHint } from "@washdesk/domain";
import { recordHints, addUser, call, createTestApp, parseEnvelope, signIn, type TestApp } from "../../../test/test-app";
import { startFakeSmsProvider } from "../../../test/fake-sms-provider";
import { outboxRow, testWorker } from "../../../test/outbox-fixtures";
import { consentChanges, customers, outbox, outboxDeliveryEvents, smsInbound } from "../../platform/db/schema";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { twilioSmsSender } from "../../platform/sms/twilio-sms-sender";
import { twilioSignature } from "../../platform/sms/twilio-signature";
import { createCustomer, freshPhone } from "../customers/customer-fixtures";
import { freshSid, inboundText, postSigned, TEST_PUBLIC_URL, TEST_SMS_ACCOUNT } from "./messaging-fixtures";

const INBOUND = "/api/webhooks/sms";
const STATUS = "/api/webhooks/sms/status";

let app: TestApp;
let owner: string;
let provider: Awaited<ReturnType<typeof startFakeSmsProvider>>;
let hints: RealtimeHint[] = [];

beforeAll(async () => {
  app = await createTestApp({ config: { sms: TEST_SMS_ACCOUNT, publicUrl: TEST_PUBLIC_URL } });
  owner = await signIn(app, await addUser(app, "Owner"));
  provider = await startFakeSmsProvider();
  hints = recordHints(app);
});
afterAll(async () => {
  await provider.close();
  await app.close();
});
beforeEach(() => {
  provider.calls.length = 0;
  hints.length = 0;
});

const e164 = (phone: string) => `+1${phone.replace(/\D/g, "").slice(-10)}`;
const digits = (phone: string) => phone.replace(/\D/g, "").slice(-10);
const textsTo = (phone: string) =>
  app.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, digits(phone)))
    .orderBy(asc(outbox.id));
const inboundFrom = (phone: string) =>
  app.db
    .select()
    .from(smsInbound)
    .where(eq(smsInbound.fromPhone, digits(phone)));
const alertSmsOf = async (id: string) => (await app.db.select({ on: customers.alertSms }).from(customers).where(eq(customers.id, id)))[0]!.on;
const smsConsentOf = (id: string) => app.db.select().from(consentChanges).where(eq(consentChanges.customerId, id)).orderBy(asc(consentChanges.id));
const sender = () => twilioSmsSender({ ...TEST_SMS_ACCOUNT, baseUrl: provider.baseUrl, statusCallback: `${TEST_PUBLIC_URL}${STATUS}` });

describe("POST /api/webhooks/sms: the signature", () => {
  it("takes a text signed with the account's token and answers an empty TwiML response", async () => {
    const customer = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });
    const response = await postSigned(app, INBOUND, inboundText(e164(customer.phone), "Are you open Sunday?"));

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/xml");
    expect(response.body).toMatch(/<Response\/>$/);
    expect(await inboundFrom(customer.phone)).toEqual([
      expect.objectContaining({ customerId: customer.id, body: "Are you open Sunday?", intent: "message", readAt: null }),
    ]);
    expect(hints).toContainEqual({ entity: "smsInbox", id: customer.id, action: "New" });
  });

  it("refuses a text signed with another token, or not signed at all (403), and stores nothing", async () => {
    const phone = freshPhone();
    const forged = await postSigned(app, INBOUND, inboundText(e164(phone), "STOP"), "someone-else");
    expect(forged.statusCode).toBe(403);
    expect(parseEnvelope(forged).code).toBe(smsWebhookRefusals.badSignature.code);

    const unsigned = await app.app.inject({
      method: "POST",
      url: INBOUND,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(inboundText(e164(phone), "STOP")).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    expect(await inboundFrom(phone)).toEqual([]);
    expect(await textsTo(phone)).toEqual([]);
  });

  it("refuses every delivery while no SMS account is set up to check it with", async () => {
    const bare = await createTestApp();
    try {
      const response = await postSigned(bare, INBOUND, inboundText(e164(freshPhone()), "hello"));
      expect(response.statusCode).toBe(403);
    } finally {
      await bare.close();
    }
  });

  it("without PUBLIC_URL, checks the URL the request came to, never one a client names in X-Forwarded-* (no TRUST_PROXY)", async () => {
    const direct = await createTestApp({ config: { sms: TEST_SMS_ACCOUNT } });
    try {
      const params = inboundText(e164(freshPhone()), "hello");
      const post = (signedUrl: string) =>
        direct.app.inject({
          method: "POST",
          url: INBOUND,
          headers: {
            host: "shop.local",
            "x-forwarded-proto": "https",
            "x-forwarded-host": "elsewhere.example",
            "content-type": "application/x-www-form-urlencoded",
            "x-twilio-signature": twilioSignature(TEST_SMS_ACCOUNT.authToken, signedUrl, params),
          },
          payload: new URLSearchParams(params).toString(),
        });
      expect((await post(`https://elsewhere.example${INBOUND}`)).statusCode).toBe(403);
      expect((await post(`http://shop.local${INBOUND}`)).statusCode).toBe(200);
    } finally {
      await direct.close();
    }
  });

  it("answers a replayed delivery (same MessageSid) with 200 and does nothing twice", async () => {
    const phone = freshPhone();
    const text = inboundText(e164(phone), "STOP");
    expect((await postSigned(app, INBOUND, text)).statusCode).toBe(200);
    const replay = await postSigned(app, INBOUND, text);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toMatch(/<Response\/>$/);
    expect(await inboundFrom(phone)).toHaveLength(1);
    expect(await textsTo(phone)).toHaveLength(1);
  });
});

describe("POST /api/webhooks/sms: what a text asks for", () => {
  it("stores a text from an unknown number with no customer, and still honours its STOP", async () => {
    const phone = freshPhone();
    await postSigned(app, INBOUND, inboundText(e164(phone), "who is this?"));
    expect(await inboundFrom(phone)).toEqual([expect.objectContaining({ customerId: null, body: "who is this?" })]);
    expect(hints).toContainEqual({ entity: "smsInbox", id: digits(phone), action: "New" });

    await postSigned(app, INBOUND, inboundText(e164(phone), "stop"));
    const skipped = await enqueueMessage(app.db, { channel: "sms", recipient: digits(phone), body: "20% off this week", origin: "bulk" });
    expect(skipped.skipped).toBe(true);
  });

  it("opts the customer out at STOP: one confirmation, and an automated text afterwards is not sent", async () => {
    const customer = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });
    await postSigned(app, INBOUND, inboundText(e164(customer.phone), "STOP"));
    await postSigned(app, INBOUND, inboundText(e164(customer.phone), "stop"));

    expect(await alertSmsOf(customer.id)).toBe(false);
    expect((await smsConsentOf(customer.id)).map((row) => [row.optedIn, row.source, row.byUser])).toEqual([
      [true, "staff", expect.any(String)],
      [false, "inbound", null],
    ]);
    // The second STOP while opted out sends no second confirmation.
    const confirmations = await textsTo(customer.phone);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ origin: "direct", customerId: customer.id, body: expect.stringContaining("unsubscribed") as unknown });

    const reminder = await enqueueMessage(app.db, {
      channel: "sms",
      recipient: digits(customer.phone),
      body: "Time for a wash!",
      origin: "automated",
      customerId: customer.id,
    });
    expect(await outboxRow(app.db, reminder.id)).toMatchObject({ status: "not_sent", lastError: SKIPPED_OPTED_OUT });

    const { worker } = testWorker(app, { sms: sender() });
    await worker.runOnce();
    await worker.stop();
    const sent = provider.calls.filter((c) => c.form.To === e164(customer.phone)).map((c) => c.form.Body);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("unsubscribed");
  });

  it("takes a plain-language request to stop as an opt-out", async () => {
    const customer = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });
    await postSigned(app, INBOUND, inboundText(e164(customer.phone), "Please stop texting me!"));
    expect(await alertSmsOf(customer.id)).toBe(false);
    expect((await inboundFrom(customer.phone))[0]).toMatchObject({ intent: "optOut", body: "Please stop texting me!" });
  });

  it("opts back in at START, confirmed once, and automated texts go again", async () => {
    const customer = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });
    await postSigned(app, INBOUND, inboundText(e164(customer.phone), "STOP"));
    await postSigned(app, INBOUND, inboundText(e164(customer.phone), "START"));
    await postSigned(app, INBOUND, inboundText(e164(customer.phone), "Unstop"));

    expect(await alertSmsOf(customer.id)).toBe(true);
    expect((await smsConsentOf(customer.id)).map((row) => [row.optedIn, row.source])).toEqual([
      [true, "staff"],
      [false, "inbound"],
      [true, "inbound"],
    ]);
    const bodies = (await textsTo(customer.phone)).map((row) => row.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toContain("subscribed to texts again");
    const reminder = await enqueueMessage(app.db, { channel: "sms", recipient: digits(customer.phone), body: "Time for a wash!", origin: "automated" });
    expect(reminder.skipped).toBe(false);
  });

  it("answers HELP with the shop's name and phone from the settings, and changes no consent", async () => {
    const saved = await call(app, "PATCH", "/api/settings/general", { token: owner, body: { businessName: "Sparkle Wash", phone: "(555) 010-2030" } });
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    const customer = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });

    await postSigned(app, INBOUND, inboundText(e164(customer.phone), "help"));

    const [reply] = await textsTo(customer.phone);
    expect(reply?.body).toBe(smsReplies.help("Sparkle Wash", "(555) 010-2030"));
    expect(reply?.body).toContain("Sparkle Wash");
    expect(reply?.body).toContain("(555) 010-2030");
    expect(reply).toMatchObject({ origin: "direct", customerId: customer.id });
    expect(await alertSmsOf(customer.id)).toBe(true);
  });
});

describe("POST /api/webhooks/sms/status", () => {
  async function sentText() {
    const phone = freshPhone();
    const sid = freshSid();
    // Each text its own id, as the provider gives: other texts still queued from earlier tests go in the same run.
    provider.control.answer = (call) => ({ status: 201, body: { sid: call.form.To === e164(phone) ? sid : freshSid(), status: "queued" } });
    const { id } = await enqueueMessage(app.db, { channel: "sms", recipient: digits(phone), body: "Your car is ready" });
    const { worker } = testWorker(app, { sms: sender() });
    await worker.runOnce();
    await worker.stop();
    return { id, sid };
  }
  const callback = (sid: string, status: string, extra: Record<string, string> = {}) =>
    postSigned(app, STATUS, { MessageSid: sid, MessageStatus: status, AccountSid: TEST_SMS_ACCOUNT.accountSid, ...extra });
  const historyOf = (id: number) =>
    app.db.select().from(outboxDeliveryEvents).where(eq(outboxDeliveryEvents.outboxId, id)).orderBy(asc(outboxDeliveryEvents.id));

  it("asks the provider for callbacks and keeps its message id", async () => {
    const { id, sid } = await sentText();
    expect(provider.calls.map((c) => c.form.StatusCallback)).toContain(`${TEST_PUBLIC_URL}${STATUS}`);
    expect(await outboxRow(app.db, id)).toMatchObject({ status: "sent", providerMessageId: sid, deliveryStatus: "queued" });
  });

  it("moves the status forward and records each report once", async () => {
    const { id, sid } = await sentText();
    expect((await callback(sid, "sent")).statusCode).toBe(200);
    expect((await callback(sid, "delivered")).statusCode).toBe(200);
    expect((await callback(sid, "delivered")).statusCode).toBe(200);

    expect((await outboxRow(app.db, id)).deliveryStatus).toBe("delivered");
    expect((await historyOf(id)).map((row) => row.status)).toEqual(["sent", "delivered"]);
  });

  it("never moves a delivered text back when a late 'sent' arrives", async () => {
    const { id, sid } = await sentText();
    await callback(sid, "delivered");
    await callback(sid, "sent");
    expect((await outboxRow(app.db, id)).deliveryStatus).toBe("delivered");
    expect((await historyOf(id)).map((row) => row.status)).toEqual(["delivered", "sent"]);
  });

  it("keeps the provider's error code of an undelivered text", async () => {
    const { id, sid } = await sentText();
    await callback(sid, "undelivered", { ErrorCode: "30003" });
    expect(await outboxRow(app.db, id)).toMatchObject({ deliveryStatus: "undelivered", lastError: expect.stringContaining("30003") as unknown });
    expect(await historyOf(id)).toEqual([expect.objectContaining({ status: "undelivered", errorCode: "30003" })]);
  });

  it("refuses a forged callback", async () => {
    const { id, sid } = await sentText();
    const forged = await postSigned(app, STATUS, { MessageSid: sid, MessageStatus: "failed" }, "not-the-token");
    expect(forged.statusCode).toBe(403);
    expect((await outboxRow(app.db, id)).deliveryStatus).toBe("queued");
  });
});

describe("staff and a customer's texts", () => {
  it("refuses turning texts back on by hand after the customer's STOP, and records turning them off", async () => {
    const customer = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });
    await postSigned(app, INBOUND, inboundText(e164(customer.phone), "STOP"));

    const refused = await call(app, "PATCH", `/api/customers/${customer.id}`, { token: owner, body: { customer: { alert: { sms: true } } } });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope.code).toBe(customerRefusals.smsOptedOutByCustomer.code);
    expect(refused.envelope.message).toBe(customerRefusals.smsOptedOutByCustomer.message);
    expect(await alertSmsOf(customer.id)).toBe(false);

    const other = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });
    const off = await call(app, "PATCH", `/api/customers/${other.id}`, { token: owner, body: { customer: { alert: { sms: false } } } });
    expect(off.response.statusCode).toBe(200);
    const history = await smsConsentOf(other.id);
    expect(history.at(-1)).toMatchObject({ channel: "sms", optedIn: false, source: "staff", byUser: expect.any(String) as unknown });
    // Staff's own opt-out can be undone by staff.
    const on = await call(app, "PATCH", `/api/customers/${other.id}`, { token: owner, body: { customer: { alert: { sms: true } } } });
    expect(on.response.statusCode).toBe(200);
  });
});
