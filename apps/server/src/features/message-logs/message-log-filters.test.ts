import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ActivityAction, ApiStatus, logRefusals, type MessageDetail, type MessageLogEntry } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { testWorker } from "../../../test/outbox-fixtures";
import { activityLogs, outbox } from "../../platform/db/schema";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";

let app: TestApp;
let owner: string;
let cashier: string;

type LogPage = { items: MessageLogEntry[]; total: number; page: number; pageSize: number };

const list = async (query: string, token = owner) => {
  const { response, envelope } = await call(app, "GET", `/api/logs/email?${query}`, { token });
  expect(response.statusCode).toBe(200);
  return envelope.body as LogPage;
};
const resend = (id: number, key: string, token = owner, channel = "email") =>
  call(app, "POST", `/api/logs/${channel}/${id}/resend`, { token, body: {}, headers: { "idempotency-key": key } });
const rowOf = async (id: number) => (await app.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

let failedId: number;
let sentId: number;
let smsFailedId: number;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  const march = await enqueueMessage(app.db, {
    channel: "email",
    recipient: "ann@example.com",
    subject: "Receipt #1",
    body: "One",
    entity: "sale",
    entityId: "S-1",
  });
  const april = await enqueueMessage(app.db, { channel: "email", recipient: "bob@example.com", subject: "Quote #2", body: "Two" });
  const may = await enqueueMessage(app.db, { channel: "email", recipient: "Ann.Other@example.com", subject: "Receipt #3", body: "Three" });
  const text = await enqueueMessage(app.db, { channel: "sms", recipient: "5553000001", body: "Ready" });
  // Noon in New York on three days, and what became of each.
  await app.db
    .update(outbox)
    .set({ createdAt: new Date("2026-03-10T16:00:00Z"), status: "failed", attempts: 5, lastError: "550 mailbox unavailable" })
    .where(eq(outbox.id, march.id));
  await app.db
    .update(outbox)
    .set({ createdAt: new Date("2026-04-10T16:00:00Z"), status: "sent", attempts: 1, sentAt: new Date("2026-04-10T16:00:05Z") })
    .where(eq(outbox.id, april.id));
  await app.db
    .update(outbox)
    .set({ createdAt: new Date("2026-05-10T16:00:00Z") })
    .where(eq(outbox.id, may.id));
  await app.db.update(outbox).set({ status: "failed", attempts: 5, lastError: "21211 invalid number" }).where(eq(outbox.id, text.id));
  failedId = march.id;
  sentId = april.id;
  smsFailedId = text.id;
});
afterAll(() => app.close());

describe("the message log's filters", () => {
  it("filters by status", async () => {
    const page = await list("status=failed");
    expect(page.items.map((item) => item.recipient)).toEqual(["ann@example.com"]);
    expect(page.total).toBe(1);
  });

  it("finds a recipient by any part of it, whatever its case", async () => {
    const page = await list("recipient=ANN");
    expect(page.items.map((item) => item.recipient)).toEqual(["Ann.Other@example.com", "ann@example.com"]);
  });

  it("finds a text by the number as typed on the phone field", async () => {
    const { envelope } = await call(app, "GET", `/api/logs/sms?recipient=${encodeURIComponent("(555) 300")}`, { token: owner });
    expect((envelope.body as LogPage).items.map((item) => item.recipient)).toEqual(["5553000001"]);
  });

  it("keeps the shop's days, both ends included", async () => {
    expect((await list("from=2026-04-10&to=2026-04-10")).items.map((item) => item.subject)).toEqual(["Quote #2"]);
    expect((await list("from=2026-04-01")).items.map((item) => item.subject)).toEqual(["Receipt #3", "Quote #2"]);
    expect((await list("to=2026-04-09")).items.map((item) => item.subject)).toEqual(["Receipt #1"]);
  });

  it("pages what the filters keep", async () => {
    const page = await list("recipient=example&page=2&pageSize=2");
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((item) => item.subject)).toEqual(["Receipt #1"]);
  });

  it("refuses a range that ends before it starts, and a status it does not know", async () => {
    const backwards = await call(app, "GET", "/api/logs/email?from=2026-05-01&to=2026-04-01", { token: owner });
    expect(backwards.response.statusCode).toBe(400);
    expect(backwards.envelope.message).toBe("The start date must not be after the end date.");
    expect((await call(app, "GET", "/api/logs/email?status=lost", { token: owner })).response.statusCode).toBe(400);
  });
});

describe("one message", () => {
  it("opens with its body and its history", async () => {
    const { response, envelope } = await call(app, "GET", `/api/logs/email/${sentId}`, { token: owner });
    expect(response.statusCode).toBe(200);
    const detail = envelope.body as MessageDetail;
    expect(detail).toMatchObject({ subject: "Quote #2", body: "Two", status: "sent", origin: "direct" });
    expect(detail.history.map((event) => event.text)).toEqual(["Queued", "Sent to the provider"]);
  });

  it("is not found in the other channel's log", async () => {
    const { response, envelope } = await call(app, "GET", `/api/logs/sms/${sentId}`, { token: owner });
    expect(response.statusCode).toBe(404);
    expect(envelope.code).toBe(logRefusals.messageNotFound.code);
  });

  it("reads 'not sent: no provider configured' once the worker found no provider", async () => {
    const queued = await enqueueMessage(app.db, { channel: "sms", recipient: "5553000002", body: "Hi" });
    const { worker } = testWorker(app);
    await worker.runOnce();
    await worker.stop();
    const { envelope } = await call(app, "GET", `/api/logs/sms/${queued.id}`, { token: owner });
    const detail = envelope.body as MessageDetail;
    expect(detail).toMatchObject({ status: "not_sent", lastError: "not sent: no provider configured" });
    expect(detail.history.at(-1)!.text).toBe("not sent: no provider configured");
  });
});

describe("sending a failed message again", () => {
  it("puts it back in the outbox once per Idempotency-Key, and the log and its history say who", async () => {
    const first = await resend(failedId, "resend-1");
    expect(first.response.statusCode).toBe(200);
    expect(first.envelope.message).toBe("Message queued to be sent again.");
    const detail = first.envelope.body as MessageDetail;
    expect(detail).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(detail.history.at(-1)!.text).toBe("Queued again by Owner Tester after: 550 mailbox unavailable");
    expect(await rowOf(failedId)).toMatchObject({ status: "pending", attempts: 0 });
    const [entry] = await app.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.entityId, String(failedId)));
    expect(entry).toMatchObject({
      action: ActivityAction.RetryMessages,
      entity: "message",
      details: { before: { status: "failed" }, after: { status: "pending" } },
    });

    // The same request again answers as the first did and queues nothing more.
    const repeat = await resend(failedId, "resend-1");
    expect(repeat.response.statusCode).toBe(200);
    expect(repeat.response.headers["idempotent-replayed"]).toBe("true");
    expect(
      await app.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.entityId, String(failedId))),
    ).toHaveLength(1);
  });

  it("refuses, in plain words, a message that is not failed", async () => {
    const pending = await resend(failedId, "resend-2");
    expect(pending.response.statusCode).toBe(409);
    expect(pending.envelope.code).toBe(logRefusals.notFailed.code);
    expect(pending.envelope.message).toBe("Only a failed message can be sent again; this one is queued.");
    const sent = await resend(sentId, "resend-3");
    expect(sent.envelope.message).toBe("Only a failed message can be sent again; this one is sent.");
    expect((await rowOf(sentId)).status).toBe("sent");
  });

  it("needs an Idempotency-Key", async () => {
    const { response } = await call(app, "POST", `/api/logs/sms/${smsFailedId}/resend`, { token: owner, body: {} });
    expect(response.statusCode).toBe(400);
  });

  it("is refused to a cashier, and a text is refused through the e-mail log", async () => {
    const denied = await resend(smsFailedId, "resend-4", cashier, "sms");
    expect(denied.response.statusCode).toBe(403);
    expect(denied.envelope.status).toBe(ApiStatus.ACCESSDENIED);
    expect((await rowOf(smsFailedId)).status).toBe("failed");
    expect((await resend(smsFailedId, "resend-5", owner, "email")).response.statusCode).toBe(404);
    expect((await resend(smsFailedId, "resend-6", owner, "sms")).response.statusCode).toBe(200);
  });
});
