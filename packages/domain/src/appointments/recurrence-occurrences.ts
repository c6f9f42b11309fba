// The dates and instants of a recurring appointment (issue "Appointments": every week, every
// other week, every month, with an end), each at the same time on the shop's clock.
import { addDays, addMonths, daysBetween } from "../dates/calendar-days";
import { Recurrence } from "../enums/schedule";
import { instantOf } from "./wall-clock";

/** How a series stops: after a number of appointments, or on a last date; both count the first one. */
export type RecurrenceEnd = { count: number } | { until: string };

export interface RecurringSeries {
  /** The first appointment's date ("YYYY-MM-DD") and time ("HH:MM") on the shop's clock. */
  firstDate: string;
  time: string;
  timeZone: string;
  recurrence: Recurrence;
  end: RecurrenceEnd;
}

export interface AppointmentOccurrence {
  /** 0 for the first appointment of the series. */
  index: number;
  date: string;
  /** The instant it starts (epoch milliseconds). */
  start: number;
}

/**
 * The date of the n-th appointment, always counted from the first date, never from the one before:
 * every other week stays on the first date's weeks, and every month keeps the first date's day.
 * Every month on the 29th, 30th or 31st falls on the month's last day when the month is shorter
 * (31 January → 28 February → 31 March): the customer keeps "end of the month" and is never pushed
 * into the next month, and the next long month returns to the 31st.
 */
export function appointmentSeriesDate(firstDate: string, recurrence: Recurrence, index: number): string {
  switch (recurrence) {
    case Recurrence.EveryWeek:
      return addDays(firstDate, 7 * index);
    case Recurrence.EveryOtherWeek:
      return addDays(firstDate, 14 * index);
    case Recurrence.EveryMonth:
      return addMonths(firstDate, index);
  }
}

/**
 * Where a later appointment of a series goes when one of them is moved to another date for "this
 * and following": weeks move by the same number of days; months keep the moved one's day of the
 * month, counted from it as a series is from its first date, so a move to the 31st lands on each
 * shorter month's last day and never slips into the next month.
 */
export function movedSeriesDate(recurrence: Recurrence, moved: { index: number; from: string; to: string }, later: { index: number; date: string }): string {
  if (recurrence === Recurrence.EveryMonth) return addMonths(moved.to, later.index - moved.index);
  return addDays(later.date, daysBetween(moved.from, moved.to));
}

/** The lowest index whose date may fall on or after `date` (a safe start, never past it). */
function firstIndexFrom(series: RecurringSeries, date: string): number {
  const days = daysBetween(series.firstDate, date);
  if (days <= 0) return 0;
  switch (series.recurrence) {
    case Recurrence.EveryWeek:
      return Math.floor(days / 7);
    case Recurrence.EveryOtherWeek:
      return Math.floor(days / 14);
    case Recurrence.EveryMonth:
      // A month has at least 28 days, so this never skips one; the loop walks the rest.
      return Math.max(0, Math.floor(days / 31) - 1);
  }
}

const isBeforeEnd = (series: RecurringSeries, index: number, date: string) => ("count" in series.end ? index < series.end.count : date <= series.end.until);

/**
 * The appointments of a series whose date falls between `from` and `to` (inclusive, "YYYY-MM-DD"),
 * or all of them when no window is given. Each starts at the series' time on the shop's clock on
 * its own date, so its UTC offset follows daylight saving (see instantOf for skipped and repeated times).
 */
export function listOccurrences(series: RecurringSeries, window?: { from: string; to: string }): AppointmentOccurrence[] {
  const occurrences: AppointmentOccurrence[] = [];
  for (let index = window ? firstIndexFrom(series, window.from) : 0; ; index += 1) {
    const date = appointmentSeriesDate(series.firstDate, series.recurrence, index);
    if (!isBeforeEnd(series, index, date) || (window && date > window.to)) break;
    if (window && date < window.from) continue;
    occurrences.push({ index, date, start: instantOf(date, series.time, series.timeZone) });
  }
  return occurrences;
}
