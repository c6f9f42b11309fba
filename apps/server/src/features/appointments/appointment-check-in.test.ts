import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ActivityAction,
  AppointmentStatus,
  ItemKind,
  OrderStatus,
  PaymentMethod,
  ServiceMode,
  TaxMethod,
  TaxType,
  DiscountType,
  type AppointmentCheckedIn,
  type Customer,
  type OpenTicketPage,
  type Sale,
} from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, appointmentLines, appointments, sales } from "../../platform/db/schema";
import { createCustomer, sedan } from "../customers/customer-fixtures";
import { insertProduct, keyed, postPayment } from "../sales/sale-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";

let app: TestApp;
let owner: string;
let cashier: string;
let drawer: string;
let customer: Customer;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  drawer = (await openRegister(app, owner, (await insertRegister(app, "Counter")).id, 10_000)).id;
  customer = await createCustomer(app, owner, { name: "Dana Reyes", vehicles: [{ ...sedan, type: "SUV", make: "Toyota", model: "RAV4" }] });
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Full Detail", price: 2000, vehiclePrices: { SUV: 2800 } });
});
afterAll(() => app.close());

/** A Pending appointment booked at yesterday's price (2500): check-in prices its ticket again. */
async function bookAppointment(values: Partial<typeof appointments.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(appointments)
    .values({
      customerId: customer.id,
      vehicleId: customer.vehicles[0]!.id,
      vehicleType: "SUV",
      serviceMode: ServiceMode.DropOff,
      notes: "Dog hair in the back",
      startAt: new Date("2026-06-01T14:30:00Z"),
      endAt: new Date("2026-06-01T16:30:00Z"),
      businessDate: "2026-06-01",
      startTime: "10:30",
      durationMinutes: 120,
      subTotal: 2500,
      discountTotal: 0,
      taxTotal: 0,
      includedTaxTotal: 0,
      amount: 2500,
      ...values,
    })
    .returning();
  const line = {
    kind: ItemKind.Service,
    name: "Full Detail",
    quantity: 1,
    unitPrice: 2500,
    discountType: DiscountType.NoDiscount,
    discountRate: 0,
    taxType: TaxType.NoTax,
    taxMethod: TaxMethod.Exclusive,
    taxRate: 0,
    unitDiscount: 0,
    unitTax: 0,
    discountTotal: 0,
    netTotal: 2500,
    taxTotal: 0,
    includedTaxTotal: 0,
    subTotal: 2500,
  };
  await app.db.insert(appointmentLines).values({ ...line, appointmentId: row!.id, position: 1, productId: wash.id, durationMinutes: 120 });
  return row!;
}

const checkIn = (id: string, key?: string, token = cashier) =>
  call(app, "POST", `/api/appointments/${id}/check-in`, { token, body: { registerSessionId: drawer }, headers: keyed(key) });

async function appointmentRow(id: string) {
  const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

describe("POST /api/appointments/:id/check-in", () => {
  it("opens a parked ticket with the customer, vehicle, service mode and lines priced now", async () => {
    const booked = await bookAppointment();
    const { response, envelope } = await checkIn(booked.id);
    expect(response.statusCode, envelope.message).toBe(200);
    const body = envelope.body as AppointmentCheckedIn;
    expect(envelope.message).toBe(`Checked in to ticket #${body.sale.number}.`);
    expect(body.appointment).toMatchObject({ id: booked.id, status: AppointmentStatus.Pending, sale: body.sale });
    expect(body.appointment.checkedInAt).not.toBeNull();

    const sale = (await call(app, "GET", `/api/sales/${body.sale.id}`, { token: owner })).envelope.body as Sale;
    expect(sale).toMatchObject({ status: OrderStatus.Pending, amount: 2800, serviceMode: ServiceMode.DropOff, notes: "Dog hair in the back" });
    expect(sale.customer?.id).toBe(customer.id);
    expect(sale.vehicle?.id).toBe(customer.vehicles[0]!.id);
    expect(sale.lines.map((l) => [l.name, l.unitPrice])).toEqual([["Full Detail", 2800]]);

    const open = (await call(app, "GET", "/api/sales/tickets", { token: cashier })).envelope.body as OpenTicketPage;
    expect(open.items.find((t) => t.id === body.sale.id)).toMatchObject({ ticketLabel: "10:30 Dana Reyes" });
    expect((await appointmentRow(booked.id)).saleId).toBe(body.sale.id);
  });

  it("is idempotent: the same key replays the answer, another tap answers the same ticket", async () => {
    const booked = await bookAppointment();
    const first = await checkIn(booked.id, "check-in-once");
    const replay = await checkIn(booked.id, "check-in-once");
    expect(replay.response.headers["idempotent-replayed"]).toBeDefined();
    expect(replay.envelope.body).toEqual(first.envelope.body);
    const other = await checkIn(booked.id);
    expect(other.response.statusCode, other.envelope.message).toBe(200);
    expect((other.envelope.body as AppointmentCheckedIn).sale).toEqual((first.envelope.body as AppointmentCheckedIn).sale);
    const tickets = await app.db
      .select({ id: sales.id })
      .from(sales)
      .where(eq(sales.id, (first.envelope.body as AppointmentCheckedIn).sale.id));
    expect(tickets).toHaveLength(1);
  });

  it("refuses an appointment that is not Pending, and one that does not exist", async () => {
    const cancelled = await bookAppointment({ status: AppointmentStatus.Cancelled, cancelledAt: new Date() });
    const refused = await checkIn(cancelled.id);
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope.code).toBe("appointment.notPending");
    expect(refused.envelope.message).toBe("This appointment is cancelled; it can't change any more.");

    const missing = await checkIn("00000000-0000-4000-8000-000000000000");
    expect(missing.response.statusCode).toBe(404);
    expect(missing.envelope.code).toBe("appointment.notFound");

    const noKey = await call(app, "POST", `/api/appointments/${cancelled.id}/check-in`, { token: cashier, body: {} });
    expect(noKey.response.statusCode).toBe(400);
  });

  it("refuses a service that no longer exists", async () => {
    const booked = await bookAppointment();
    await app.db.update(appointmentLines).set({ productId: null }).where(eq(appointmentLines.appointmentId, booked.id));
    const refused = await checkIn(booked.id);
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope.code).toBe("appointment.productGone");
    expect((await appointmentRow(booked.id)).saleId).toBeNull();
  });
});

describe("the ticket's sale and its appointment", () => {
  it("completing the sale completes the appointment, with activity Completed; a later check-in is refused", async () => {
    const booked = await bookAppointment();
    const { sale } = (await checkIn(booked.id)).envelope.body as AppointmentCheckedIn;
    const paid = await postPayment(app, cashier, sale.id, { registerSessionId: drawer, method: PaymentMethod.Cash, amount: 2800, tendered: 3000 });
    expect(paid.response.statusCode, paid.envelope.message).toBe(200);

    const row = await appointmentRow(booked.id);
    expect(row.status).toBe(AppointmentStatus.Completed);
    expect(row.completedAt).not.toBeNull();
    const logged = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "appointment"), eq(activityLogs.entityId, booked.id), eq(activityLogs.action, ActivityAction.Completed)));
    expect(logged).toHaveLength(1);

    const again = await checkIn(booked.id);
    expect(again.response.statusCode).toBe(409);
    expect(again.envelope.code).toBe("appointment.alreadyCheckedIn");
    expect(again.envelope.message).toBe(`This appointment was already checked in to sale #${sale.number}.`);
  });

  it("paying part of the ticket leaves the appointment Pending; the payment that completes the sale completes it", async () => {
    const booked = await bookAppointment();
    const { sale } = (await checkIn(booked.id)).envelope.body as AppointmentCheckedIn;
    await postPayment(app, cashier, sale.id, { registerSessionId: drawer, method: PaymentMethod.Cash, amount: 1000, tendered: 1000 });
    expect((await appointmentRow(booked.id)).status).toBe(AppointmentStatus.Pending);
    await postPayment(app, cashier, sale.id, { registerSessionId: drawer, method: PaymentMethod.Cash, amount: 1800, tendered: 1800 });
    expect((await appointmentRow(booked.id)).status).toBe(AppointmentStatus.Completed);
  });

  it("deleting the ticket puts the appointment back to Pending without a sale, to be checked in again", async () => {
    const booked = await bookAppointment();
    const { sale } = (await checkIn(booked.id)).envelope.body as AppointmentCheckedIn;
    const deleted = await call(app, "DELETE", `/api/sales/${sale.id}`, { token: owner, body: { reason: "Wrong car" } });
    expect(deleted.response.statusCode, deleted.envelope.message).toBe(200);
    const row = await appointmentRow(booked.id);
    expect(row).toMatchObject({ status: AppointmentStatus.Pending, saleId: null, checkedInAt: null });

    const again = await checkIn(booked.id);
    expect(again.response.statusCode, again.envelope.message).toBe(200);
    expect((again.envelope.body as AppointmentCheckedIn).sale.id).not.toBe(sale.id);
  });

  it("voiding the ticket's payments lets go of the appointment too", async () => {
    const booked = await bookAppointment();
    const { sale } = (await checkIn(booked.id)).envelope.body as AppointmentCheckedIn;
    await postPayment(app, cashier, sale.id, { registerSessionId: drawer, method: PaymentMethod.Cash, amount: 1000, tendered: 1000 });
    const voided = await call(app, "POST", `/api/sales/${sale.id}/ticket/void`, {
      token: owner,
      body: { reason: "Customer left", registerSessionId: drawer },
      headers: keyed(),
    });
    expect(voided.response.statusCode, voided.envelope.message).toBe(200);
    expect(await appointmentRow(booked.id)).toMatchObject({ status: AppointmentStatus.Pending, saleId: null });
  });
});
