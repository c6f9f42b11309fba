import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { MessageOrigin, UtilitySettingsUpdate } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { outboxRow, testWorker } from "../../../test/outbox-fixtures";
import { outbox } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import type { SmsSender } from "../sms/sms-sender";
import { SENT } from "./delivery";
import { enqueueMessage } from "./enqueue-message";
import { automatedGateAt } from "./outbox-pacing";

// Quiet hours and hourly caps (docs/product.md §4 Outgoing messages): automated and bulk messages
// queued in quiet hours wait until they end on the shop's clock; beyond a channel's cap they wait
// for the next hour; none is dropped, and a person's direct message never waits.

let app: TestApp;
let owner: string;
const mailed: string[] = [];
const texted: string[] = [];
const mailer: Mailer = { kind: "smtp", send: (m) => (mailed.push(m.to), Promise.resolve(SENT)) };
const sms: SmsSender = { kind: "twilio", send: (m) => (texted.push(m.to), Promise.resolve(SENT)) };

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(outbox);
  mailed.length = 0;
  texted.length = 0;
});

async function setUtility(body: UtilitySettingsUpdate) {
  const saved = await call(app, "PATCH", "/api/settings/utility", { token: owner, body });
  expect(saved.response.statusCode, saved.envelope.message).toBe(200);
}
async function setTimeZone(timeZone: string) {
  const saved = await call(app, "PATCH", "/api/settings/general", { token: owner, body: { timeZone } });
  expect(saved.response.statusCode, saved.envelope.message).toBe(200);
}

/** A message queued at an instant of the test's clock. */
async function queue(at: Date, origin: MessageOrigin, channel: "email" | "sms" = "sms", recipient = `${origin}-${Math.random()}`) {
  const { id } = await enqueueMessage(app.db, { channel, recipient, subject: "Hello", body: "See you soon", origin });
  await app.db.update(outbox).set({ createdAt: at, nextAttemptAt: at }).where(eq(outbox.id, id));
  return id;
}

const at = (iso: string) => new Date(iso);

describe("quiet hours", () => {
  it("hold automated and bulk texts queued overnight until the end on the shop's clock, across the spring-forward night", async () => {
    await setTimeZone("America/New_York");
    await setUtility({ quietHours: { enabled: true, start: "22:00", end: "07:00" } });
    // 23:30 on Saturday 13 March 2027 in New York (EST); the clocks go from 02:00 to 03:00 that night.
    const queuedAt = at("2027-03-14T04:30:00Z");
    const automated = await queue(queuedAt, "automated");
    const bulk = await queue(queuedAt, "bulk", "email");
    const direct = await queue(queuedAt, "direct");
    const { worker, clock } = testWorker(app, { mailer, sms }, queuedAt);

    // A receipt or a reply goes at once; the others wait.
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect((await outboxRow(app.db, direct)).status).toBe("sent");
    // 06:59 EDT is 10:59 UTC: still quiet. An hour-off reading (07:00 EST, 12:00 UTC) would be late.
    clock.advance(at("2027-03-14T10:59:00Z").getTime() - clock.now().getTime());
    expect(await worker.runOnce()).toMatchObject({ sent: 0 });
    expect(await outboxRow(app.db, automated)).toMatchObject({ status: "pending", attempts: 0 });
    clock.advance(60_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect([(await outboxRow(app.db, automated)).status, (await outboxRow(app.db, bulk)).status]).toEqual(["sent", "pending"]);
    // Bulk messages (campaigns) wait for 8 am whatever quiet hours say (domain SENDING_WINDOW).
    clock.advance(at("2027-03-14T12:00:00Z").getTime() - clock.now().getTime());
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect((await outboxRow(app.db, bulk)).status).toBe("sent");
  });

  it("end at 07:00 on the shop's clock on the fall-back night too, and do nothing when turned off", async () => {
    await setTimeZone("America/New_York");
    await setUtility({ quietHours: { enabled: true, start: "22:00", end: "07:00" } });
    // 01:30 EDT on Sunday 7 November 2027; at 02:00 the clocks go back to 01:00 EST.
    const queuedAt = at("2027-11-07T05:30:00Z");
    const id = await queue(queuedAt, "automated");
    const { worker, clock } = testWorker(app, { mailer, sms }, queuedAt);
    // 06:30 EST is 11:30 UTC: 07:00 EDT would have passed, the shop's clock says 06:30.
    clock.advance(at("2027-11-07T11:30:00Z").getTime() - clock.now().getTime());
    expect(await worker.runOnce()).toMatchObject({ sent: 0 });
    clock.advance(30 * 60_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect((await outboxRow(app.db, id)).status).toBe("sent");

    await setUtility({ quietHours: { enabled: false, start: "22:00", end: "07:00" } });
    const night = at("2027-11-08T04:00:00Z");
    await queue(night, "automated");
    const later = testWorker(app, { mailer, sms }, night);
    expect(await later.worker.runOnce()).toMatchObject({ sent: 1 });
  });

  it("follow the shop's time zone: the same instant is quiet in one shop and not in another", async () => {
    await setUtility({ quietHours: { enabled: true, start: "22:00", end: "07:00" } });
    // 03:00 UTC: 22:00 in Chicago (CDT, quiet), 20:00 in Los Angeles (PDT, not quiet).
    const instant = at("2027-06-10T03:00:00Z");
    await setTimeZone("America/Chicago");
    await queue(instant, "automated");
    expect(await testWorker(app, { mailer, sms }, instant).worker.runOnce()).toMatchObject({ sent: 0 });
    await setTimeZone("America/Los_Angeles");
    expect(await testWorker(app, { mailer, sms }, instant).worker.runOnce()).toMatchObject({ sent: 1 });
  });
});

describe("hourly caps", () => {
  it("send at most the cap of a channel's automated messages in an hour; the rest wait for the next hours, none dropped", async () => {
    await setTimeZone("America/New_York");
    await setUtility({ quietHours: { enabled: false, start: "22:00", end: "07:00" }, emailsPerHour: 2, textsPerHour: null });
    const start = at("2027-06-10T14:10:00Z");
    const emails = [];
    for (let n = 0; n < 5; n += 1) emails.push(await queue(start, "bulk", "email", `customer${n}@example.com`));
    await queue(start, "direct", "email", "counter@example.com");
    for (let n = 0; n < 3; n += 1) await queue(start, "automated", "sms", `555000000${n}`);
    const { worker, clock } = testWorker(app, { mailer, sms }, start);

    // Two capped e-mails, the direct one beside them (it never counts), every text (no cap).
    expect(await worker.runOnce()).toMatchObject({ sent: 6 });
    // A batch is sent side by side: the order within it is the providers'.
    expect(mailed.toSorted()).toEqual(["counter@example.com", "customer0@example.com", "customer1@example.com"]);
    expect(texted).toHaveLength(3);
    clock.advance(49 * 60_000 + 59_000); // 14:59:59 UTC, still the same hour
    expect(await worker.runOnce()).toMatchObject({ sent: 0 });
    clock.advance(1_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 2 });
    clock.advance(3_600_000);
    expect(await worker.runOnce()).toMatchObject({ sent: 1 });
    expect(mailed.filter((to) => to.startsWith("customer")).toSorted()).toEqual([
      "customer0@example.com",
      "customer1@example.com",
      "customer2@example.com",
      "customer3@example.com",
      "customer4@example.com",
    ]);
    for (const id of emails) expect((await outboxRow(app.db, id)).status).toBe("sent");
  });

  it("count an hour of the shop's clock, which starts at half past in a zone half an hour off UTC", () => {
    const pacing = { quietHours: { enabled: false, start: "22:00", end: "07:00" }, caps: { emailsPerHour: 5, textsPerHour: null } };
    expect(automatedGateAt(at("2027-06-10T14:10:20.500Z"), { ...pacing, timeZone: "Asia/Kolkata" }).hourStart.toISOString()).toBe("2027-06-10T13:30:00.000Z");
    const gate = automatedGateAt(at("2027-06-10T14:10:20.500Z"), { ...pacing, timeZone: "America/New_York" });
    expect(gate.hourStart.toISOString()).toBe("2027-06-10T14:00:00.000Z");
    expect([...gate.perHour]).toEqual([["email", 5]]);
  });
});
