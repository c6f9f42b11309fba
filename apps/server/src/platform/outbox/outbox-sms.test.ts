import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { startFakeSmsProvider } from "../../../test/fake-sms-provider";
import { outboxRow, testWorker } from "../../../test/outbox-fixtures";
import { twilioSmsSender } from "../sms/twilio-sms-sender";
import { enqueueMessage } from "./enqueue-message";

let app: TestApp;
let provider: Awaited<ReturnType<typeof startFakeSmsProvider>>;

beforeAll(async () => {
  app = await createTestApp();
  provider = await startFakeSmsProvider();
});
afterAll(async () => {
  await provider.close();
  await app.close();
});
afterEach(() => {
  provider.calls.length = 0;
  provider.control.answer = () => ({ status: 201, body: { sid: "SM1", status: "queued" } });
});

const sender = (timeoutMs = 5_000) =>
  twilioSmsSender({ accountSid: "AC123", authToken: "tok3n", from: "(555) 000-1111", baseUrl: provider.baseUrl, timeoutMs });

describe("SMS through a Twilio-compatible provider", () => {
  it("posts the form-encoded Messages call with basic auth and records the text as sent", async () => {
    const { id } = await enqueueMessage(app.db, { channel: "sms", recipient: "5553000001", body: "Your car is ready & shiny!" });
    const { worker } = testWorker(app, { sms: sender() });

    expect(await worker.runOnce()).toMatchObject({ sent: 1 });

    expect(provider.calls).toEqual([
      {
        method: "POST",
        path: "/2010-04-01/Accounts/AC123/Messages.json",
        authorization: `Basic ${Buffer.from("AC123:tok3n").toString("base64")}`,
        contentType: expect.stringContaining("application/x-www-form-urlencoded") as unknown,
        form: { To: "+15553000001", From: "+15550001111", Body: "Your car is ready & shiny!" },
      },
    ]);
    expect(await outboxRow(app.db, id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    await worker.stop();
  });

  it("fails at once when the provider refuses the message (400), keeping its reason", async () => {
    provider.control.answer = () => ({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } });
    const { id } = await enqueueMessage(app.db, { channel: "sms", recipient: "5550000000", body: "Hi" });
    const { worker } = testWorker(app, { sms: sender() });

    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    expect(await outboxRow(app.db, id)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "SMS provider answered HTTP 400: The 'To' number is not a valid phone number.",
    });
    await worker.stop();
  });

  it("stops waiting for a provider that does not answer and tries again later", async () => {
    provider.control.answer = () => "hang";
    const { id } = await enqueueMessage(app.db, { channel: "sms", recipient: "5553000002", body: "Hi" });
    const { worker, clock } = testWorker(app, { sms: sender(300) });

    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    const row = await outboxRow(app.db, id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "SMS provider did not answer within 300 ms" });
    expect(row.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);
    await worker.stop();
  });

  it("tells the screens once a text is sent or given up on, and not while it waits to be tried again", async () => {
    const settled: number[] = [];
    const sent = await enqueueMessage(app.db, { channel: "sms", recipient: "5553000002", body: "Ready" });
    // A provider id of its own: the outbox keeps each id once.
    provider.control.answer = () => ({ status: 201, body: { sid: "SMsettled1", status: "queued" } });
    const { worker } = testWorker(app, { sms: sender(), settled: (message) => settled.push(message.id) });
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(settled).toEqual([sent.id]);

    provider.control.answer = () => ({ status: 503, body: { message: "busy" } });
    const waiting = await enqueueMessage(app.db, { channel: "sms", recipient: "5553000003", body: "Ready" });
    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    expect(settled).not.toContain(waiting.id);

    provider.control.answer = () => ({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } });
    const refused = await enqueueMessage(app.db, { channel: "sms", recipient: "5550000001", body: "Hi" });
    await worker.runOnce();
    expect(settled).toContain(refused.id);
    await worker.stop();
  });

  it("refuses a recipient that is not a phone number without calling the provider", async () => {
    const { id } = await enqueueMessage(app.db, { channel: "sms", recipient: "call me", body: "Hi" });
    const { worker } = testWorker(app, { sms: sender() });

    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    expect(await outboxRow(app.db, id)).toMatchObject({ status: "failed", lastError: "not a phone number: call me" });
    expect(provider.calls).toHaveLength(0);
    await worker.stop();
  });
});
