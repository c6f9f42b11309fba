import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { ActivityAction, ApiStatus, NotificationTrigger, type ConversationPage, type Thread, type RealtimeHint } from "@washdesk/domain";
import { recordHints, addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, outbox, smsInbound } from "../../platform/db/schema";
import { createCustomer, freshPhone } from "../customers/customer-fixtures";
import { freshSid, inboundText, postSigned, TEST_PUBLIC_URL, TEST_SMS_ACCOUNT } from "./messaging-fixtures";

let app: TestApp;
let owner: string;
let cashier: string;
let hints: RealtimeHint[] = [];

beforeAll(async () => {
  app = await createTestApp({ config: { sms: TEST_SMS_ACCOUNT, publicUrl: TEST_PUBLIC_URL } });
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  hints = recordHints(app);
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  hints.length = 0;
});

const e164 = (phone: string) => `+1${phone.replace(/\D/g, "").slice(-10)}`;
const digits = (phone: string) => phone.replace(/\D/g, "").slice(-10);
const texts = (from: string, body: string) => postSigned(app, "/api/webhooks/sms", inboundText(e164(from), body));

let nextKey = 0;
const reply = (conversation: string, body: unknown, token = owner, key = `inbox-reply-${(nextKey += 1)}`) =>
  call(app, "POST", `/api/inbox/conversations/${conversation}/reply`, { token, body, headers: { "idempotency-key": key } });
const thread = async (conversation: string) => (await call(app, "GET", `/api/inbox/conversations/${conversation}`, { token: owner })).envelope.body as Thread;
const conversations = async (query = "") =>
  (await call(app, "GET", `/api/inbox/conversations?pageSize=200${query}`, { token: owner })).envelope.body as ConversationPage;
const unread = async () => ((await call(app, "GET", "/api/inbox/unread", { token: owner })).envelope.body as { unread: number }).unread;

describe("the conversation list", () => {
  it("puts unread conversations first, then the latest message, one per customer or unknown number", async () => {
    const early = await createCustomer(app, owner, { name: "early bird" });
    const late = await createCustomer(app, owner, { name: "late comer" });
    const stranger = freshPhone();
    await texts(early.phone, "Are you open Sunday?");
    await texts(early.phone, "And Monday?");
    await call(app, "POST", `/api/inbox/conversations/${early.id}/read`, { token: owner });
    await texts(stranger, "Who is this?");
    await texts(late.phone, "Running late");

    const { items } = await conversations();
    const mine = items.filter((c) => [early.id, late.id, digits(stranger)].includes(c.conversation));
    expect(mine.map((c) => [c.name, c.unknown, c.unread, c.lastMessage.body])).toEqual([
      ["Late Comer", false, 1, "Running late"],
      [null, true, 1, "Who is this?"],
      ["Early Bird", false, 0, "And Monday?"],
    ]);
    const unreadPositions = items.map((c) => c.unread > 0);
    expect(unreadPositions.indexOf(false) === -1 || unreadPositions.slice(unreadPositions.indexOf(false)).every((u) => !u)).toBe(true);
  });

  it("finds a conversation by the customer's name or by part of the phone, and pages", async () => {
    const customer = await createCustomer(app, owner, { name: "zelda quartz" });
    const stranger = freshPhone();
    await texts(customer.phone, "Hello");
    await texts(stranger, "Hi there");

    const byName = await conversations("&search=QUARTZ");
    expect(byName.items.map((c) => c.conversation)).toEqual([customer.id]);
    const byPhone = await conversations(`&search=${encodeURIComponent(digits(stranger).slice(3))}`);
    expect(byPhone.items.map((c) => c.conversation)).toEqual([digits(stranger)]);

    const all = await conversations();
    const page = (await call(app, "GET", "/api/inbox/conversations?page=2&pageSize=1", { token: owner })).envelope.body as ConversationPage;
    expect(page).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
    expect(page.items.map((c) => c.conversation)).toEqual([all.items[1]!.conversation]);
  });

  it("is refused without the inbox permission (403)", async () => {
    for (const [method, url] of [
      ["GET", "/api/inbox/conversations"],
      ["GET", "/api/inbox/unread"],
    ] as const) {
      const { response, envelope } = await call(app, method, url, { token: cashier });
      expect(response.statusCode).toBe(403);
      expect(envelope.status).toBe(ApiStatus.ACCESSDENIED);
    }
    const customer = await createCustomer(app, owner);
    const { response } = await reply(customer.id, { reply: { kind: "text", body: "Hi" } }, cashier);
    expect(response.statusCode).toBe(403);
    expect(await app.db.select().from(outbox).where(eq(outbox.customerId, customer.id))).toEqual([]);
  });
});

describe("a thread", () => {
  it("merges the customer's texts and the shop's in time order, each sent one with its delivery status", async () => {
    const customer = await createCustomer(app, owner, { name: "thread person" });
    await texts(customer.phone, "Can I book a wash?");
    expect((await reply(customer.id, { reply: { kind: "text", body: "Yes, come at 3." } })).response.statusCode).toBe(200);
    await texts(customer.phone, "Great, thanks");

    // The provider takes the reply and reports it delivered.
    const [sent] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.customerId, customer.id), eq(outbox.entity, "inbox")));
    const sid = freshSid();
    await app.db.update(outbox).set({ status: "sent", providerMessageId: sid }).where(eq(outbox.id, sent!.id));
    hints.length = 0;
    await postSigned(app, "/api/webhooks/sms/status", { MessageSid: sid, MessageStatus: "delivered", AccountSid: TEST_SMS_ACCOUNT.accountSid });
    expect(hints.some((h) => h.entity === "smsInbox")).toBe(true);

    const { messages, name, unknown, optedOut } = await thread(customer.id);
    expect({ name, unknown, optedOut }).toEqual({ name: "Thread Person", unknown: false, optedOut: false });
    expect(messages.map((m) => [m.direction, m.body, m.status])).toEqual([
      ["in", "Can I book a wash?", null],
      ["out", "Yes, come at 3.", "delivered"],
      ["in", "Great, thanks", null],
    ]);
    expect(messages[1]!.by).toBe("Owner Tester");
  });

  it("marks a conversation read by the staff member, lowers the unread count and tells open inboxes", async () => {
    const customer = await createCustomer(app, owner);
    await texts(customer.phone, "One");
    await texts(customer.phone, "Two");
    const before = await unread();
    expect((await thread(customer.id)).unread).toBe(2);
    hints.length = 0;

    const { envelope } = await call(app, "POST", `/api/inbox/conversations/${customer.id}/read`, { token: owner });
    expect((envelope.body as Thread).unread).toBe(0);
    expect(await unread()).toBe(before - 2);
    const rows = await app.db.select().from(smsInbound).where(eq(smsInbound.customerId, customer.id));
    expect(rows.every((row) => row.readAt !== null && row.readBy !== null)).toBe(true);
    expect(hints).toContainEqual({ entity: "smsInbox", id: customer.id, action: "Edit" });
  });

  it("tells open inboxes when a text arrives", async () => {
    const customer = await createCustomer(app, owner);
    const before = await unread();
    await texts(customer.phone, "Anyone there?");
    expect(hints).toContainEqual({ entity: "smsInbox", id: customer.id, action: "New" });
    expect(await unread()).toBe(before + 1);
  });

  it("answers 404 for a conversation that does not exist", async () => {
    const { response } = await call(app, "GET", `/api/inbox/conversations/${digits(freshPhone())}`, { token: owner });
    expect(response.statusCode).toBe(404);
  });
});

describe("a reply", () => {
  it("queues one direct text to the customer and records SendSms, once per Idempotency-Key", async () => {
    const customer = await createCustomer(app, owner);
    await texts(customer.phone, "Hi?");
    const body = { reply: { kind: "text", body: "Hello from the shop" } };
    const first = await reply(customer.id, body, owner, "same-key-1");
    const again = await reply(customer.id, body, owner, "same-key-1");
    expect(first.response.statusCode).toBe(200);
    expect(again.response.headers["idempotent-replayed"]).toBe("true");

    const rows = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.customerId, customer.id), eq(outbox.entity, "inbox")));
    expect(rows.map((r) => [r.channel, r.recipient, r.body, r.origin, r.status])).toEqual([
      ["sms", customer.phone, "Hello from the shop", "direct", "pending"],
    ]);
    const [activity] = await app.db.select().from(activityLogs).where(eq(activityLogs.entityId, customer.id)).orderBy(desc(activityLogs.id)).limit(1);
    expect(activity!.action).toBe(ActivityAction.SendSms);
    expect(hints).toContainEqual({ entity: "smsInbox", id: customer.id, action: "New" });
  });

  it("fills a text template on the server with the customer's name and the values given", async () => {
    const customer = await createCustomer(app, owner, { name: "pat payer" });
    await texts(customer.phone, "How much do I owe?");
    const { response } = await reply(customer.id, {
      reply: { kind: "template", trigger: NotificationTrigger.SendReviewLink, values: { link: "https://shop.example.com/r/1" } },
    });
    expect(response.statusCode).toBe(200);
    const { messages } = await thread(customer.id);
    expect(messages.at(-1)!.body).toMatch(/thanks for your visit, Pat Payer! How did we do\? https:\/\/shop\.example\.com\/r\/1$/);
  });

  it("still goes to a customer who texted STOP, and the thread says they opted out", async () => {
    const customer = await createCustomer(app, owner, { alert: { sms: true, email: false, noReviewSms: false } });
    await texts(customer.phone, "STOP");
    expect((await thread(customer.id)).optedOut).toBe(true);
    const { response } = await reply(customer.id, { reply: { kind: "text", body: "Sorry to see you go, your refund is on its way." } });
    expect(response.statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.customerId, customer.id), eq(outbox.entity, "inbox")));
    expect(row!.status).toBe("pending");
  });

  it("is refused to a number that never texted the shop, and sends nothing", async () => {
    const number = digits(freshPhone());
    const { response } = await reply(number, { reply: { kind: "text", body: "Hello stranger" } });
    expect(response.statusCode).toBe(404);
    expect(await app.db.select().from(outbox).where(eq(outbox.recipient, number))).toEqual([]);
  });

  it("refuses an empty reply on its field", async () => {
    const customer = await createCustomer(app, owner);
    const { response, envelope } = await reply(customer.id, { reply: { kind: "text", body: "   " } });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(envelope.body)).toContain("Write the reply.");
  });
});

describe("an unknown number", () => {
  it("is linked to a customer: its texts, both ways, join the customer's conversation", async () => {
    const stranger = freshPhone();
    await texts(stranger, "This is Sam from the blue van");
    expect((await reply(digits(stranger), { reply: { kind: "text", body: "Hi Sam!" } })).response.statusCode).toBe(200);
    const customer = await createCustomer(app, owner, { name: "sam van" });

    const { response, envelope } = await call(app, "POST", `/api/inbox/conversations/${digits(stranger)}/link`, {
      token: owner,
      body: { customerId: customer.id },
    });
    expect(response.statusCode).toBe(200);
    const linked = envelope.body as Thread;
    expect(linked).toMatchObject({ conversation: customer.id, unknown: false, name: "Sam Van" });
    expect(linked.messages.map((m) => m.body)).toEqual(["This is Sam from the blue van", "Hi Sam!"]);
    expect((await conversations()).items.some((c) => c.conversation === digits(stranger))).toBe(false);
    expect(hints).toContainEqual({ entity: "smsInbox", id: customer.id, action: "Edit" });
  });

  it("cannot link a customer's conversation again", async () => {
    const customer = await createCustomer(app, owner);
    await texts(customer.phone, "hello");
    const other = await createCustomer(app, owner);
    const { response } = await call(app, "POST", `/api/inbox/conversations/${customer.id}/link`, { token: owner, body: { customerId: other.id } });
    expect(response.statusCode).toBe(409);
  });
});
