import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import {
  ActivityAction,
  AppointmentStatus,
  ItemKind,
  NotificationTrigger,
  Recurrence,
  ServiceMode,
  type Appointment,
  type AppointmentCalendar,
  type AppointmentItem,
  type AppointmentPage,
  type Customer,
  type FreeSlots,
} from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, appointments, outbox, settings } from "../../platform/db/schema";
import { recordConsentChange } from "../../platform/outbox/sms-consent";
import { createCustomer, sedan } from "../customers/customer-fixtures";
import { insertProduct, nyExclusiveTax } from "../sales/sale-fixtures";
import { bookAppointment, postAppointment, setAppointmentSettings } from "./appointment-fixtures";

// The shop's clock is New York's; the test starts on Monday 1 June 2026 at 8:00 AM there, the
// default hours are 8 AM to 6 PM every day, and one bay until a test sets more.
const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
let app: TestApp;
let owner: string;
let cashier: string;
let customer: Customer;
let quiet: Customer;
let wash: Awaited<ReturnType<typeof insertProduct>>;
let wax: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  customer = await createCustomer(app, owner, {
    name: "Sam Suv",
    email: "sam@example.com",
    alert: { sms: true, email: true, noReviewSms: false },
    vehicles: [{ ...sedan, type: "SUV", make: "Toyota", model: "RAV4", year: "2022", tag: "" }],
  });
  // Texts and e-mails off: nothing is ever queued to this customer.
  quiet = await createCustomer(app, owner, { name: "Quinn Quiet", email: "quinn@example.com", alert: { sms: false, email: false, noReviewSms: false } });
  // A wash: an hour, $20.00 ($28.00 for an SUV), 8.875 % on top; a wax: 30 minutes, $15.00.
  wash = await insertProduct(app, {
    kind: ItemKind.Service,
    name: "Full Wash",
    price: 2000,
    vehiclePrices: { SUV: 2800 },
    durationMinutes: 60,
    ...nyExclusiveTax,
  });
  wax = await insertProduct(app, { kind: ItemKind.Service, name: "Hand Wax", price: 1500, durationMinutes: 30 });
  // The shop's own number and address, for the staff notice (AdminAppointment).
  await app.db.insert(settings).values({ key: "website", value: { phone: "(555) 010-0100", email: "desk@shop.test" } });
});
afterAll(() => app.close());

const suvBooking = (overrides: Record<string, unknown> = {}) => ({
  customerId: customer.id,
  vehicleId: customer.vehicles[0]!.id,
  lines: [
    { productId: wash.id, quantity: 1 },
    { productId: wax.id, quantity: 1 },
  ],
  date: "2026-06-02",
  time: "10:00",
  ...overrides,
});

async function messagesOf(appointmentId: string) {
  return app.db
    .select({ channel: outbox.channel, recipient: outbox.recipient, body: outbox.body, subject: outbox.subject, origin: outbox.origin, status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.entity, "appointment"), eq(outbox.entityId, appointmentId)))
    .orderBy(asc(outbox.id));
}

async function activitiesOf(appointmentId: string) {
  const rows = await app.db
    .select({ action: activityLogs.action })
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, "appointment"), eq(activityLogs.entityId, appointmentId)))
    .orderBy(activityLogs.id);
  return rows.map((r) => r.action);
}

const get = async <T>(url: string, token = owner) => {
  const { response, envelope } = await call(app, "GET", url, { token });
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as T;
};

describe("POST /api/appointments", () => {
  it("prices the lines as the counter would for the SUV, takes its length from their durations, and texts and e-mails the customer and the shop", async () => {
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const { response, envelope } = await postAppointment(app, owner, suvBooking({ notes: "Back seat dog hair", serviceMode: ServiceMode.DropOff }));
    expect(response.statusCode, envelope.message).toBe(200);
    expect(envelope.message).toBe("Appointment booked.");
    const booked = envelope.body as Appointment;
    expect(booked).toMatchObject({
      status: AppointmentStatus.Pending,
      confirmed: false,
      customer: { id: customer.id, name: "Sam Suv" },
      vehicleType: "SUV",
      serviceMode: ServiceMode.DropOff,
      date: "2026-06-02",
      time: "10:00",
      // 10:00 in New York in June is 14:00 UTC; an hour and a half.
      start: "2026-06-02T14:00:00.000Z",
      end: "2026-06-02T15:30:00.000Z",
      durationMinutes: 90,
      bay: null,
      source: "staff",
      series: null,
      notes: "Back seat dog hair",
      // $28.00 + 8.875 % = $30.49 for the wash, $15.00 for the wax.
      amount: 4549,
      createdBy: { name: "Owner Tester" },
    });
    expect(booked.lines.map((l) => [l.name, l.unitPrice, l.subTotal, l.durationMinutes])).toEqual([
      ["Full Wash", 2800, 3049, 60],
      ["Hand Wax", 1500, 1500, 30],
    ]);
    expect(publish).toHaveBeenCalledWith({ entity: "appointments", id: booked.id, action: "New" });
    publish.mockRestore();
    expect(await activitiesOf(booked.id)).toEqual([ActivityAction.New]);

    const sent = await messagesOf(booked.id);
    expect(sent.map((m) => [m.channel, m.recipient, m.origin])).toEqual([
      ["sms", customer.phone, "automated"],
      ["email", "sam@example.com", "automated"],
      ["sms", "5550100100", "automated"],
      ["email", "desk@shop.test", "automated"],
    ]);
    expect(sent[0]!.body).toContain("your appointment on Tue 02 Jun, 2026 at 10:00 AM is booked");
    expect(sent[2]!.body).toBe("New appointment: Sam Suv, Full Wash, Hand Wax, Tue 02 Jun, 2026 at 10:00 AM.");

    expect(await get<Appointment>(`/api/appointments/${booked.id}`)).toEqual(booked);
  });

  it("queues nothing to a customer who takes no texts or e-mails, nor a text to one who texted STOP", async () => {
    const waxFor = (customerId: string, time: string) => ({
      customerId,
      vehicleType: "Sedan" as const,
      lines: [{ productId: wax.id, quantity: 1 }],
      date: "2026-06-03",
      time,
    });
    const booked = await bookAppointment(app, owner, waxFor(quiet.id, "09:00"));
    expect((await messagesOf(booked.id)).map((m) => m.recipient)).toEqual(["5550100100", "desk@shop.test"]);

    const stopped = await createCustomer(app, owner, {
      name: "Stella Stop",
      email: "stella@example.com",
      alert: { sms: true, email: true, noReviewSms: false },
    });
    await recordConsentChange(app.db, { customerId: stopped.id, channel: "sms", phone: stopped.phone, optedIn: false, source: "inbound", at: clock.now() });
    const hers = await bookAppointment(app, owner, waxFor(stopped.id, "10:00"));
    expect((await messagesOf(hers.id)).map((m) => [m.channel, m.recipient])).toEqual([
      ["email", "stella@example.com"],
      ["sms", "5550100100"],
      ["email", "desk@shop.test"],
    ]);
    // A template the shop turned off sends nothing on its channel.
    const off = await call(app, "PUT", `/api/settings/message-templates/${NotificationTrigger.AfterAppointmentMade}/email`, {
      token: owner,
      body: { enabled: false, subject: "x", body: "<p>x</p>" },
    });
    expect(off.response.statusCode, off.envelope.message).toBe(200);
    const third = await bookAppointment(app, owner, waxFor(stopped.id, "11:00"));
    expect((await messagesOf(third.id)).map((m) => m.recipient)).toEqual(["5550100100", "desk@shop.test"]);
  });

  it("keeps the length given by hand, and refuses what hours and the bay do not allow, naming the clash", async () => {
    const resized = await bookAppointment(app, owner, suvBooking({ date: "2026-06-04", time: "09:00", durationMinutes: 30 }));
    expect(resized).toMatchObject({ durationMinutes: 30, end: "2026-06-04T13:30:00.000Z" });
    const clash = await postAppointment(app, owner, suvBooking({ date: "2026-06-04", time: "08:45" }));
    expect(clash.response.statusCode).toBe(409);
    expect(clash.envelope.code).toBe("appointment.doesNotFit");
    expect(clash.envelope.message).toBe("The bay is booked at 9:00 AM.");
    const late = await postAppointment(app, owner, suvBooking({ date: "2026-06-04", time: "17:00" }));
    expect(late.response.statusCode).toBe(409);
    expect(late.envelope.message).toBe("We are open 8:00 AM to 6:00 PM on Thursdays. Choose a time within these hours.");
    const past = await postAppointment(app, owner, suvBooking({ date: "2026-05-31" }));
    expect(past.response.statusCode).toBe(400);
    expect(past.envelope.code).toBe("appointment.inThePast");
    // Back to back is no clash.
    expect((await postAppointment(app, owner, suvBooking({ date: "2026-06-04", time: "09:30" }))).response.statusCode).toBe(200);
  });

  it("holds as many at once as there are bays, and a named bay once", async () => {
    await setAppointmentSettings(app, owner, { bays: ["Wash bay", "Detail bay"] });
    await bookAppointment(app, owner, suvBooking({ date: "2026-06-05", time: "11:00", bay: "Detail bay" }));
    const sameBay = await postAppointment(app, owner, suvBooking({ date: "2026-06-05", time: "12:00", bay: "Detail bay" }));
    expect(sameBay.envelope.message).toBe("Detail bay is booked at 12:00 PM.");
    await bookAppointment(app, owner, suvBooking({ date: "2026-06-05", time: "11:30" }));
    const third = await postAppointment(app, owner, suvBooking({ date: "2026-06-05", time: "12:00" }));
    expect(third.response.statusCode).toBe(409);
    expect(third.envelope.message).toBe("All 2 bays are booked at 12:00 PM.");
    const unknown = await postAppointment(app, owner, suvBooking({ date: "2026-06-05", time: "15:00", bay: "Bay 9" }));
    expect(unknown.envelope.message).toBe("There is no bay named Bay 9.");
    await setAppointmentSettings(app, owner, { bays: 1 });
  });

  it("refuses a vehicle of another customer and a customer that does not exist", async () => {
    const other = await postAppointment(app, owner, suvBooking({ customerId: quiet.id }));
    expect(other.response.statusCode).toBe(400);
    expect(other.envelope.code).toBe("appointment.vehicleNotCustomers");
    const gone = await postAppointment(app, owner, suvBooking({ customerId: "7f0c1f44-0000-4000-8000-000000000000", vehicleId: null }));
    expect(gone.envelope.code).toBe("appointment.customerGone");
  });

  it("answers the same appointment to a repeated Idempotency-Key", async () => {
    const body = suvBooking({ date: "2026-06-06", time: "08:00" });
    const first = await postAppointment(app, owner, body, "same-booking");
    const again = await postAppointment(app, owner, body, "same-booking");
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect((again.envelope.body as Appointment).id).toBe((first.envelope.body as Appointment).id);
    expect(await app.db.$count(appointments, eq(appointments.businessDate, "2026-06-06"))).toBe(1);
  });
});

describe("series", () => {
  it("repeats every week at the same wall-clock time across the November change, and refuses a series one of whose dates clashes, naming it", async () => {
    // 10:00 in New York is 14:00 UTC in daylight time and 15:00 UTC once clocks fall back on 1 November.
    const first = await bookAppointment(app, owner, suvBooking({ date: "2026-10-27", time: "10:00", repeat: { recurrence: Recurrence.EveryWeek, count: 3 } }));
    expect(first.series).toMatchObject({ recurrence: Recurrence.EveryWeek, index: 1, count: 3 });
    const rows = await app.db
      .select({ date: appointments.businessDate, time: appointments.startTime, start: appointments.startAt })
      .from(appointments)
      .where(eq(appointments.seriesId, first.series!.id))
      .orderBy(asc(appointments.seriesIndex));
    expect(rows.map((r) => [r.date, r.time, r.start.toISOString()])).toEqual([
      ["2026-10-27", "10:00", "2026-10-27T14:00:00.000Z"],
      ["2026-11-03", "10:00", "2026-11-03T15:00:00.000Z"],
      ["2026-11-10", "10:00", "2026-11-10T15:00:00.000Z"],
    ]);
    // One text about the booking, not one per visit.
    expect((await messagesOf(first.id)).filter((m) => m.recipient === customer.phone)).toHaveLength(1);

    const before = await app.db.$count(appointments);
    const clash = await postAppointment(app, owner, suvBooking({ date: "2026-10-20", time: "10:30", repeat: { recurrence: Recurrence.EveryWeek, count: 4 } }));
    expect(clash.response.statusCode).toBe(409);
    expect(clash.envelope.message).toBe("27 Oct, 2026: The bay is booked at 10:30 AM.");
    expect(await app.db.$count(appointments)).toBe(before);
  });

  it("moves and cancels this and every later one with scope future, leaving the earlier ones", async () => {
    const first = await bookAppointment(
      app,
      owner,
      suvBooking({ date: "2026-07-01", time: "09:00", repeat: { recurrence: Recurrence.EveryOtherWeek, until: "2026-08-12" } }),
    );
    expect(first.series?.count).toBe(4);
    const ids = (
      await app.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.seriesId, first.series!.id)).orderBy(asc(appointments.seriesIndex))
    ).map((r) => r.id);
    const second = ids[1]!;

    const moved = await call(app, "PATCH", `/api/appointments/${second}`, { token: owner, body: { time: "13:00", scope: "future" } });
    expect(moved.response.statusCode, moved.envelope.message).toBe(200);
    expect(moved.envelope.body).toMatchObject({ date: "2026-07-15", time: "13:00", series: { index: 2, count: 4 } });
    const times = async () =>
      (
        await app.db
          .select({ date: appointments.businessDate, time: appointments.startTime, status: appointments.status })
          .from(appointments)
          .where(eq(appointments.seriesId, first.series!.id))
          .orderBy(asc(appointments.seriesIndex))
      ).map((r) => `${r.date} ${r.time} ${r.status}`);
    expect(await times()).toEqual(["2026-07-01 09:00 Pending", "2026-07-15 13:00 Pending", "2026-07-29 13:00 Pending", "2026-08-12 13:00 Pending"]);
    // The customer is told once, about the one moved.
    expect((await messagesOf(second)).filter((m) => m.channel === "sms" && m.recipient === customer.phone).map((m) => m.body)).toEqual([
      "WashDesk: your appointment is moved to Wed 15 Jul, 2026 at 1:00 PM.",
    ]);

    const third = ids[2]!;
    const cancelled = await call(app, "POST", `/api/appointments/${third}/cancel`, { token: owner, body: { scope: "future", reason: "Moving away" } });
    expect(cancelled.response.statusCode).toBe(200);
    expect(cancelled.envelope.body).toMatchObject({ status: AppointmentStatus.Cancelled });
    expect(await times()).toEqual(["2026-07-01 09:00 Pending", "2026-07-15 13:00 Pending", "2026-07-29 13:00 Cancelled", "2026-08-12 13:00 Cancelled"]);
    expect(await activitiesOf(ids[3]!)).toEqual([ActivityAction.Edit, ActivityAction.Cancel]);
  });
  it("moves a monthly series to the 31st: each later one on its month's last day when shorter, never in the next month", async () => {
    const first = await bookAppointment(app, owner, suvBooking({ date: "2026-07-28", time: "08:00", repeat: { recurrence: Recurrence.EveryMonth, count: 4 } }));
    const moved = await call(app, "PATCH", `/api/appointments/${first.id}`, { token: owner, body: { date: "2026-07-31", scope: "future" } });
    expect(moved.response.statusCode, moved.envelope.message).toBe(200);
    const dates = await app.db
      .select({ date: appointments.businessDate, time: appointments.startTime })
      .from(appointments)
      .where(eq(appointments.seriesId, first.series!.id))
      .orderBy(asc(appointments.seriesIndex));
    expect(dates.map((r) => `${r.date} ${r.time}`)).toEqual(["2026-07-31 08:00", "2026-08-31 08:00", "2026-09-30 08:00", "2026-10-31 08:00"]);
  });
});

describe("changes", () => {
  it("reschedules (a new time texts the customer), resizes, confirms once, then cancels; a cancelled one changes no more", async () => {
    const booked = await bookAppointment(app, owner, suvBooking({ date: "2026-06-09", time: "10:00" }));
    const moved = await call(app, "PATCH", `/api/appointments/${booked.id}`, { token: owner, body: { time: "14:00", durationMinutes: 120 } });
    expect(moved.response.statusCode, moved.envelope.message).toBe(200);
    expect(moved.envelope.body).toMatchObject({ time: "14:00", durationMinutes: 120, start: "2026-06-09T18:00:00.000Z", end: "2026-06-09T20:00:00.000Z" });
    const tooLong = await call(app, "PATCH", `/api/appointments/${booked.id}`, { token: owner, body: { time: "16:30" } });
    expect(tooLong.response.statusCode).toBe(409);

    // Notes alone are no reschedule: no text.
    await call(app, "PATCH", `/api/appointments/${booked.id}`, { token: owner, body: { notes: "Gate code 42" } });
    const confirmed = await call(app, "POST", `/api/appointments/${booked.id}/confirm`, { token: owner });
    expect(confirmed.envelope.body).toMatchObject({ confirmed: true, notes: "Gate code 42" });
    await call(app, "POST", `/api/appointments/${booked.id}/confirm`, { token: owner });
    const texts = (await messagesOf(booked.id)).filter((m) => m.channel === "sms" && m.recipient === customer.phone).map((m) => m.body);
    expect(texts).toEqual([
      expect.stringMatching(
        /^WashDesk: your appointment on Tue 09 Jun, 2026 at 10:00 AM is booked\. Confirm: http:\/\/localhost:\d+\/appointment\/[\w-]+\.[\w-]+$/,
      ),
      "WashDesk: your appointment is moved to Tue 09 Jun, 2026 at 2:00 PM.",
      "WashDesk: your appointment on Tue 09 Jun, 2026 at 2:00 PM is confirmed. See you then!",
    ]);

    const cancelled = await call(app, "POST", `/api/appointments/${booked.id}/cancel`, { token: owner, body: {} });
    expect(cancelled.envelope.body).toMatchObject({ status: AppointmentStatus.Cancelled });
    expect((await messagesOf(booked.id)).at(-2)!.body).toBe("WashDesk: your appointment on Tue 09 Jun, 2026 at 2:00 PM is cancelled.");
    expect(await activitiesOf(booked.id)).toEqual([ActivityAction.New, ActivityAction.Edit, ActivityAction.Edit, ActivityAction.Edit, ActivityAction.Cancel]);
    const again = await call(app, "PATCH", `/api/appointments/${booked.id}`, { token: owner, body: { notes: "x" } });
    expect(again.response.statusCode).toBe(409);
    expect(again.envelope.message).toBe("This appointment is cancelled; it can't change any more.");
    // Its bay is free again.
    expect((await postAppointment(app, owner, suvBooking({ date: "2026-06-09", time: "14:00" }))).response.statusCode).toBe(200);
  });

  it("prices the lines again when they change, and the length follows them unless it was set by hand", async () => {
    const booked = await bookAppointment(app, owner, suvBooking({ date: "2026-06-10", time: "08:00" }));
    const fewer = await call(app, "PATCH", `/api/appointments/${booked.id}`, { token: owner, body: { lines: [{ productId: wax.id, quantity: 2 }] } });
    expect(fewer.envelope.body).toMatchObject({ amount: 3000, durationMinutes: 60 });
  });
});

describe("reading", () => {
  it("answers today's appointments on the shop's clock, the calendar of a span with bays and hours, the list and the free times", async () => {
    const today = await bookAppointment(app, owner, suvBooking({ date: "2026-06-01", time: "15:00" }));
    const items = (await get<{ items: AppointmentItem[] }>("/api/appointments/today", cashier)).items;
    expect(items.map((i) => i.id)).toEqual([today.id]);
    expect(items[0]).toMatchObject({ customer: { name: "Sam Suv" }, vehicle: { label: "2022 Toyota RAV4" }, services: "Full Wash, Hand Wax", inSeries: false });

    const calendar = await get<AppointmentCalendar>("/api/appointments/calendar?from=2026-06-01&to=2026-06-02");
    expect(calendar).toMatchObject({ timeZone: "America/New_York", bays: ["Bay 1"], bayNamesSet: false });
    expect(calendar.days).toEqual([
      { date: "2026-06-01", closed: false, opens: "08:00", closes: "18:00" },
      { date: "2026-06-02", closed: false, opens: "08:00", closes: "18:00" },
    ]);
    expect(calendar.appointments.map((a) => a.date)).toEqual(["2026-06-01", "2026-06-02"]);
    const tooLong = await call(app, "GET", "/api/appointments/calendar?from=2026-06-01&to=2026-06-08", { token: owner });
    expect(tooLong.response.statusCode).toBe(400);
    expect(tooLong.envelope.code).toBe("appointment.spanTooLong");

    const page = await get<AppointmentPage>("/api/appointments?pageSize=2&to=2026-06-30");
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.date).toBe("2026-06-01");
    expect(page.total).toBeGreaterThan(5);
    const quinn = await get<AppointmentPage>("/api/appointments?text=quinn");
    expect(quinn.items.map((i) => i.customer.name)).toEqual(["Quinn Quiet"]);

    // Today from 8:00: the 90 minutes fit until 13:30 and again from 16:30 (the 15:00 booking holds the bay).
    const free = await get<FreeSlots>("/api/appointments/free-slots?date=2026-06-01&durationMinutes=90");
    const times = free.slots.map((s) => s.time);
    expect(times[0]).toBe("08:00");
    expect(times).toContain("13:30");
    expect(times).not.toContain("13:45");
    expect(times).toContain("16:30");
    expect(times.at(-1)).toBe("16:30");
    const ignoring = await get<FreeSlots>(`/api/appointments/free-slots?date=2026-06-01&durationMinutes=90&ignoreId=${today.id}`);
    expect(ignoring.slots.map((s) => s.time)).toContain("15:00");
  });

  it("keeps the settings, and lets only those who may read them", async () => {
    await setAppointmentSettings(app, owner, { bays: 3, reminderHours: 12 });
    expect(await get("/api/settings/appointments")).toEqual({ bays: 3, reminderHours: 12, missedAfterMinutes: 30, onlineBooking: true, bookingDaysAhead: 30 });
    expect((await call(app, "GET", "/api/settings/appointments", { token: cashier })).response.statusCode).toBe(403);
    await setAppointmentSettings(app, owner, { bays: 1 });
  });

  it("moves upcoming appointments with their bay when bays are renamed, reordered or removed", async () => {
    await setAppointmentSettings(app, owner, { bays: ["Wash", "Detail"] });
    const inWash = await bookAppointment(app, owner, suvBooking({ date: "2026-06-22", time: "09:00", bay: "Wash" }));
    const inDetail = await bookAppointment(app, owner, suvBooking({ date: "2026-06-22", time: "09:00", bay: "Detail" }));
    const bayOf = async (id: string) => (await get<Appointment>(`/api/appointments/${id}`)).bay;

    // Put in another order: each bay keeps its appointments by name.
    await setAppointmentSettings(app, owner, { bays: ["Detail", "Wash"] });
    expect([await bayOf(inWash.id), await bayOf(inDetail.id)]).toEqual(["Wash", "Detail"]);
    // "Detail" renamed "Express" and "Wash" removed: the removed bay's appointment is held in no bay in particular.
    await setAppointmentSettings(app, owner, { bays: ["Express"] });
    expect([await bayOf(inWash.id), await bayOf(inDetail.id)]).toEqual([null, "Express"]);
    await setAppointmentSettings(app, owner, { bays: 1 });
  });

  it("keeps the calendar from a cashier, who reads today's only", async () => {
    expect((await call(app, "GET", "/api/appointments/calendar?from=2026-06-01&to=2026-06-01", { token: cashier })).response.statusCode).toBe(403);
    expect((await postAppointment(app, cashier, suvBooking({ date: "2026-06-20" }))).response.statusCode).toBe(403);
  });
});
