import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { ApiStatus, ItemKind, PaymentMethod, type PublicReview, type ReviewPage, type ReviewSummary } from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { outboxRow, testWorker } from "../../../test/outbox-fixtures";
import { activityLogs, outbox, reviewRequests } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { createSale, insertProduct, postPayment } from "../sales/sale-fixtures";
import { createQuote, postConvert } from "../quotes/quote-fixtures";
import { sendDueReviewRequests } from "./review-send.service";
import { recordConsentChange } from "../../platform/outbox/sms-consent";
import { instantToWallTime, nextDate, wallTimeToInstant } from "../../platform/shop-clock";
import { shopTimeZone } from "../settings";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 10:00 in New York on a Monday: outside any quiet hours.
const clock = manualClock(new Date("2026-06-01T14:00:00Z"));
let app: TestApp;
let washId: string;
const emails = { owner: "", cashier: "" };
const tokens = { owner: "", cashier: "", at: -1 };

/** Sessions follow the test's clock: staff sign in again once it has moved. */
async function staff() {
  if (tokens.at !== clock.now().getTime()) {
    tokens.owner = await signIn(app, emails.owner);
    tokens.cashier = await signIn(app, emails.cashier);
    tokens.at = clock.now().getTime();
  }
  return tokens;
}

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { loginRateLimitPerMinute: 10_000 } });
  emails.owner = await addUser(app, "Owner");
  emails.cashier = await addUser(app, "Cashier");
  const { owner } = await staff();
  washId = (await insertProduct(app, { kind: ItemKind.Service, name: "Review Wash", price: 2000 })).id;
  const saved = await call(app, "PUT", "/api/settings/reviews", {
    token: owner,
    body: { delayHours: 2, cooldownDays: 30 },
  });
  expect(saved.response.statusCode, saved.envelope.message).toBe(200);
  // General › Review link: the public review page every customer is offered after rating.
  await app.db.execute(sql`
    insert into settings (key, value) values ('website', ${JSON.stringify({ reviewUrl: "https://g.page/r/sparkle/review" })}::jsonb)
    on conflict (key) do update set value = settings.value || excluded.value`);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(reviewRequests);
  await app.db.delete(outbox);
  // Each test starts at 10 am of a new day on the shop's clock, so a sale's text falls due by noon,
  // inside the sending window (8 am to 9 pm), whatever the tests before it waited.
  const zone = await shopTimeZone(app.db);
  const tomorrow = nextDate(instantToWallTime(clock.now(), zone).slice(0, 10));
  clock.advance(wallTimeToInstant(`${tomorrow} 10:00:00`, zone).getTime() - clock.now().getTime());
});

const texting = async (extra: Record<string, boolean> = {}) =>
  createCustomer(app, (await staff()).owner, { alert: { email: false, sms: true, noReviewSms: false, ...extra } });

/** A sale paid in full by card: it completes at once. */
const paidSale = async (customerId: string) =>
  createSale(app, (await staff()).cashier, {
    customerId,
    lines: [{ productId: washId, quantity: 1 }],
    expectedAmount: 2000,
    payments: [{ method: PaymentMethod.CreditCard, amount: 2000 }],
  });

const requestsOf = (customerId: string) => app.db.select().from(reviewRequests).where(eq(reviewRequests.customerId, customerId));
const send = () => sendDueReviewRequests(app.deps);
const reviewTexts = () => app.db.select().from(outbox).where(eq(outbox.entity, "reviewRequest"));
const tokenOf = (body: string) => /\/review\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(body)![1]!;

/** A customer rung up, the delay waited, the text sent: the token of the link in it. */
async function sentLink(): Promise<string> {
  const customer = await texting();
  await paidSale(customer.id);
  clock.advance(2 * HOUR);
  expect(await send()).toBe(1);
  const [text] = (await reviewTexts()).filter((t) => t.customerId === customer.id);
  return tokenOf(text!.body);
}

describe("scheduling after a completed sale", () => {
  it("texts the review link once the delay has passed, not before, as an automated message", async () => {
    const customer = await texting();
    const sale = await paidSale(customer.id);
    const [request] = await requestsOf(customer.id);
    expect(request).toMatchObject({ saleId: sale.id, status: "scheduled" });
    expect(request!.dueAt.getTime() - clock.now().getTime()).toBe(2 * HOUR);

    clock.advance(2 * HOUR - 60_000);
    expect(await send()).toBe(0);
    clock.advance(60_000);
    expect(await send()).toBe(1);
    const [text] = await reviewTexts();
    expect(text).toMatchObject({ channel: "sms", origin: "automated", customerId: customer.id, status: "pending" });
    expect(text!.body).toMatch(/thanks for your visit, Jane Doe! How did we do\? http:\/\/localhost:\d+\/review\//);
    expect((await requestsOf(customer.id))[0]).toMatchObject({ status: "sent", outboxId: text!.id });
    // Nothing is sent twice.
    expect(await send()).toBe(0);
  });

  it("asks once per cooldown: a second sale within 30 days asks nothing more, one after 30 days does", async () => {
    const customer = await texting();
    await paidSale(customer.id);
    clock.advance(2 * HOUR);
    await send();
    clock.advance(10 * DAY);
    await paidSale(customer.id);
    expect(await requestsOf(customer.id)).toHaveLength(1);
    clock.advance(21 * DAY);
    await paidSale(customer.id);
    expect(await requestsOf(customer.id)).toHaveLength(2);
  });

  it("asks once when two sales complete for the same customer at once", async () => {
    const customer = await texting();
    await Promise.all([paidSale(customer.id), paidSale(customer.id)]);
    expect(await requestsOf(customer.id)).toHaveLength(1);
  });

  it("texts once when two runs of the job take the same due requests at once", async () => {
    const customers = await Promise.all([texting(), texting(), texting()]);
    for (const customer of customers) await paidSale(customer.id);
    clock.advance(2 * HOUR);
    const [first, second] = await Promise.all([send(), send()]);
    expect(first + second).toBe(3);
    expect(await reviewTexts()).toHaveLength(3);
  });

  it("never asks a customer with no review messages, texts off, or opted out by STOP", async () => {
    const noReview = await texting({ noReviewSms: true });
    const noSms = await createCustomer(app, (await staff()).owner, { alert: { email: true, sms: false, noReviewSms: false } });
    await paidSale(noReview.id);
    await paidSale(noSms.id);
    expect([...(await requestsOf(noReview.id)), ...(await requestsOf(noSms.id))]).toHaveLength(0);

    // Texted STOP between the sale and the request falling due: the request is kept, not sent, with why.
    const stopped = await texting();
    await paidSale(stopped.id);
    await recordConsentChange(app.db, { customerId: stopped.id, channel: "sms", phone: stopped.phone, optedIn: false, source: "inbound", at: clock.now() });
    clock.advance(2 * HOUR);
    expect(await send()).toBe(0);
    expect((await requestsOf(stopped.id))[0]).toMatchObject({ status: "skipped" });
    expect(await reviewTexts()).toHaveLength(0);
  });

  it("keeps the request as not sent when the review text template is turned off", async () => {
    const { owner } = await staff();
    const off = await call(app, "PUT", "/api/settings/message-templates/1/sms", {
      token: owner,
      body: { enabled: false, subject: "", body: "{{businessName}}: how did we do? {{link}}" },
    });
    expect(off.response.statusCode, off.envelope.message).toBe(200);
    try {
      const customer = await texting();
      await paidSale(customer.id);
      clock.advance(2 * HOUR);
      expect(await send()).toBe(0);
      expect((await requestsOf(customer.id))[0]).toMatchObject({ status: "skipped", skippedReason: "the review text template is turned off" });
      expect(await reviewTexts()).toHaveLength(0);
    } finally {
      await call(app, "PUT", "/api/settings/message-templates/1/sms", {
        token: (await staff()).owner,
        body: { enabled: true, subject: "", body: "{{businessName}}: how did we do? {{link}}" },
      });
    }
  });

  it("sends nothing for a sale deleted before the request fell due", async () => {
    const customer = await texting();
    const sale = await paidSale(customer.id);
    const deleted = await call(app, "DELETE", `/api/sales/${sale.id}`, { token: (await staff()).owner, body: { reason: "Rang twice" } });
    expect(deleted.response.statusCode, deleted.envelope.message).toBe(200);
    clock.advance(2 * HOUR);
    expect(await send()).toBe(0);
    expect((await requestsOf(customer.id))[0]).toMatchObject({ status: "skipped", skippedReason: "the sale was deleted" });
  });

  it("asks after a payment completes a pending sale, and after a quote turned into a paid sale", async () => {
    const customer = await texting();
    const { cashier } = await staff();
    const pending = await createSale(app, cashier, { customerId: customer.id, lines: [{ productId: washId, quantity: 1 }], expectedAmount: 2000 });
    expect(await requestsOf(customer.id)).toHaveLength(0);
    const paid = await postPayment(app, cashier, pending.id, { method: PaymentMethod.CreditCard, amount: 2000 });
    expect(paid.response.statusCode, paid.envelope.message).toBe(200);
    expect((await requestsOf(customer.id))[0]).toMatchObject({ saleId: pending.id });

    const other = await texting();
    const quote = await createQuote(app, cashier, { customerId: other.id, lines: [{ productId: washId, quantity: 1 }], expectedAmount: 2000 });
    const converted = await postConvert(app, cashier, quote.id, { expectedAmount: 2000, payments: [{ method: PaymentMethod.CreditCard, amount: 2000 }] });
    expect(converted.response.statusCode, converted.envelope.message).toBe(200);
    expect(await requestsOf(other.id)).toHaveLength(1);
  });

  it("texts only between 8 am and 9 pm of the shop's clock, with quiet hours off", async () => {
    const { owner } = await staff();
    const general = await call(app, "PATCH", "/api/settings/general", { token: owner, body: { timeZone: "America/New_York" } });
    expect(general.response.statusCode).toBe(200);
    const customer = await texting();
    // Due at 9:30 pm in New York: outside the window, so it waits.
    const zone = "America/New_York";
    const today = instantToWallTime(clock.now(), zone).slice(0, 10);
    const dueAt = wallTimeToInstant(`${nextDate(today)} 21:30:00`, zone);
    clock.advance(dueAt.getTime() - 2 * HOUR - clock.now().getTime());
    await paidSale(customer.id);
    clock.advance(2 * HOUR);
    expect(await send()).toBe(0);
    expect(await requestsOf(customer.id)).toMatchObject([{ status: "scheduled" }]);
    // 7:59 am the next morning: still waiting; 8:00 am: it goes.
    clock.advance(wallTimeToInstant(`${nextDate(nextDate(today))} 07:59:00`, zone).getTime() - clock.now().getTime());
    expect(await send()).toBe(0);
    clock.advance(60_000);
    expect(await send()).toBe(1);
    expect(await requestsOf(customer.id)).toMatchObject([{ status: "sent" }]);
  });

  it("leaves the text to quiet hours: the outbox holds it until they end", async () => {
    const { owner } = await staff();
    const utility = await call(app, "PATCH", "/api/settings/utility", { token: owner, body: { quietHours: { enabled: true, start: "21:00", end: "08:00" } } });
    expect(utility.response.statusCode, utility.envelope.message).toBe(200);
    const general = await call(app, "PATCH", "/api/settings/general", { token: owner, body: { timeZone: "America/New_York" } });
    expect(general.response.statusCode).toBe(200);
    try {
      const customer = await texting();
      await paidSale(customer.id);
      clock.advance(2 * HOUR);
      await send();
      const [text] = await reviewTexts();
      // 22:00 or 23:00 in New York (the outbox's own times are the database's, hence a day after today): quiet.
      const night = new Date(Date.now() + 2 * DAY);
      night.setUTCHours(3, 0, 0, 0);
      const { worker, clock: workerClock } = testWorker(app, {}, night);
      expect(await worker.runOnce()).toMatchObject({ sent: 0 });
      expect((await outboxRow(app.db, text!.id)).status).toBe("pending");
      // 08:00 or 09:00 the next morning: it goes (to the log as not sent, there being no provider in tests).
      workerClock.advance(10 * HOUR);
      await worker.runOnce();
      await worker.stop();
      expect((await outboxRow(app.db, text!.id)).status).not.toBe("pending");
    } finally {
      await call(app, "PATCH", "/api/settings/utility", {
        token: (await staff()).owner,
        body: { quietHours: { enabled: false, start: "21:00", end: "08:00" } },
      });
    }
  });
});

describe("the public review page", () => {
  it("opens, takes the rating once, and offers the public review page even for one star", async () => {
    const token = await sentLink();
    const opened = await call(app, "GET", `/api/public/reviews/${token}`);
    expect(opened.response.statusCode, opened.envelope.message).toBe(200);
    expect(opened.envelope.body).toMatchObject({ customerName: "Jane", rated: false, publicReviewUrl: "https://g.page/r/sparkle/review" });
    const [request] = await app.db.select().from(reviewRequests).where(eq(reviewRequests.status, "opened"));
    expect(request).toBeDefined();

    const rated = await call(app, "POST", `/api/public/reviews/${token}`, { body: { rating: 1, comment: "Water spots everywhere" } });
    expect(rated.response.statusCode, rated.envelope.message).toBe(200);
    // No review gating: the unhappy customer is invited to the public page like everyone else.
    expect(rated.envelope.body as PublicReview).toMatchObject({ rated: true, rating: 1, publicReviewUrl: "https://g.page/r/sparkle/review" });

    const again = await call(app, "POST", `/api/public/reviews/${token}`, { body: { rating: 5, comment: "" } });
    expect(again.response.statusCode).toBe(409);
    expect(again.envelope.message).toBe("You have already rated this visit. Thank you!");
    expect((await app.db.select().from(reviewRequests).where(eq(reviewRequests.id, request!.id)))[0]).toMatchObject({ rating: 1, status: "rated" });
  });

  it("records one rating when two are sent at once", async () => {
    const token = await sentLink();
    const answers = await Promise.all([5, 1].map((rating) => call(app, "POST", `/api/public/reviews/${token}`, { body: { rating, comment: "" } })));
    expect(answers.map((a) => a.response.statusCode).sort()).toEqual([200, 409]);
    const rated = await app.db.select().from(reviewRequests).where(eq(reviewRequests.status, "rated"));
    expect(rated).toHaveLength(1);
  });

  it("refuses a tampered, foreign or out-of-range request", async () => {
    const token = await sentLink();
    const [payload, signature] = token.split(".");
    const flipped = `${payload}.${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [flipped, `${payload!.slice(0, -2)}xx.${signature}`, "abc.def"]) {
      const { response, envelope } = await call(app, "GET", `/api/public/reviews/${bad}`);
      expect(response.statusCode).toBe(404);
      expect(envelope.message).toBe("This review link is not valid. Please use the link from your text message.");
    }
    const stars = await call(app, "POST", `/api/public/reviews/${token}`, { body: { rating: 6, comment: "" } });
    expect(stars.response.statusCode).toBe(400);
    expect(stars.envelope.message).toMatch(/Choose from 1 to 5 stars/);
  });

  it("refuses a link past its 30 days", async () => {
    const token = await sentLink();
    clock.advance(31 * DAY);
    const { response, envelope } = await call(app, "GET", `/api/public/reviews/${token}`);
    expect(response.statusCode).toBe(409);
    expect(envelope.message).toBe("This review link has expired. Thank you for your visit!");
  });
});

describe("the reviews screen", () => {
  it("lists requests with their ratings, averages them by month, and answers privately by text", async () => {
    const token = await sentLink();
    await call(app, "POST", `/api/public/reviews/${token}`, { body: { rating: 4, comment: "Nice shine" } });
    const { owner } = await staff();
    const list = await call(app, "GET", "/api/reviews?status=rated", { token: owner });
    expect(list.response.statusCode).toBe(200);
    const page = list.envelope.body as ReviewPage;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ status: "rated", rating: 4, comment: "Nice shine", customer: { name: "Jane Doe" } });

    const summaryCall = await call(app, "GET", "/api/reviews/summary", { token: owner });
    expect(summaryCall.response.statusCode, summaryCall.envelope.message).toBe(200);
    const summary = summaryCall.envelope.body as ReviewSummary;
    expect(summary).toMatchObject({ average: 4, ratedCount: 1 });
    expect(summary.trend).toHaveLength(12);
    expect(summary.trend.at(-1)).toMatchObject({ average: 4, count: 1 });

    const reply = await call(app, "POST", `/api/reviews/${page.items[0]!.id}/reply`, { token: owner, body: { text: "Thanks, see you soon!" } });
    expect(reply.response.statusCode, reply.envelope.message).toBe(200);
    const [sms] = await app.db.select().from(outbox).where(eq(outbox.body, "Thanks, see you soon!"));
    expect(sms).toMatchObject({ origin: "direct", customerId: page.items[0]!.customer.id, channel: "sms" });
    const logged = await app.db.select().from(activityLogs).where(eq(activityLogs.entity, "reviewRequest"));
    expect(logged.map((l) => l.action)).toContain(1002);
  });

  it("is refused to whoever lacks the reviews permission", async () => {
    const { cashier } = await staff();
    for (const [method, url, body] of [
      ["GET", "/api/reviews", undefined],
      ["GET", "/api/reviews/summary", undefined],
      ["POST", "/api/reviews/00000000-0000-4000-8000-000000000000/reply", { text: "Hi" }],
      ["PUT", "/api/settings/reviews", { delayHours: 1, cooldownDays: 30 }],
    ] as const) {
      const { response, envelope } = await call(app, method, url, { token: cashier, body });
      expect(response.statusCode, url).toBe(403);
      expect(envelope.status).toBe(ApiStatus.ACCESSDENIED);
    }
  });

  it("refuses settings out of range on their fields", async () => {
    const { owner } = await staff();
    const { response, envelope } = await call(app, "PUT", "/api/settings/reviews", {
      token: owner,
      body: { delayHours: 2, cooldownDays: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(envelope)).toContain("Enter a whole number of days from 1 to 365.");
  });
});
