import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { startFakeSmtpServer } from "../../../test/fake-smtp-server";
import { outboxRow, testWorker } from "../../../test/outbox-fixtures";
import { smtpMailer } from "../mail/smtp-mailer";
import { enqueueMessage } from "./enqueue-message";

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
const FROM = "Sparkle Wash <receipts@sparkle.test>";

beforeAll(async () => {
  app = await createTestApp();
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await app.close();
});
afterEach(() => {
  smtp.received.length = 0;
  smtp.control.busy = false;
  smtp.control.rejectedRecipients.clear();
});

const mailer = () => smtpMailer({ url: smtp.url, from: FROM, timeoutMs: 5_000 });

describe("e-mail through SMTP", () => {
  it("delivers the queued e-mail to the SMTP server and records it as sent", async () => {
    const { id } = await enqueueMessage(app.db, {
      channel: "email",
      recipient: "jane@example.com",
      subject: "Your receipt",
      body: "Thank you for your visit. Total: $24.00",
      entity: "sale",
      entityId: "S-1001",
    });
    const { worker, clock } = testWorker(app, { mailer: mailer() });

    expect(await worker.runOnce()).toEqual({ sent: 1, notSent: 0, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      from: "receipts@sparkle.test",
      to: ["jane@example.com"],
      user: "shop",
      subject: "Your receipt",
      text: "Thank you for your visit. Total: $24.00",
    });
    const row = await outboxRow(app.db, id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row.sentAt?.getTime()).toBe(clock.now().getTime());
    // Sent once: a later run finds nothing to do.
    expect(await worker.runOnce()).toEqual({ sent: 0, notSent: 0, retried: 0, failed: 0 });
    await worker.stop();
  });

  it("keeps a message the server cannot take now (451) and tries again after the backoff", async () => {
    const { id } = await enqueueMessage(app.db, { channel: "email", recipient: "later@example.com", subject: "Hi", body: "Soon" });
    const { worker, clock } = testWorker(app, { mailer: mailer() });
    smtp.control.busy = true;

    expect(await worker.runOnce()).toMatchObject({ retried: 1 });
    const waiting = await outboxRow(app.db, id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(waiting.lastError).toContain("451");
    expect(waiting.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);

    smtp.control.busy = false;
    clock.advance(30_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(await outboxRow(app.db, id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(smtp.received.map((m) => m.to)).toEqual([["later@example.com"]]);
    await worker.stop();
  });

  it("gives up at once when the server refuses the recipient for good (550)", async () => {
    smtp.control.rejectedRecipients.add("gone@example.com");
    const { id } = await enqueueMessage(app.db, { channel: "email", recipient: "gone@example.com", subject: "Hi", body: "Hello" });
    const { worker } = testWorker(app, { mailer: mailer() });

    expect(await worker.runOnce()).toMatchObject({ failed: 1 });
    const row = await outboxRow(app.db, id);
    expect(row).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(row.lastError).toContain("550");
    await worker.stop();
  });
});

describe("no provider configured", () => {
  it("logs e-mails and texts as not sent, without contacting anyone", async () => {
    const email = await enqueueMessage(app.db, { channel: "email", recipient: "nobody@example.com", subject: "Receipt", body: "…" });
    const sms = await enqueueMessage(app.db, { channel: "sms", recipient: "5553000001", body: "Your car is ready" });
    const { worker } = testWorker(app);

    expect(await worker.runOnce()).toEqual({ sent: 0, notSent: 2, retried: 0, failed: 0 });

    for (const { id } of [email, sms]) {
      expect(await outboxRow(app.db, id)).toMatchObject({ status: "not_sent", attempts: 1, lastError: "not sent: no provider configured", sentAt: null });
    }
    expect(smtp.received).toHaveLength(0);
    await worker.stop();
  });
});
