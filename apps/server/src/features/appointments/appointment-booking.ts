import {
  ActivityAction,
  appointmentInputWords,
  appointmentMinutes,
  appointmentRefusals,
  checkFit,
  formatDisplayDate,
  listOccurrences,
  MAX_SERIES_COUNT,
  NotificationTrigger,
  recurrenceEndProblem,
  SLOT_MINUTES,
  instantOf,
  wallClockAt,
  type Appointment,
  type AppointmentCreateValue,
  type AppointmentOccurrence,
  type BookedAppointment,
  type RecurrenceEnd,
  type VehicleType,
} from "@washdesk/domain";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { badRequest, fieldsBody, refusalError } from "../../platform/errors";
import { assertStaffExist, priceLines, type LineDraft, type SaleLineValue } from "../sales";
import * as repo from "./appointments.repository";
import { APPOINTMENT_ENTITY } from "./appointment-hint";
import { queueAppointmentMessage } from "./appointment-messages";
import { readAppointment } from "./appointment-read";
import { readAppointmentContext, type AppointmentContext } from "./appointment-settings.service";

const MINUTE = 60_000;

// ---------------------------------------------------------------------------------------------
// What booking, moving and editing share: the party, the priced lines and their length, the fit.

export interface PartyInput {
  customerId: string;
  vehicleId?: string | null;
  vehicleType?: VehicleType | null;
}

/** The customer (living), their vehicle when one is named, and the type that prices the lines. */
export async function resolveAppointmentParty(tx: Transaction, input: PartyInput) {
  const found = await repo.findCustomerAndVehicle(tx, input.customerId, input.vehicleId ?? null);
  if (!found) throw refusalError(appointmentRefusals.customerGone);
  if (input.vehicleId && !found.vehicle) throw refusalError(appointmentRefusals.vehicleNotCustomers);
  return {
    customerId: found.customer.id,
    vehicleId: found.vehicle?.id ?? null,
    vehicleType: found.vehicle?.type ?? input.vehicleType ?? null,
  };
}

/** Refuses a staff member who no longer works here; null (nobody yet) passes. */
export async function assertStaffWorks(tx: Transaction, staffId: string | null | undefined): Promise<void> {
  if (staffId && !(await repo.staffWorks(tx, staffId))) throw refusalError(appointmentRefusals.staffGone);
}

export interface PricedAppointment {
  totals: Pick<repo.NewAppointmentRow, "subTotal" | "discountTotal" | "taxTotal" | "includedTaxTotal" | "amount">;
  /** The line rows without their appointment. */
  lines: Omit<repo.NewAppointmentLineRow, "appointmentId">[];
  /** The lines' own length: their durations times quantities, on the 15-minute grid. */
  minutes: number;
}

/**
 * The lines priced exactly as at the counter (the sales feature's pricing for the vehicle type),
 * each with the product's duration, and the length they add up to (domain appointmentMinutes).
 */
export async function priceAppointment(tx: Transaction, lines: readonly SaleLineValue[], vehicleType: VehicleType | null): Promise<PricedAppointment> {
  const { drafts, pricing } = await priceLines(tx, lines, vehicleType);
  await assertStaffExist(tx, lines);
  const durations = new Map((await repo.findDurations(tx, [...new Set(lines.map((l) => l.productId))])).map((p) => [p.id, p.durationMinutes]));
  const rows = drafts.map(({ refundedQuantity: _notRefundable, id: _id, unitCost: _cost, reportRole: _role, ...draft }: LineDraft) => ({
    ...draft,
    durationMinutes: draft.productId ? (durations.get(draft.productId) ?? null) : null,
  }));
  return {
    totals: {
      subTotal: pricing.subTotal,
      discountTotal: pricing.discountTotal,
      taxTotal: pricing.taxTotal,
      includedTaxTotal: pricing.includedTaxTotal,
      amount: pricing.amount,
    },
    lines: rows,
    minutes: appointmentMinutes(rows),
  };
}

/** The lines an appointment has, as inputs to price again (same products, quantities, discounts, staff). */
export async function currentLineInputs(tx: Transaction, appointmentId: string): Promise<SaleLineValue[]> {
  const lines = await repo.findLines(tx, appointmentId);
  return lines.map((l) => {
    if (!l.productId) throw refusalError(appointmentRefusals.productGone);
    return { productId: l.productId, quantity: l.quantity, discount: { type: l.discountType, rate: l.discountRate }, staffIds: l.staffIds };
  });
}

/** The start of the current slot: a booking at 10:30 is still taken at 10:40. */
const slotStart = (now: Date) => Math.floor(now.getTime() / (SLOT_MINUTES * MINUTE)) * SLOT_MINUTES * MINUTE;

/** Refuses a start that has passed. */
export function assertNotPast(start: number, now: Date): void {
  if (start < slotStart(now)) throw refusalError(appointmentRefusals.inThePast);
}

/**
 * Refuses a time that does not fit (business hours, a bay free throughout, the named bay free),
 * against the Pending appointments that overlap it now. The caller holds lockBookings, so nothing
 * it reads changes before its own write commits. `date` (a series' occurrence) starts the words.
 */
export async function assertFits(
  tx: Transaction,
  context: AppointmentContext,
  request: { start: number; end: number; bay: string | null; ignoreId?: string },
  date?: string,
): Promise<void> {
  const holding = await repo.findHoldingBetween(tx, new Date(request.start), new Date(request.end));
  const booked: BookedAppointment[] = holding.map((a) => ({ id: a.id, start: a.startAt.getTime(), end: a.endAt.getTime(), bay: a.bay, status: a.status }));
  const fit = checkFit({ bays: context.settings.bays, hours: context.hours, timeZone: context.timeZone, booked }, request);
  if (!fit.ok) throw refusalError(appointmentRefusals.doesNotFit(date ? `${formatDisplayDate(date)}: ${fit.message}` : fit.message));
}

// ---------------------------------------------------------------------------------------------

export interface BookingOptions {
  /** Booked by staff, or by the customer on /book. */
  source: "staff" | "online";
  /** The staff member booking it; null online. */
  actorId: string | null;
  /** The caller's clock: nobody books a time that has passed. */
  now: Date;
  ip?: string | null;
  /** The confirm link of the new appointment ({{link}} of AfterAppointmentMade), when the caller makes one. */
  confirmLink?: (appointmentId: string) => string;
  /** False: no messages (the demo seed writes history). */
  messages?: boolean;
}

/** The occurrences a booking makes: one, or every one of its series. */
function occurrencesOf(input: AppointmentCreateValue, timeZone: string): AppointmentOccurrence[] {
  if (!input.repeat) return [{ index: 0, date: input.date, start: instantOf(input.date, input.time, timeZone) }];
  const end: RecurrenceEnd = input.repeat.count !== undefined ? { count: input.repeat.count } : { until: input.repeat.until! };
  const problem = recurrenceEndProblem(input.date, end);
  if (problem) throw badRequest(problem, fieldsBody("repeat.until", problem));
  // Counted first on a bounded window, so an end date decades away never makes thousands.
  const all = listOccurrences({
    firstDate: input.date,
    time: input.time,
    timeZone,
    recurrence: input.repeat.recurrence,
    end: "count" in end ? end : { count: MAX_SERIES_COUNT + 1 },
  });
  const occurrences = "until" in end ? all.filter((o) => o.date <= end.until) : all;
  if (occurrences.length > MAX_SERIES_COUNT) throw badRequest(appointmentInputWords.countRange, fieldsBody("repeat.until", appointmentInputWords.countRange));
  return occurrences;
}

/**
 * The work of a booking inside the caller's transaction (POST /api/appointments, the public /book):
 * the lines priced as at the counter, the length from their durations (or the one given), every
 * occurrence of a series checked against hours and bays under the bookings lock and written, the
 * activity row, and the AfterAppointmentMade and AdminAppointment messages of the first one.
 * Answers the first appointment. The caller publishes appointmentHint once its transaction commits.
 */
export async function bookAppointmentIn(tx: Transaction, input: AppointmentCreateValue, options: BookingOptions): Promise<Appointment> {
  // First: two bookings for the last free bay decide one after the other.
  await repo.lockBookings(tx);
  const context = await readAppointmentContext(tx);
  const party = await resolveAppointmentParty(tx, input);
  await assertStaffWorks(tx, input.staffId);
  const priced = await priceAppointment(tx, input.lines, party.vehicleType);
  const minutes = input.durationMinutes ?? priced.minutes;
  const occurrences = occurrencesOf(input, context.timeZone);
  assertNotPast(occurrences[0]!.start, options.now);

  const series = input.repeat
    ? await repo.insertSeries(tx, {
        recurrence: input.repeat.recurrence,
        firstDate: input.date,
        time: input.time,
        endCount: input.repeat.count ?? null,
        endDate: input.repeat.count === undefined ? (input.repeat.until ?? null) : null,
      })
    : null;

  const ids: string[] = [];
  for (const occurrence of occurrences) {
    const start = occurrence.start;
    const end = start + minutes * MINUTE;
    await assertFits(tx, context, { start, end, bay: input.bay ?? null }, series ? occurrence.date : undefined);
    // A time the clocks skip moves forward (instantOf): the row keeps the time the clock shows.
    const wall = wallClockAt(start, context.timeZone);
    const row = await repo.insertAppointment(tx, {
      customerId: party.customerId,
      vehicleId: party.vehicleId,
      vehicleType: party.vehicleType,
      serviceMode: input.serviceMode,
      notes: input.notes,
      confirmedAt: input.confirmed ? options.now : null,
      startAt: new Date(start),
      endAt: new Date(end),
      businessDate: wall.date,
      startTime: wall.time,
      durationMinutes: minutes,
      durationSet: input.durationMinutes !== undefined,
      bay: input.bay ?? null,
      staffId: input.staffId ?? null,
      source: options.source,
      seriesId: series?.id ?? null,
      seriesIndex: series ? occurrence.index : null,
      ...priced.totals,
      createdBy: options.actorId,
    });
    await repo.insertLines(
      tx,
      priced.lines.map((line) => ({ ...line, appointmentId: row.id })),
    );
    ids.push(row.id);
  }

  const first = ids[0]!;
  await writeActivity(tx, {
    userId: options.actorId,
    action: ActivityAction.New,
    entity: APPOINTMENT_ENTITY,
    entityId: first,
    details: {
      date: occurrences[0]!.date,
      time: input.time,
      source: options.source,
      amount: priced.totals.amount,
      ...(series ? { seriesId: series.id, count: ids.length } : {}),
    },
    ip: options.ip ?? null,
  });
  const appointment = await readAppointment(tx, first);
  if (options.messages !== false) {
    await queueAppointmentMessage(tx, NotificationTrigger.AfterAppointmentMade, appointment, {
      link: options.confirmLink?.(first),
      createdBy: options.actorId,
    });
    await queueAppointmentMessage(tx, NotificationTrigger.AdminAppointment, appointment, { createdBy: options.actorId });
  }
  return appointment;
}
