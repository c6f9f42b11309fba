import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, asc, eq, isNull } from "drizzle-orm";
import {
  AppointmentStatus,
  appointmentRefusals,
  bookingRefusals,
  ItemKind,
  type BookingCatalog,
  type BookingInput,
  type BookingSlots,
  type PublicAppointment,
  type RealtimeHint,
} from "@washdesk/domain";
import { manualClock, recordHints, addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { appointments, consentChanges, customers, outbox } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { insertProduct } from "../sales/sale-fixtures";
import { bookableService, insertAppointment, storeAppointmentSettings, storeSettings } from "./appointment-fixtures";

// Each test starts on Monday 1 June 2026, 10:00 in New York (the shop's time zone).
const START = new Date("2026-06-01T14:00:00Z").getTime();
const clock = manualClock(new Date(START));
let app: TestApp;
let owner: string;
const ids = { wash: "", combo: "", notOnline: "", inactive: "", standard: "", noDuration: "", deleted: "" };
let hints: RealtimeHint[] = [];
let nextPhone = 0;
/** A number no customer of this file holds yet. */
const newPhone = () => `(555) 011-${String((nextPhone += 1)).padStart(4, "0")}`;
const digits = (phone: string) => phone.replace(/\D/g, "").slice(-10);

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { loginRateLimitPerMinute: 10_000 } });
  owner = await signIn(app, await addUser(app, "Owner"));
  ids.wash = (await bookableService(app, { name: "Exterior Wash", description: "Foam and rinse", vehiclePrices: { SUV: 6500 }, cost: 4321 })).id;
  ids.combo = (await bookableService(app, { kind: ItemKind.Combo, name: "Wash and Wax", price: 9000, durationMinutes: 90 })).id;
  ids.notOnline = (await bookableService(app, { name: "Engine Bay Secret", bookableOnline: false })).id;
  ids.inactive = (await bookableService(app, { name: "Retired Polish", active: false })).id;
  ids.standard = (await insertProduct(app, { name: "Air Freshener", bookableOnline: true, durationMinutes: 15 })).id;
  ids.noDuration = (await bookableService(app, { name: "Timeless Shine", durationMinutes: null })).id;
  ids.deleted = (await bookableService(app, { name: "Gone Ceramic", deletedAt: new Date(START) })).id;
  await storeSettings(app, "utility", { businessName: "Sparkle Wash" });
  await storeSettings(app, "website", { phone: "(555) 010-2000" });
  hints = recordHints(app);
});
afterAll(() => app.close());
beforeEach(async () => {
  clock.set(START);
  await app.db.update(appointments).set({ status: AppointmentStatus.Cancelled });
  await app.db.delete(outbox);
  await storeAppointmentSettings(app, { bays: 1, onlineBooking: true, bookingDaysAhead: 30 });
  hints.length = 0;
});

const catalog = () => call(app, "GET", "/api/public/booking");
const slots = (date: string, productIds: string[], vehicleType = "Sedan") =>
  call(app, "GET", `/api/public/booking/slots?date=${date}&vehicleType=${vehicleType}&productIds=${productIds.join(",")}`);
const book = (body: Partial<BookingInput> = {}, ip?: string) =>
  call(app, "POST", "/api/public/booking", {
    ip,
    body: { vehicleType: "SUV", productIds: [ids.wash], date: "2026-06-02", time: "11:00", name: "ana lima", phone: newPhone(), smsConsent: true, ...body },
  });
const customerByPhone = async (phone: string) =>
  (
    await app.db
      .select()
      .from(customers)
      .where(and(eq(customers.phone, digits(phone)), isNull(customers.deletedAt)))
  )[0];
const textsTo = (phone: string) =>
  app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, digits(phone)), eq(outbox.channel, "sms")))
    .orderBy(asc(outbox.id));
const appointmentsOf = (customerId: string) =>
  app.db
    .select()
    .from(appointments)
    .where(and(eq(appointments.customerId, customerId), eq(appointments.status, AppointmentStatus.Pending)));

describe("the booking page's catalog", () => {
  it("shows the shop, the dates it books and only the services bookable online, with their public prices per vehicle type", async () => {
    const { response, envelope } = await catalog();
    expect(response.statusCode, envelope.message).toBe(200);
    const body = envelope.body as BookingCatalog;
    expect(body).toMatchObject({
      shop: { name: "Sparkle Wash", phone: "(555) 010-2000", logoUrl: null },
      open: true,
      timeZone: "America/New_York",
      firstDate: "2026-06-01",
      lastDate: "2026-07-01",
    });
    expect(body.vehicleTypes.map((t) => t.value)).toEqual(["Sedan", "SUV", "LargeSUV", "LargePickup", "Van"]);
    expect(body.services.map((s) => s.id).sort()).toEqual([ids.wash, ids.combo].sort());
    const wash = body.services.find((s) => s.id === ids.wash)!;
    expect(wash).toMatchObject({ name: "Exterior Wash", description: "Foam and rinse", durationMinutes: 60 });
    expect(wash.prices).toContainEqual({ vehicleType: "SUV", price: 6500 });
    expect(wash.prices).toContainEqual({ vehicleType: "Sedan", price: 5000 });
    expect(body.services.find((s) => s.id === ids.combo)!.prices.every((p) => p.price === 9000)).toBe(true);
    // Nothing of what the shop keeps to itself.
    for (const hidden of ["Engine Bay Secret", "Retired Polish", "Air Freshener", "Timeless Shine", "Gone Ceramic", "cost", ":4321"]) {
      expect(response.body).not.toContain(hidden);
    }
  });

  it("says when online booking is off, and offers nothing", async () => {
    await storeAppointmentSettings(app, { onlineBooking: false });
    const body = (await catalog()).envelope.body as BookingCatalog;
    expect(body.open).toBe(false);
    expect(body.services).toEqual([]);
  });
});

describe("the free start times", () => {
  it("offers only the times a bay is free for the whole length, on the day's hours", async () => {
    const customer = await createCustomer(app, owner);
    await insertAppointment(app, { customerId: customer.id, productId: ids.wash, date: "2026-06-02", time: "10:00" });
    const { response, envelope } = await slots("2026-06-02", [ids.wash]);
    expect(response.statusCode, envelope.message).toBe(200);
    const body = envelope.body as BookingSlots;
    expect(body.durationMinutes).toBe(60);
    const times = body.slots.map((s) => s.time);
    expect(times[0]).toBe("08:00");
    expect(times.at(-1)).toBe("17:00");
    expect(times).toContain("09:00");
    expect(times).toContain("11:00");
    for (const taken of ["09:15", "09:30", "10:00", "10:45"]) expect(times).not.toContain(taken);
    expect(body.slots.find((s) => s.time === "11:00")!.start).toBe("2026-06-02T15:00:00.000Z");
    // Two services: their lengths add up.
    expect(((await slots("2026-06-02", [ids.wash, ids.combo])).envelope.body as BookingSlots).durationMinutes).toBe(150);
  });

  it("offers no time that has passed today", async () => {
    const times = ((await slots("2026-06-01", [ids.wash])).envelope.body as BookingSlots).slots.map((s) => s.time);
    expect(times[0]).toBe("10:00");
  });

  it("refuses a service not bookable online, a day past the days ahead, and a closed page", async () => {
    const hidden = await slots("2026-06-02", [ids.notOnline]);
    expect(hidden.response.statusCode).toBe(400);
    expect(hidden.envelope.code).toBe(bookingRefusals.serviceUnavailable.code);
    const far = await slots("2026-07-02", [ids.wash]);
    expect(far.response.statusCode).toBe(400);
    expect(far.envelope).toMatchObject({ code: bookingRefusals.tooFarAhead.code, message: "Book at most 30 days ahead." });
    await storeAppointmentSettings(app, { onlineBooking: false });
    expect((await slots("2026-06-02", [ids.wash])).envelope.code).toBe(bookingRefusals.closed.code);
  });
});

describe("booking online", () => {
  it("books a Pending appointment for a new customer, with their consent to texts, and texts them and the shop", async () => {
    const phone = newPhone();
    const { response, envelope } = await book({ phone, notes: "White SUV" });
    expect(response.statusCode, envelope.message).toBe(200);
    const answer = envelope.body as PublicAppointment;
    expect(answer).toMatchObject({
      shop: { name: "Sparkle Wash" },
      status: AppointmentStatus.Pending,
      confirmed: false,
      when: "Tue 02 Jun, 2026 at 11:00 AM",
      services: [{ name: "Exterior Wash", amount: 6500 }],
      amount: 6500,
    });
    expect(answer.confirmToken).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

    const customer = (await customerByPhone(phone))!;
    expect(customer).toMatchObject({ name: "Ana Lima", alertSms: true, addedBy: null });
    const consent = await app.db.select().from(consentChanges).where(eq(consentChanges.customerId, customer.id));
    expect(consent).toEqual([expect.objectContaining({ channel: "sms", optedIn: true, source: "bookingForm", byUser: null })]);
    const [row] = await appointmentsOf(customer.id);
    expect(row).toMatchObject({ source: "online", vehicleType: "SUV", notes: "White SUV", confirmedAt: null, amount: 6500 });

    const [made] = await textsTo(phone);
    expect(made!.body).toBe(
      `Sparkle Wash: your appointment on Tue 02 Jun, 2026 at 11:00 AM is booked. Confirm: http://localhost:${app.deps.config.port}/appointment/${answer.confirmToken}`,
    );
    const [admin] = await textsTo("5550102000");
    expect(admin!.body).toBe("New appointment: Ana Lima, Exterior Wash, Tue 02 Jun, 2026 at 11:00 AM.");
    expect(hints).toContainEqual({ entity: "appointments", id: row!.id, action: "New" });

    // Its link opens and confirms it.
    const confirmed = await call(app, "POST", `/api/public/appointments/${answer.confirmToken}/confirm`);
    expect(confirmed.envelope.body).toMatchObject({ confirmed: true });
  });

  it("texts the customer nothing without their consent, and changes nothing of a customer already on file", async () => {
    const phone = newPhone();
    await book({ phone, smsConsent: false });
    const customer = (await customerByPhone(phone))!;
    expect(customer.alertSms).toBe(false);
    expect(await textsTo(phone)).toHaveLength(0);
    expect(await textsTo("5550102000")).toHaveLength(1);

    const known = await createCustomer(app, owner, { name: "Bea Known", alert: { sms: false, email: false, noReviewSms: false } });
    const again = await book({ phone: known.phone, name: "someone else", time: "14:00", smsConsent: false });
    expect(again.response.statusCode, again.envelope.message).toBe(200);
    expect(await appointmentsOf(known.id)).toHaveLength(1);
    expect((await customerByPhone(known.phone))!.name).toBe("Bea Known");
  });

  it("books once when the same request is sent again", async () => {
    const phone = newPhone();
    const body = { phone, time: "13:00" };
    const [first, second] = await Promise.all([book(body), book(body)]);
    expect(first.response.statusCode, first.envelope.message).toBe(200);
    expect(second.response.statusCode, second.envelope.message).toBe(200);
    expect(second.envelope.body).toEqual(first.envelope.body);
    const third = await book(body);
    expect(third.envelope.body).toEqual(first.envelope.body);
    const customer = (await customerByPhone(phone))!;
    expect(await appointmentsOf(customer.id)).toHaveLength(1);
    expect(await textsTo(phone)).toHaveLength(1);
  });

  it("refuses a time already taken, and books the last bay once when two customers ask at once", async () => {
    expect((await book({ time: "11:00" })).response.statusCode).toBe(200);
    const taken = await book({ time: "11:30" });
    expect(taken.response.statusCode).toBe(409);
    expect(taken.envelope).toMatchObject({ code: bookingRefusals.slotTaken.code, message: bookingRefusals.slotTaken.message });
    const offGrid = await book({ time: "15:07" });
    expect(offGrid.envelope.code).toBe(bookingRefusals.slotTaken.code);

    const race = await Promise.all([book({ time: "15:00" }), book({ time: "15:00" })]);
    expect(race.map((r) => r.response.statusCode).sort()).toEqual([200, 409]);
    const atThree = await app.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.status, AppointmentStatus.Pending), eq(appointments.startTime, "15:00")));
    expect(atThree).toHaveLength(1);
  });

  it("refuses when booking is off, a service is not bookable online, the day is too far ahead or has passed", async () => {
    const cases: [Partial<BookingInput>, number, string][] = [
      [{ productIds: [ids.notOnline] }, 400, bookingRefusals.serviceUnavailable.code],
      [{ productIds: [ids.wash, ids.standard] }, 400, bookingRefusals.serviceUnavailable.code],
      [{ productIds: [ids.inactive] }, 400, bookingRefusals.serviceUnavailable.code],
      [{ date: "2026-07-02" }, 400, bookingRefusals.tooFarAhead.code],
      [{ date: "2026-05-31" }, 400, appointmentRefusals.inThePast.code],
      [{ date: "2026-06-01", time: "09:00" }, 400, appointmentRefusals.inThePast.code],
    ];
    for (const [body, status, code] of cases) {
      const refused = await book(body);
      expect(refused.response.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.envelope.code, JSON.stringify(body)).toBe(code);
    }
    await storeAppointmentSettings(app, { onlineBooking: false });
    const closed = await book();
    expect(closed.response.statusCode).toBe(409);
    expect(closed.envelope).toMatchObject({ code: bookingRefusals.closed.code, message: bookingRefusals.closed.message });
  });
});

describe("the limit per address", () => {
  it("answers 429 past the limit, to that address only", async () => {
    const limited = await createTestApp({ clock: clock.now, config: { loginRateLimitPerMinute: 3 } });
    try {
      const get = (ip: string) => call(limited, "GET", "/api/public/booking", { ip });
      for (let i = 0; i < 3; i++) expect((await get("10.9.9.9")).response.statusCode).toBe(200);
      const blocked = await get("10.9.9.9");
      expect(blocked.response.statusCode).toBe(429);
      expect(blocked.envelope).toMatchObject({ code: bookingRefusals.tooMany.code, message: bookingRefusals.tooMany.message });
      expect((await get("10.9.9.10")).response.statusCode).toBe(200);
      const posts = [];
      for (let i = 0; i < 4; i++) posts.push(await call(limited, "POST", "/api/public/booking", { ip: "10.9.9.11", body: {} }));
      expect(posts.map((p) => p.response.statusCode)).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
