// Whether a new or moved appointment fits the shop: inside business hours, and never more
// appointments at once than bays (issue "Appointments": "Capacity ... with a clear message naming the clash").
import { AppointmentStatus } from "../enums/appointments";
import { WEEKDAYS, type BusinessHours } from "../settings/general-settings";
import { weekdayOf } from "../dates/calendar-days";
import { appointmentWords } from "./appointment-words";
import { formatShopTime, instantOf, wallClockAt } from "./wall-clock";

/** The shop's bays: a number of interchangeable bays, or named ones ("Bay 1", "Detail bay"). */
export type Bays = number | readonly string[];

export const bayCount = (bays: Bays): number => (typeof bays === "number" ? bays : bays.length);

export interface BookedAppointment {
  id: string;
  /** Epoch milliseconds; the appointment holds its bay over [start, end). */
  start: number;
  end: number;
  /** A named bay, or null when it has none yet (it still takes one of the bays). */
  bay: string | null;
  status: AppointmentStatus;
}

/**
 * Only a Pending appointment (confirmed or not yet) holds a bay. Cancelled and Missed ones have no
 * car coming. A Completed one has had its sale completed: the car has been washed and has left,
 * even when that happened before the booked end (a customer checked in early), so its bay is free
 * again; it can never be in the future, since completing means the work is done.
 */
export const holdsBay = (appointment: BookedAppointment): boolean => appointment.status === AppointmentStatus.Pending;

export interface ShopCalendar {
  bays: Bays;
  hours: BusinessHours;
  timeZone: string;
  /** Every appointment that may overlap the times asked about. */
  booked: readonly BookedAppointment[];
}

export interface AppointmentRequest {
  start: number;
  end: number;
  /** A named bay asked for, or null for any bay. */
  bay?: string | null;
  /** The appointment being moved, so it does not clash with itself. */
  ignoreId?: string;
}

export type AppointmentFit = { ok: true } | { ok: false; reason: "hours" | "bays"; message: string };

/** Refused outside the day's business hours; an appointment starts and ends on the same day. */
export function checkBusinessHours(calendar: ShopCalendar, start: number, end: number): AppointmentFit {
  if (end <= start) return { ok: false, reason: "hours", message: appointmentWords.endsBeforeStart };
  const { date } = wallClockAt(start, calendar.timeZone);
  const day = WEEKDAYS[weekdayOf(date)]!;
  const hours = calendar.hours[day];
  if (hours.closed) return { ok: false, reason: "hours", message: appointmentWords.closedDay(day) };
  const opens = instantOf(date, hours.opens, calendar.timeZone);
  const closes = instantOf(date, hours.closes, calendar.timeZone);
  if (start < opens || end > closes) {
    return { ok: false, reason: "hours", message: appointmentWords.outsideHours(day, hours.opens, hours.closes) };
  }
  return { ok: true };
}

/**
 * The first moment of [start, end) at which the bays are already full, and how many appointments
 * hold one then; null when a bay stays free throughout. The count only rises at an appointment's
 * start, so the moments to look at are the request's start and the starts inside it. An appointment
 * ending exactly when this one starts is over by then: back-to-back appointments do not clash.
 */
function firstFullMoment(holding: readonly BookedAppointment[], start: number, end: number, limit: number) {
  const moments = [start, ...holding.map((a) => a.start).filter((at) => at > start && at < end)].sort((a, b) => a - b);
  for (const moment of moments) {
    const count = holding.filter((a) => a.start <= moment && moment < a.end).length;
    if (count >= limit) return { at: moment, count };
  }
  return null;
}

/** Whether an appointment over [start, end) fits: within business hours, with a bay free throughout. */
export function checkFit(calendar: ShopCalendar, request: AppointmentRequest): AppointmentFit {
  const hours = checkBusinessHours(calendar, request.start, request.end);
  if (!hours.ok) return hours;
  const bays = bayCount(calendar.bays);
  if (bays < 1) return { ok: false, reason: "bays", message: appointmentWords.noBays };
  const holding = calendar.booked.filter((a) => holdsBay(a) && a.id !== request.ignoreId);

  const bay = request.bay ?? null;
  if (bay !== null) {
    if (typeof calendar.bays === "number" || !calendar.bays.includes(bay)) {
      return { ok: false, reason: "bays", message: appointmentWords.unknownBay(bay) };
    }
    const sameBay = firstFullMoment(
      holding.filter((a) => a.bay === bay),
      request.start,
      request.end,
      1,
    );
    if (sameBay) return { ok: false, reason: "bays", message: appointmentWords.bayBooked(bay, formatShopTime(sameBay.at, calendar.timeZone)) };
  }

  const full = firstFullMoment(holding, request.start, request.end, bays);
  if (full) {
    return { ok: false, reason: "bays", message: appointmentWords.allBaysBooked(bays, full.count, formatShopTime(full.at, calendar.timeZone)) };
  }
  return { ok: true };
}
