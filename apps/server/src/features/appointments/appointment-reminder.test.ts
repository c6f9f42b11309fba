import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { AppointmentStatus, type RealtimeHint } from "@washdesk/domain";
import { manualClock, recordHints, addUser, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { appointments, outbox } from "../../platform/db/schema";
import { recordConsentChange } from "../../platform/outbox/sms-consent";
import { createCustomer } from "../customers/customer-fixtures";
import { sendDueReminders } from "./appointment-reminder-job";
import { markMissedAppointments } from "./appointment-missed-job";
import { readAppointmentToken } from "./appointment-confirm-token";
import { bookableService, insertAppointment, storeAppointmentSettings } from "./appointment-fixtures";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Each test starts on Monday 1 June 2026, 10:00 in New York (the shop's time zone), outside any quiet hours.
const START = new Date("2026-06-01T14:00:00Z").getTime();
const clock = manualClock(new Date(START));
let app: TestApp;
let owner: string;
let washId: string;
let hints: RealtimeHint[] = [];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { loginRateLimitPerMinute: 10_000 } });
  owner = await signIn(app, await addUser(app, "Owner"));
  washId = (await bookableService(app, { name: "Full Detail" })).id;
  hints = recordHints(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  clock.set(START);
  await app.db.update(appointments).set({ status: AppointmentStatus.Cancelled });
  await app.db.delete(outbox);
  await storeAppointmentSettings(app, { reminderHours: 24, missedAfterMinutes: 30, bays: 5 });
  hints.length = 0;
});

const texting = () => createCustomer(app, owner, { alert: { email: false, sms: true, noReviewSms: false } });
const textsOf = (customerId: string) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.customerId, customerId), eq(outbox.channel, "sms")));
const rowOf = async (id: string) => (await app.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const remind = () => sendDueReminders(app.deps);
const markMissed = () => markMissedAppointments(app.deps);

describe("the reminder job", () => {
  it("reminds once, when the start comes within the hours set, with the appointment's link", async () => {
    const customer = await texting();
    // Tuesday 12:00: 26 hours away.
    const booked = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-02", time: "12:00" });
    expect(await remind()).toBe(0);
    clock.advance(2 * HOUR - MINUTE);
    expect(await remind()).toBe(0);
    clock.advance(MINUTE);
    expect(await remind()).toBe(1);
    const texts = await textsOf(customer.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ entity: "appointment", entityId: booked.id, origin: "automated", status: "pending" });
    expect(texts[0]!.body).toMatch(
      /reminder of your appointment on Tue 02 Jun, 2026 at 12:00 PM\. Reply YES to confirm, or open http:\/\/localhost:\d+\/appointment\//,
    );
    const token = /\/appointment\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(texts[0]!.body)![1]!;
    expect(readAppointmentToken(app.deps, token)).toBe(booked.id);
    expect((await rowOf(booked.id)).reminderSentAt).toEqual(clock.now());
    expect(hints).toContainEqual({ entity: "appointments", id: null, action: "SendSms" });
    // Never twice, however often the job runs.
    clock.advance(HOUR);
    expect(await remind()).toBe(0);
    expect(await textsOf(customer.id)).toHaveLength(1);
  });

  it("reminds once when two runs (two servers) take the same appointments at once", async () => {
    const customers = await Promise.all([texting(), texting(), texting()]);
    for (const [i, customer] of customers.entries()) {
      await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-02", time: `${String(8 + i).padStart(2, "0")}:00` });
    }
    const [a, b] = await Promise.all([remind(), remind()]);
    expect(a + b).toBe(3);
    for (const customer of customers) expect(await textsOf(customer.id)).toHaveLength(1);
  });

  it("texts nobody who opted out, and nobody whose texts are off, yet marks them reminded", async () => {
    const stopped = await texting();
    await recordConsentChange(app.db, { customerId: stopped.id, channel: "sms", phone: stopped.phone, optedIn: false, source: "inbound", at: clock.now() });
    const silent = await createCustomer(app, owner, { alert: { email: false, sms: false, noReviewSms: false } });
    const first = await insertAppointment(app, { customerId: stopped.id, productId: washId, date: "2026-06-02", time: "09:00" });
    const second = await insertAppointment(app, { customerId: silent.id, productId: washId, date: "2026-06-02", time: "09:00" });
    expect(await remind()).toBe(2);
    expect(await textsOf(stopped.id)).toHaveLength(0);
    expect(await textsOf(silent.id)).toHaveLength(0);
    for (const id of [first.id, second.id]) expect((await rowOf(id)).reminderSentAt).not.toBeNull();
  });

  it("reminds of no cancelled appointment, none already started, and none when the setting is 0", async () => {
    const customer = await texting();
    const cancelled = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-02", time: "09:00" });
    await app.db.update(appointments).set({ status: AppointmentStatus.Cancelled, cancelledAt: clock.now() }).where(eq(appointments.id, cancelled.id));
    const now = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-01", time: "10:00" });
    clock.advance(MINUTE);
    expect(await remind()).toBe(0);
    expect((await rowOf(now.id)).reminderSentAt).toBeNull();

    await storeAppointmentSettings(app, { reminderHours: 0 });
    const later = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-02", time: "08:00" });
    expect(await remind()).toBe(0);
    expect((await rowOf(later.id)).reminderSentAt).toBeNull();
    expect(await textsOf(customer.id)).toHaveLength(0);
  });
});

describe("the missed job", () => {
  it("marks Missed an appointment not checked in the minutes set after its start, and says so once", async () => {
    const customer = await texting();
    const booked = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-01", time: "10:30" });
    clock.advance(59 * MINUTE); // 10:59: 29 minutes after the start.
    expect(await markMissed()).toBe(0);
    clock.advance(MINUTE);
    expect(await markMissed()).toBe(1);
    expect(await rowOf(booked.id)).toMatchObject({ status: AppointmentStatus.Missed, missedAt: clock.now() });
    const texts = await textsOf(customer.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(/we missed you on Mon 01 Jun, 2026 at 10:30 AM/);
    expect(hints).toContainEqual({ entity: "appointments", id: null, action: "Edit" });
    clock.advance(HOUR);
    expect(await markMissed()).toBe(0);
    expect(await textsOf(customer.id)).toHaveLength(1);
  });

  it("leaves alone what was checked in or cancelled, and what has not started", async () => {
    const customer = await texting();
    const checkedIn = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-01", time: "10:30" });
    const cancelled = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-01", time: "10:30" });
    const coming = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-01", time: "16:00" });
    clock.advance(30 * MINUTE);
    await app.db.update(appointments).set({ checkedInAt: clock.now() }).where(eq(appointments.id, checkedIn.id));
    await app.db.update(appointments).set({ status: AppointmentStatus.Cancelled, cancelledAt: clock.now() }).where(eq(appointments.id, cancelled.id));
    clock.advance(HOUR);
    expect(await markMissed()).toBe(0);
    expect((await rowOf(checkedIn.id)).status).toBe(AppointmentStatus.Pending);
    expect((await rowOf(cancelled.id)).status).toBe(AppointmentStatus.Cancelled);
    expect((await rowOf(coming.id)).status).toBe(AppointmentStatus.Pending);
    expect(await textsOf(customer.id)).toHaveLength(0);
  });

  it("marks once when two runs take the same appointments at once, and texts nobody who opted out", async () => {
    const stopped = await texting();
    await recordConsentChange(app.db, { customerId: stopped.id, channel: "sms", phone: stopped.phone, optedIn: false, source: "inbound", at: clock.now() });
    const others = await Promise.all([texting(), texting()]);
    for (const customer of [stopped, ...others])
      await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-01", time: "10:15" });
    clock.advance(HOUR);
    const [a, b] = await Promise.all([markMissed(), markMissed()]);
    expect(a + b).toBe(3);
    for (const customer of others) expect(await textsOf(customer.id)).toHaveLength(1);
    expect(await textsOf(stopped.id)).toHaveLength(0);
  });

  it("marks an appointment of days ago Missed without texting about it", async () => {
    const customer = await texting();
    const booked = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-01", time: "11:00" });
    clock.advance(3 * 24 * HOUR);
    expect(await markMissed()).toBe(1);
    expect((await rowOf(booked.id)).status).toBe(AppointmentStatus.Missed);
    expect(await textsOf(customer.id)).toHaveLength(0);
  });
});
