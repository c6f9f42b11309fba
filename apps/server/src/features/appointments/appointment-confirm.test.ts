import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { APPOINTMENT_LINK_DAYS, AppointmentStatus, bookingRefusals, type PublicAppointment, type RealtimeHint } from "@washdesk/domain";
import { manualClock, recordHints, addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { appointments, outbox, smsInbound } from "../../platform/db/schema";
import { linkSigningKey, signLinkToken } from "../../platform/signed-link-token";
import { createCustomer } from "../customers/customer-fixtures";
import { inboundText, postSigned, TEST_PUBLIC_URL, TEST_SMS_ACCOUNT } from "../messaging/messaging-fixtures";
import { appointmentConfirmToken } from "./appointment-confirm-token";
import { bookableService, insertAppointment, storeAppointmentSettings, storeSettings } from "./appointment-fixtures";

// Each test starts on Monday 1 June 2026, 10:00 in New York (the shop's time zone).
const START = new Date("2026-06-01T14:00:00Z").getTime();
const clock = manualClock(new Date(START));
let app: TestApp;
let owner: string;
let washId: string;
let hints: RealtimeHint[] = [];

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { loginRateLimitPerMinute: 10_000, sms: TEST_SMS_ACCOUNT, publicUrl: TEST_PUBLIC_URL } });
  owner = await signIn(app, await addUser(app, "Owner"));
  washId = (await bookableService(app, { name: "Full Detail", price: 12000 })).id;
  await storeAppointmentSettings(app, { bays: 10 });
  await storeSettings(app, "utility", { businessName: "Sparkle Wash" });
  await storeSettings(app, "website", { phone: "(555) 010-2000" });
  hints = recordHints(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  clock.set(START);
  await app.db.delete(outbox);
  hints.length = 0;
});

const texting = () => createCustomer(app, owner, { alert: { email: false, sms: true, noReviewSms: false } });
const textsOf = (customerId: string) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.customerId, customerId), eq(outbox.channel, "sms")))
    .orderBy(asc(outbox.id));
const rowOf = async (id: string) => (await app.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const tokenOf = (appointment: { id: string }) => appointmentConfirmToken(app.deps, appointment.id);
const open = (token: string) => call(app, "GET", `/api/public/appointments/${token}`);
const confirm = (token: string) => call(app, "POST", `/api/public/appointments/${token}/confirm`);

describe("the confirm link", () => {
  it("shows the appointment to the customer, without sign-in and without anything of the staff", async () => {
    const customer = await texting();
    const booked = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-03", time: "10:30" });
    const token = tokenOf(booked);
    const { response, envelope } = await open(token);
    expect(response.statusCode, envelope.message).toBe(200);
    expect(envelope.body).toEqual({
      shop: { name: "Sparkle Wash", phone: "(555) 010-2000", logoUrl: null },
      status: AppointmentStatus.Pending,
      confirmed: false,
      when: "Wed 03 Jun, 2026 at 10:30 AM",
      services: [{ name: "Full Detail", amount: 12000 }],
      amount: 12000,
      confirmToken: token,
    } satisfies PublicAppointment);
    expect(response.body).not.toContain(booked.id);
    expect(response.body).not.toContain(customer.id);
  });

  it("confirms once: the customer is texted AfterAppointmentConfirmed, calendars refresh, a second tap changes nothing", async () => {
    const customer = await texting();
    const booked = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-03", time: "10:30" });
    const token = tokenOf(booked);
    const first = await confirm(token);
    expect(first.response.statusCode, first.envelope.message).toBe(200);
    expect(first.envelope.body).toMatchObject({ confirmed: true, status: AppointmentStatus.Pending, confirmToken: token });
    expect((await rowOf(booked.id)).confirmedAt).toEqual(clock.now());
    const texts = await textsOf(customer.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toBe("Sparkle Wash: your appointment on Wed 03 Jun, 2026 at 10:30 AM is confirmed. See you then!");
    expect(hints).toContainEqual({ entity: "appointments", id: booked.id, action: "Edit" });

    clock.advance(60_000);
    const again = await confirm(token);
    expect(again.response.statusCode).toBe(200);
    expect(again.envelope.body).toMatchObject({ confirmed: true });
    expect(await textsOf(customer.id)).toHaveLength(1);
    expect((await rowOf(booked.id)).confirmedAt).toEqual(new Date(START));
  });

  it("opens nothing for a tampered token, a token of another kind, or a link long expired", async () => {
    const customer = await texting();
    const booked = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-03", time: "10:30" });
    const token = tokenOf(booked);
    const [payload, signature] = token.split(".") as [string, string];
    const flipped = `${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const otherKind = signLinkToken(linkSigningKey(app.deps.config.settingsKey, "washdesk review-link token v1"), {
      id: booked.id,
      expiresAt: new Date(START + 86_400_000),
    });
    for (const bad of [flipped, otherKind, `${payload}.`, "not-a-token"]) {
      for (const attempt of [await open(bad), await confirm(bad)]) {
        expect(attempt.response.statusCode, bad).toBe(404);
        expect(attempt.envelope).toMatchObject({ code: bookingRefusals.linkInvalid.code, message: bookingRefusals.linkInvalid.message });
      }
    }
    clock.set(START + (APPOINTMENT_LINK_DAYS + 1) * 86_400_000);
    expect((await open(token)).envelope.code).toBe(bookingRefusals.linkInvalid.code);
    expect((await rowOf(booked.id)).confirmedAt).toBeNull();
  });

  it("shows a cancelled appointment as cancelled, with nothing to confirm, and refuses to confirm it", async () => {
    const customer = await texting();
    const booked = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-03", time: "10:30" });
    await app.db.update(appointments).set({ status: AppointmentStatus.Cancelled, cancelledAt: clock.now() }).where(eq(appointments.id, booked.id));
    const token = tokenOf(booked);
    expect((await open(token)).envelope.body).toMatchObject({ status: AppointmentStatus.Cancelled, confirmed: false, confirmToken: null });
    const refused = await confirm(token);
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope).toMatchObject({ code: bookingRefusals.cannotConfirm.code, message: bookingRefusals.cannotConfirm.message });
    expect((await rowOf(booked.id)).confirmedAt).toBeNull();
    expect(await textsOf(customer.id)).toHaveLength(0);
  });

  it("refuses to confirm an appointment that has already started", async () => {
    const customer = await texting();
    const booked = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-01", time: "11:00" });
    clock.set(START + 61 * 60_000);
    expect((await confirm(tokenOf(booked))).envelope.code).toBe(bookingRefusals.cannotConfirm.code);
  });
});

describe("a YES by text", () => {
  const digits = (phone: string) => phone.replace(/\D/g, "").slice(-10);
  const reply = (phone: string, body: string) => postSigned(app, "/api/webhooks/sms", inboundText(`+1${digits(phone)}`, body));
  const inboundOf = (phone: string) =>
    app.db
      .select()
      .from(smsInbound)
      .where(eq(smsInbound.fromPhone, digits(phone)))
      .orderBy(asc(smsInbound.id));

  it("confirms the customer's soonest upcoming unconfirmed appointment, texts them so, and refreshes calendars", async () => {
    const customer = await texting();
    const later = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-05", time: "09:00" });
    const sooner = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-02", time: "09:00" });
    const confirmedAlready = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-01", time: "15:00", confirmed: true });
    const past = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-01", time: "10:00" });
    clock.set(START + 30 * 60_000);

    const response = await reply(customer.phone, "Yes!");
    expect(response.statusCode).toBe(200);
    expect((await rowOf(sooner.id)).confirmedAt).toEqual(clock.now());
    for (const other of [later, past]) expect((await rowOf(other.id)).confirmedAt).toBeNull();
    expect((await rowOf(confirmedAlready.id)).confirmedAt).toEqual(new Date(START));
    const texts = await textsOf(customer.id);
    expect(texts.map((t) => t.body)).toEqual(["Sparkle Wash: your appointment on Tue 02 Jun, 2026 at 9:00 AM is confirmed. See you then!"]);
    expect(hints).toContainEqual({ entity: "appointments", id: sooner.id, action: "Edit" });
    expect((await inboundOf(customer.phone)).map((t) => t.intent)).toEqual(["confirm"]);

    // The next YES confirms the next one.
    await reply(customer.phone, "y");
    expect((await rowOf(later.id)).confirmedAt).not.toBeNull();
  });

  it("is an ordinary message in the inbox when there is nothing to confirm, and answers nothing", async () => {
    const customer = await texting();
    const cancelled = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-02", time: "09:00" });
    await app.db.update(appointments).set({ status: AppointmentStatus.Cancelled, cancelledAt: clock.now() }).where(eq(appointments.id, cancelled.id));
    expect((await reply(customer.phone, "YES")).statusCode).toBe(200);
    expect((await inboundOf(customer.phone)).map((t) => ({ body: t.body, intent: t.intent, customerId: t.customerId }))).toEqual([
      { body: "YES", intent: "message", customerId: customer.id },
    ]);
    expect(await textsOf(customer.id)).toHaveLength(0);
    expect((await rowOf(cancelled.id)).confirmedAt).toBeNull();
    // From a number no customer holds, likewise.
    expect((await reply("5550107777", "yes")).statusCode).toBe(200);
    expect((await inboundOf("5550107777")).map((t) => t.intent)).toEqual(["message"]);
  });

  it("confirms once when the provider delivers the same YES twice", async () => {
    const customer = await texting();
    const first = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-02", time: "09:00" });
    const second = await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-03", time: "09:00" });
    const text = inboundText(`+1${digits(customer.phone)}`, "YES");
    await Promise.all([postSigned(app, "/api/webhooks/sms", text), postSigned(app, "/api/webhooks/sms", text)]);
    expect((await rowOf(first.id)).confirmedAt).not.toBeNull();
    expect((await rowOf(second.id)).confirmedAt).toBeNull();
    expect(await textsOf(customer.id)).toHaveLength(1);
  });

  it("keeps STOP, START and HELP as they were", async () => {
    const customer = await texting();
    await insertAppointment(app, { customerId: customer.id, productId: washId, date: "2026-06-02", time: "09:00" });
    await reply(customer.phone, "STOP");
    await reply(customer.phone, "HELP");
    await reply(customer.phone, "START");
    expect((await inboundOf(customer.phone)).map((t) => t.intent)).toEqual(["optOut", "help", "optIn"]);
  });
});
