import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, count, eq, isNotNull, ne } from "drizzle-orm";
import { emptyAudienceFilter, ItemKind, PaymentMethod, SMS_OPT_OUT_LINE, type AudienceFilter, type Campaign, type VehicleType } from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { testWorker } from "../../../test/outbox-fixtures";
import { activityLogs, outbox } from "../../platform/db/schema";
import { wallTimeToInstant } from "../../platform/shop-clock";
import { createCustomer, freshPhone } from "../customers/customer-fixtures";
import { inboundText, postSigned, TEST_PUBLIC_URL, TEST_SMS_ACCOUNT } from "../messaging/messaging-fixtures";
import { createSale, insertProduct } from "../sales/sale-fixtures";
import { queueDueCampaigns } from "./campaign-scheduler";

const ZONE = "America/New_York";
const at = (wall: string) => wallTimeToInstant(wall, ZONE);
// 10 am in the shop: inside the 8 am to 9 pm window.
const clock = manualClock(at("2026-06-01 10:00:00"));

let app: TestApp;
let owner: string;
let cashier: string;
let keys = 0;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { sms: TEST_SMS_ACCOUNT, publicUrl: TEST_PUBLIC_URL } });
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(() => app.close());

const filterOf = (vehicleType: VehicleType, extra: Partial<AudienceFilter> = {}): AudienceFilter => ({ ...emptyAudienceFilter, vehicleType, ...extra });

async function customerWith(type: VehicleType, options: { sms?: boolean; email?: string } = {}) {
  return createCustomer(app, owner, {
    phone: freshPhone(),
    email: options.email ?? "",
    alert: { sms: options.sms ?? true, email: options.email !== undefined, noReviewSms: false },
    vehicles: [{ type, make: "Honda", model: "Civic", year: "2020", color: "", tag: "", note: "" }] as never,
  });
}

async function send(body: Record<string, unknown>, token = owner, key = `campaign-${(keys += 1)}`) {
  return call(app, "POST", "/api/campaigns", {
    token,
    body: { name: "Spring wash", channel: "sms", body: "20% off this week", sendAt: null, ...body },
    headers: { "idempotency-key": key },
  });
}

const audience = async (channel: string, filter: AudienceFilter) =>
  ((await call(app, "POST", "/api/campaigns/audience", { token: owner, body: { channel, filter } })).envelope.body as { count: number }).count;

const rowsOf = (campaignId: string) => app.db.select().from(outbox).where(eq(outbox.campaignId, campaignId)).orderBy(asc(outbox.id));

describe("a text campaign", () => {
  it("skips customers who texted STOP or asked in their own words, counts them, adds the opt-out line, and logs SendBulkSms", async () => {
    const stays = await customerWith("Van");
    const stopped = await customerWith("Van");
    const asked = await customerWith("Van");
    const stop = await postSigned(app, "/api/webhooks/sms", inboundText(`+1${stopped.phone}`, "STOP"));
    expect(stop.statusCode).toBe(200);
    const plainWords = await postSigned(app, "/api/webhooks/sms", inboundText(`+1${asked.phone}`, "Please stop texting me"));
    expect(plainWords.statusCode).toBe(200);

    // Opted in only (the default): the customers who asked to stop are not even in the audience.
    expect(await audience("sms", filterOf("Van"))).toBe(1);
    expect(await audience("sms", filterOf("Van", { optedInOnly: false }))).toBe(3);

    const { response, envelope } = await send({ filter: filterOf("Van", { optedInOnly: false }) });
    expect(response.statusCode).toBe(200);
    const created = envelope.body as Campaign;
    const { envelope: detail } = await call(app, "GET", `/api/campaigns/${created.id}`, { token: owner });
    expect((detail.body as Campaign).progress).toMatchObject({ audience: 3, queued: 1, optedOut: 2, duplicate: 0, cap: 0 });
    const rows = await rowsOf(created.id);
    expect(rows.map((row) => [row.recipient, row.status])).toEqual(
      expect.arrayContaining([
        [stays.phone, "pending"],
        [stopped.phone, "not_sent"],
        [asked.phone, "not_sent"],
      ]),
    );
    expect(rows.find((row) => row.recipient === stays.phone)!.body).toBe(`20% off this week\n${SMS_OPT_OUT_LINE}`);
    const [logged] = await app.db.select().from(activityLogs).where(eq(activityLogs.entityId, created.id));
    expect(logged?.details).toMatchObject({ name: "Spring wash", channel: "sms" });
  });

  it("answers a repeated request with the first campaign and queues nothing twice", async () => {
    await customerWith("LargeSUV");
    const first = await send({ filter: filterOf("LargeSUV") }, owner, "same-key");
    const again = await send({ filter: filterOf("LargeSUV") }, owner, "same-key");
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect((again.envelope.body as Campaign).id).toBe((first.envelope.body as Campaign).id);
    expect(await rowsOf((first.envelope.body as Campaign).id)).toHaveLength(1);
  });

  it("refuses a schedule in the past, on its field", async () => {
    const { response, envelope } = await send({ filter: filterOf("Van"), sendAt: new Date(clock.now().getTime() - 60_000).toISOString() });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("Choose a time in the future, or send now.");
  });

  it("is refused to a cashier", async () => {
    expect((await call(app, "GET", "/api/campaigns", { token: cashier })).response.statusCode).toBe(403);
    expect(
      (await call(app, "POST", "/api/campaigns/audience", { token: cashier, body: { channel: "sms", filter: emptyAudienceFilter } })).response.statusCode,
    ).toBe(403);
    expect((await send({ filter: filterOf("Van") }, cashier)).response.statusCode).toBe(403);
  });
});

describe("the audience", () => {
  it("counts by visits and spend, today's sale included at once", async () => {
    const regular = await customerWith("LargeSUV");
    const wash = await insertProduct(app, { kind: ItemKind.Service, name: "Basic Wash", price: 2000 });
    const regulars = filterOf("LargeSUV", { visitsMin: 1, spendMinCents: 2000 });
    expect(await audience("sms", regulars)).toBe(0);
    await createSale(app, owner, {
      customerId: regular.id,
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: 2000,
      payments: [{ method: PaymentMethod.CreditCard, amount: 2000 }],
    });
    expect(await audience("sms", regulars)).toBe(1);
    expect(await audience("sms", { ...regulars, spendMinCents: 2001 })).toBe(0);
    expect(await audience("sms", filterOf("LargeSUV", { visitsMax: 0 }))).toBe(1);
  });
});

describe("an e-mail campaign", () => {
  it("sends one e-mail per address when two customers share it", async () => {
    await customerWith("SUV", { email: "family@example.com" });
    await customerWith("SUV", { email: "Family@Example.com" });
    await customerWith("SUV", { email: "solo@example.com" });
    const { envelope } = await send({ channel: "email", body: "", subject: "Spring", html: "<p>Come <strong>back</strong></p>", filter: filterOf("SUV") });
    const created = envelope.body as Campaign;
    const { envelope: detail } = await call(app, "GET", `/api/campaigns/${created.id}`, { token: owner });
    expect((detail.body as Campaign).progress).toMatchObject({ audience: 3, queued: 2, duplicate: 1 });
    expect((await rowsOf(created.id)).map((row) => row.recipient).sort()).toEqual(["family@example.com", "solo@example.com"]);
  });
});

describe("the daily cap", () => {
  it("stops queueing at the cap and counts the rest as skipped", async () => {
    for (let i = 0; i < 4; i += 1) await customerWith("LargePickup");
    const [today] = await app.db
      .select({ n: count() })
      .from(outbox)
      .where(and(isNotNull(outbox.campaignId), eq(outbox.channel, "sms"), ne(outbox.status, "not_sent")));
    const saved = await call(app, "PUT", "/api/campaigns/settings", { token: owner, body: { dailyCap: today!.n + 2, perMinute: 60 } });
    expect(saved.response.statusCode).toBe(200);
    const { envelope } = await send({ filter: filterOf("LargePickup") });
    const created = envelope.body as Campaign;
    const { envelope: detail } = await call(app, "GET", `/api/campaigns/${created.id}`, { token: owner });
    expect((detail.body as Campaign).progress).toMatchObject({ audience: 4, queued: 2, cap: 2 });
    expect(await rowsOf(created.id)).toHaveLength(2);
    await call(app, "PUT", "/api/campaigns/settings", { token: owner, body: { dailyCap: 1000, perMinute: 60 } });
  });

  it("refuses a cap out of range with the field's words", async () => {
    const { response, envelope } = await call(app, "PUT", "/api/campaigns/settings", { token: owner, body: { dailyCap: 0, perMinute: 60 } });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("Enter a whole number from 1 to 100,000.");
  });
});

describe("the sending window and the pace", () => {
  it("holds a campaign queued at 9:30 pm until 8 am, then sends at most the rate per minute", async () => {
    const sedanCustomers = [];
    for (let i = 0; i < 3; i += 1) sedanCustomers.push(await customerWith("Sedan"));
    await call(app, "PUT", "/api/campaigns/settings", { token: owner, body: { dailyCap: 1000, perMinute: 2 } });
    // A campaign scheduled for 9:30 pm, queued by the scheduler at that time.
    const { envelope } = await send({ filter: filterOf("Sedan"), sendAt: at("2026-06-01 21:30:00").toISOString() });
    const created = envelope.body as Campaign;
    expect(created.status).toBe("scheduled");
    clock.advance(at("2026-06-01 21:30:00").getTime() - clock.now().getTime());
    await queueDueCampaigns(app.deps);
    // Hours later: a fresh session.
    owner = await signIn(app, "owner@shop.test");
    const rows = await rowsOf(created.id);
    expect(rows.map((row) => row.nextAttemptAt.getTime())).toEqual([
      at("2026-06-02 08:00:00").getTime(),
      at("2026-06-02 08:00:00").getTime(),
      at("2026-06-02 08:01:00").getTime(),
    ]);

    const { worker } = testWorker(app, {}, at("2026-06-01 21:31:00"));
    await worker.runOnce();
    expect((await rowsOf(created.id)).every((row) => row.attempts === 0)).toBe(true);
    await worker.stop();

    const morning = testWorker(app, {}, at("2026-06-02 08:00:30"));
    await morning.worker.runOnce();
    expect((await rowsOf(created.id)).map((row) => row.attempts)).toEqual([1, 1, 0]);
    await morning.worker.stop();
    expect((await call(app, "PUT", "/api/campaigns/settings", { token: owner, body: { dailyCap: 1000, perMinute: 60 } })).response.statusCode).toBe(200);
  });
});

describe("GET /api/campaigns", () => {
  it("lists campaigns newest first with their results", async () => {
    const { envelope } = await call(app, "GET", "/api/campaigns", { token: owner });
    const page = envelope.body as { items: Campaign[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.items[0]!.name).toBe("Spring wash");
    expect(page.items.some((item) => item.progress.optedOut === 2)).toBe(true);
  });
});
