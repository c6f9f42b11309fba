import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { addDays, AppointmentStatus, instantOf, Recurrence, ServiceMode, type AppointmentCreateValue } from "@washdesk/domain";
import type { Transaction } from "../platform/db/database";
import { appointments, customers, products, vehicles } from "../platform/db/schema";
import { businessDateAt, dayStart } from "../platform/shop-clock";
import { writeSetting } from "../features/settings/settings.repository";
import { APPOINTMENT_SETTINGS_KEY, bookAppointmentIn } from "../features/appointments";

/** The demo shop's columns on the calendar: two wash bays and one for detailing. */
export const DEMO_BAYS = ["Wash bay 1", "Wash bay 2", "Detail bay"];

interface Plan {
  /** Days from today on the shop's clock, and the wall-clock time. */
  day: number;
  time: string;
  codes: string[];
  bay?: string;
  confirmed?: boolean;
  serviceMode?: ServiceMode;
  notes?: string;
  repeatWeekly?: number;
  source?: "staff" | "online";
}

const PLANS: Plan[] = [
  { day: 0, time: "09:00", codes: ["WASH-DLX", "ADD-WAX"], confirmed: true },
  { day: 0, time: "10:00", codes: ["DET-FULL"], bay: "Detail bay", serviceMode: ServiceMode.DropOff, confirmed: true, notes: "Keys at the desk." },
  { day: 0, time: "13:30", codes: ["WASH-ULT"], source: "online" },
  { day: 0, time: "15:00", codes: ["DET-INT"], bay: "Detail bay", confirmed: true },
  { day: 1, time: "08:30", codes: ["CMB-SHINE"], confirmed: true, repeatWeekly: 4, notes: "Every Tuesday before work." },
  { day: 1, time: "11:00", codes: ["DET-EXT"], bay: "Detail bay", serviceMode: ServiceMode.DropOff },
  { day: 2, time: "14:00", codes: ["WASH-EXP", "ADD-TIRE"], source: "online" },
  { day: 3, time: "09:30", codes: ["DET-FULL"], bay: "Detail bay", serviceMode: ServiceMode.DropOff, confirmed: true },
  { day: 4, time: "16:00", codes: ["WASH-DLX"] },
];

/**
 * The demo shop's appointments: today's (those whose time has passed today are Completed, the car
 * washed and gone), the next days', and a weekly series, booked through the appointments' own
 * booking so each is priced and fits the bays. Nothing is texted: it is history and plans already
 * told. Run after the catalog and customers exist.
 */
export async function seedDemoAppointments(tx: Transaction, ownerId: string, now: Date, timeZone: string): Promise<{ appointments: number }> {
  await writeSetting(tx, APPOINTMENT_SETTINGS_KEY, { bays: DEMO_BAYS, reminderHours: 24, missedAfterMinutes: 30, onlineBooking: true, bookingDaysAhead: 30 });
  const catalog = await tx
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(and(isNull(products.deletedAt), inArray(products.code, [...new Set(PLANS.flatMap((p) => p.codes))])));
  const productOf = new Map(catalog.map((p) => [p.code, p.id]));
  const people = await tx
    .select({ customerId: customers.id, vehicleId: vehicles.id })
    .from(vehicles)
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .where(and(isNull(customers.deletedAt), isNull(vehicles.deletedAt)))
    .orderBy(asc(customers.name), asc(vehicles.id))
    .limit(PLANS.length);
  if (people.length === 0 || productOf.size === 0) return { appointments: 0 };

  const today = businessDateAt(now, timeZone);
  // Booked as if this morning, so today's earlier visits are not "in the past" when made.
  const bookedAt = dayStart(today, timeZone);
  for (const [i, plan] of PLANS.entries()) {
    const person = people[i % people.length]!;
    const date = addDays(today, plan.day);
    const input: AppointmentCreateValue = {
      customerId: person.customerId,
      vehicleId: person.vehicleId,
      serviceMode: plan.serviceMode ?? ServiceMode.Waiting,
      lines: plan.codes.filter((code) => productOf.has(code)).map((code) => ({ productId: productOf.get(code)!, quantity: 1, staffIds: [] })),
      date,
      time: plan.time,
      bay: plan.bay ?? null,
      notes: plan.notes ?? "",
      confirmed: plan.confirmed ?? false,
      ...(plan.repeatWeekly ? { repeat: { recurrence: Recurrence.EveryWeek, count: plan.repeatWeekly } } : {}),
    };
    const source = plan.source ?? "staff";
    const booked = await bookAppointmentIn(tx, input, { source, actorId: source === "staff" ? ownerId : null, now: bookedAt, messages: false });
    const end = instantOf(date, plan.time, timeZone) + booked.durationMinutes * 60_000;
    if (plan.day === 0 && end <= now.getTime()) {
      await tx
        .update(appointments)
        .set({ status: AppointmentStatus.Completed, checkedInAt: new Date(booked.start), completedAt: new Date(end) })
        .where(eq(appointments.id, booked.id));
    }
  }
  return { appointments: await tx.$count(appointments) };
}
