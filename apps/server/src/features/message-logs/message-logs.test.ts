import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ApiStatus, type MessageLogEntry } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { testWorker } from "../../../test/outbox-fixtures";
import { users } from "../../platform/db/schema";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";

let app: TestApp;
let owner: string;
let cashier: string;

type LogPage = { items: MessageLogEntry[]; total: number; page: number; pageSize: number };

beforeAll(async () => {
  app = await createTestApp();
  const ownerEmail = await addUser(app, "Owner");
  owner = await signIn(app, ownerEmail);
  cashier = await signIn(app, await addUser(app, "Cashier"));
  const [ownerRow] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));

  await enqueueMessage(app.db, { channel: "email", recipient: "first@example.com", subject: "Receipt #1", body: "One", entity: "sale", entityId: "S-1" });
  await enqueueMessage(app.db, { channel: "sms", recipient: "5553000001", body: "Your car is ready" });
  await enqueueMessage(app.db, { channel: "email", recipient: "second@example.com", subject: "Receipt #2", body: "Two", createdBy: ownerRow!.id });
  // No provider in tests: the worker logs both e-mails as not sent; the third e-mail stays pending.
  const { worker } = testWorker(app);
  await worker.runOnce();
  await worker.stop();
  await enqueueMessage(app.db, { channel: "email", recipient: "third@example.com", subject: "Receipt #3", body: "Three" });
});
afterAll(() => app.close());

describe("GET /api/logs/email", () => {
  it("lists only e-mails, newest first, with what the worker made of each", async () => {
    const { response, envelope } = await call(app, "GET", "/api/logs/email", { token: owner });
    expect(response.statusCode).toBe(200);
    const page = envelope.body as LogPage;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.items.map((item) => item.recipient)).toEqual(["third@example.com", "second@example.com", "first@example.com"]);
    expect(page.items[0]).toMatchObject({ subject: "Receipt #3", status: "pending", attempts: 0, lastError: null, sentAt: null });
    expect(page.items[1]).toMatchObject({
      subject: "Receipt #2",
      status: "not_sent",
      attempts: 1,
      lastError: "not sent: no provider configured",
      createdBy: "Owner Tester",
    });
    expect(page.items[2]).toMatchObject({ entity: "sale", entityId: "S-1", createdBy: null });
    expect(Date.parse(page.items[2]!.createdAt)).not.toBeNaN();
  });

  it("pages", async () => {
    const { envelope } = await call(app, "GET", "/api/logs/email?page=2&pageSize=2", { token: owner });
    const page = envelope.body as LogPage;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((item) => item.recipient)).toEqual(["first@example.com"]);
  });

  it("is refused to a cashier (403)", async () => {
    const { response, envelope } = await call(app, "GET", "/api/logs/email", { token: cashier });
    expect(response.statusCode).toBe(403);
    expect(envelope.status).toBe(ApiStatus.ACCESSDENIED);
  });
});

describe("GET /api/logs/sms", () => {
  it("lists only text messages", async () => {
    const { response, envelope } = await call(app, "GET", "/api/logs/sms", { token: owner });
    expect(response.statusCode).toBe(200);
    const page = envelope.body as LogPage;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ recipient: "5553000001", body: "Your car is ready", subject: "", status: "not_sent" });
  });

  it("is refused to a cashier (403)", async () => {
    const { response } = await call(app, "GET", "/api/logs/sms", { token: cashier });
    expect(response.statusCode).toBe(403);
  });
});
