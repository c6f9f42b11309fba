import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { startFakeSmsProvider } from "../../../test/fake-sms-provider";
import { outboxRow, testWorker } from "../../../test/outbox-fixtures";
import { twilioSmsSender } from "../sms/twilio-sms-sender";
import type { SmsSender } from "../sms/sms-sender";
import { enqueueMessage } from "./enqueue-message";
import { claimDueMessages } from "./outbox.repository";
import { retryDelayMs } from "./retry-policy";
import { SENT } from "./delivery";

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

describe("retryDelayMs", () => {
  it("doubles from 30 s and stops growing at one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelayMs(n) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });
});

describe("a provider that keeps failing", () => {
  it("is retried with growing waits, and after the eighth attempt the message is failed", async () => {
    provider.control.answer = () => ({ status: 503, body: { message: "Service Unavailable" } });
    const sms = twilioSmsSender({ accountSid: "AC1", authToken: "t", from: "+15550001111", baseUrl: provider.baseUrl });
    const { id } = await enqueueMessage(app.db, { channel: "sms", recipient: "5553000009", body: "Reminder" });
    const { worker, clock } = testWorker(app, { sms });

    const waits: number[] = [];
    for (let attempt = 1; attempt < 8; attempt += 1) {
      expect(await worker.runOnce()).toMatchObject({ retried: 1 });
      const row = await outboxRow(app.db, id);
      expect(row).toMatchObject({ status: "pending", attempts: attempt, lastError: "SMS provider answered HTTP 503: Service Unavailable" });
      const wait = row.nextAttemptAt.getTime() - clock.now().getTime();
      waits.push(wait / 1000);
      // Not a moment before the wait is over.
      clock.advance(wait - 1);
      expect(await worker.runOnce()).toMatchObject({ retried: 0, failed: 0 });
      clock.advance(1);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920]);

    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    expect(await outboxRow(app.db, id)).toMatchObject({
      status: "failed",
      attempts: 8,
      lastError: "SMS provider answered HTTP 503: Service Unavailable",
      sentAt: null,
    });
    expect(provider.calls).toHaveLength(8);
    clock.advance(86_400_000);
    expect(await worker.runOnce()).toEqual({ sent: 0, notSent: 0, retried: 0, failed: 0 });
    await worker.stop();
  });
});

describe("a worker that dies while sending", () => {
  it("gives its messages back when the lease ends, and another worker sends them", async () => {
    const { id } = await enqueueMessage(app.db, { channel: "sms", recipient: "5553000010", body: "Ready" });
    const sent: string[] = [];
    const sms: SmsSender = { kind: "twilio", send: (m) => Promise.resolve(sent.push(m.to)).then(() => SENT) };
    const { worker, clock } = testWorker(app, { sms, leaseMs: 60_000 });

    // The first worker claims the message and is never heard from again.
    const [claimed] = await claimDueMessages(app.db, clock.now(), 10, 60_000);
    expect(claimed).toMatchObject({ id, attempts: 1 });
    expect(await worker.runOnce()).toMatchObject({ sent: 0 });

    clock.advance(60_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(await outboxRow(app.db, id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(sent).toEqual(["5553000010"]);
    await worker.stop();
  });
});

describe("the timer", () => {
  it("sends on its own every interval, and stop() lets the message in hand finish", async () => {
    let release = () => undefined as void;
    const sending = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const sms: SmsSender = {
      kind: "twilio",
      send: async () => {
        started = true;
        await sending;
        return SENT;
      },
    };
    const { id } = await enqueueMessage(app.db, { channel: "sms", recipient: "5553000011", body: "Ready" });
    const { worker } = testWorker(app, { sms, intervalMs: 20 });

    await expect.poll(() => started, { timeout: 5_000 }).toBe(true);
    const stopped = worker.stop();
    release();
    await stopped;
    expect(await outboxRow(app.db, id)).toMatchObject({ status: "sent" });
  });
});
