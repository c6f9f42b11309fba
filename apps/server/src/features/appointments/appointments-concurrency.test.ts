import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ItemKind, type Appointment, type Customer } from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { appointments } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { insertProduct } from "../sales/sale-fixtures";
import { bookAppointment, postAppointment, setAppointmentSettings } from "./appointment-fixtures";

// On PGlite (one connection) these run one after another; the server-pg project runs them truly at
// once on PostgreSQL, where the bookings lock is what keeps two cars out of one bay.
const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
let app: TestApp;
let owner: string;
let customer: Customer;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  customer = await createCustomer(app, owner, { name: "Race Car" });
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Full Wash", price: 2000, durationMinutes: 60 });
  await setAppointmentSettings(app, owner, { bays: 2 });
});
afterAll(() => app.close());

const booking = (date: string, time: string) => ({
  customerId: customer.id,
  vehicleType: "Sedan" as const,
  lines: [{ productId: wash.id, quantity: 1 }],
  date,
  time,
});

const pendingAt = (date: string) => app.db.$count(appointments, and(eq(appointments.businessDate, date), eq(appointments.status, "Pending")));

describe("bookings at once", () => {
  it("gives the last free bay to exactly one of two bookings sent together; the other is told the clash", async () => {
    await bookAppointment(app, owner, booking("2026-06-02", "10:00"));
    const results = await Promise.all([
      postAppointment(app, owner, booking("2026-06-02", "10:00")),
      postAppointment(app, owner, booking("2026-06-02", "10:30")),
    ]);
    const codes = results.map((r) => r.response.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = results.find((r) => r.response.statusCode === 409)!;
    expect(refused.envelope.code).toBe("appointment.doesNotFit");
    expect(refused.envelope.message).toMatch(/^All 2 bays are booked at 10:(00|30) AM\.$/);
    expect(await pendingAt("2026-06-02")).toBe(2);
  });

  it("lets one of ten bookings for the same free time through, and a move into it waits its turn too", async () => {
    await bookAppointment(app, owner, booking("2026-06-03", "14:00"));
    const elsewhere = await bookAppointment(app, owner, booking("2026-06-03", "08:00"));
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => postAppointment(app, owner, booking("2026-06-03", "14:00"))),
      call(app, "PATCH", `/api/appointments/${elsewhere.id}`, { token: owner, body: { time: "14:00" } }),
    ]);
    expect(results.filter((r) => r.response.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.response.statusCode === 409)).toHaveLength(10);
    const holding = await app.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.businessDate, "2026-06-03"), eq(appointments.startTime, "14:00"), eq(appointments.status, "Pending")));
    expect(holding).toHaveLength(2);
    const winner = results.find((r) => r.response.statusCode === 200)!.envelope.body as Appointment;
    expect(holding.map((h) => h.id)).toContain(winner.id);
  });
});
