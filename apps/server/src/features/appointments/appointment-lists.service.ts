import {
  addDays,
  appointmentRefusals,
  bayNames,
  daysBetween,
  freeSlots,
  MAX_CALENDAR_DAYS,
  wallClockAt,
  weekdayOf,
  WEEKDAYS,
  type AppointmentCalendar,
  type AppointmentCalendarQuery,
  type AppointmentItem,
  type AppointmentPage,
  type BookedAppointment,
  type FreeSlots,
  type FreeSlotsQuery,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import { businessDateAt, dayEnd, dayStart } from "../../platform/shop-clock";
import * as repo from "./appointments.repository";
import { toAppointmentItem } from "./appointment-dto";
import { readAppointmentContext } from "./appointment-settings.service";

/**
 * GET /api/appointments/calendar: the columns (bays), each day's business hours and the
 * appointments of at most MAX_CALENDAR_DAYS shop days, cancelled ones left out.
 */
export async function appointmentCalendar(deps: AppDeps, query: Required<AppointmentCalendarQuery>): Promise<AppointmentCalendar> {
  const span = daysBetween(query.from, query.to) + 1;
  if (span > MAX_CALENDAR_DAYS) throw refusalError(appointmentRefusals.spanTooLong);
  const context = await readAppointmentContext(deps.db);
  const rows = await repo.findItemsOfDays(deps.db, query.from, query.to);
  const days = Array.from({ length: span }, (_, i) => {
    const date = addDays(query.from, i);
    return { date, ...context.hours[WEEKDAYS[weekdayOf(date)]!] };
  });
  return {
    timeZone: context.timeZone,
    bays: bayNames(context.settings.bays),
    bayNamesSet: Array.isArray(context.settings.bays),
    days,
    appointments: rows.map(toAppointmentItem),
  };
}

/** The shop's today, on its own clock. */
async function shopTodayOf(deps: Pick<AppDeps, "clock">, db: Executor): Promise<string> {
  const { timeZone } = await readAppointmentContext(db);
  return businessDateAt(deps.clock(), timeZone);
}

/** Today's appointments on the shop's clock, cancelled ones left out, by start: the counter and the dashboard read it. */
export async function appointmentsToday(deps: AppDeps): Promise<{ items: AppointmentItem[] }> {
  const today = await shopTodayOf(deps, deps.db);
  return { items: (await repo.findItemsOfDays(deps.db, today, today)).map(toAppointmentItem) };
}

/** GET /api/appointments: a page by start, soonest first, from `from` (default today). */
export async function listAppointments(deps: AppDeps, query: Omit<repo.AppointmentListFilter, "fromDate">): Promise<AppointmentPage> {
  const filter: repo.AppointmentListFilter = { ...query, fromDate: query.from ?? (await shopTodayOf(deps, deps.db)) };
  const [rows, total] = await Promise.all([repo.findItemPage(deps.db, filter), repo.countItems(deps.db, filter)]);
  return { items: rows.map(toAppointmentItem), total, page: filter.page, pageSize: filter.pageSize };
}

/**
 * GET /api/appointments/free-slots: the starts of a day (15-minute grid, from opening time) at
 * which an appointment of this length fits now, leaving out the one being moved and times passed.
 */
export async function appointmentFreeSlots(
  deps: AppDeps,
  query: Required<Pick<FreeSlotsQuery, "date" | "durationMinutes">> & { ignoreId?: string },
): Promise<FreeSlots> {
  const context = await readAppointmentContext(deps.db);
  const holding = await repo.findHoldingBetween(deps.db, dayStart(query.date, context.timeZone), dayEnd(query.date, context.timeZone));
  const booked: BookedAppointment[] = holding
    .filter((a) => a.id !== query.ignoreId)
    .map((a) => ({ id: a.id, start: a.startAt.getTime(), end: a.endAt.getTime(), bay: a.bay, status: a.status }));
  const calendar = { bays: context.settings.bays, hours: context.hours, timeZone: context.timeZone, booked };
  const slots = freeSlots(calendar, query.date, Number(query.durationMinutes), deps.clock().getTime());
  return { slots: slots.map((slot) => ({ start: new Date(slot.start).toISOString(), time: wallClockAt(slot.start, context.timeZone).time })) };
}
