// The pay periods of a schedule (docs/product.md §2 /payroll): inclusive ranges of the shop's
// business dates ("YYYY-MM-DD"), worked out in UTC calendar arithmetic so no time zone or
// daylight-saving change moves a day.
import { addDays, addMonths, daysBetween } from "../dates/calendar-days";
import { Recurrence } from "../enums/schedule";
import { workweekOf } from "../time-clock/time-clock-hours";
import type { PayCalendar } from "./payroll-rules";

/** A pay period: its first and last business dates, both paid in it. */
export interface PayrollPeriod {
  start: string;
  end: string;
}

/**
 * The period of a schedule holding a date:
 * - EveryWeek: the shop's workweek (it starts on the workweek's first day), so a weekly run never
 *   cuts a workweek;
 * - EveryOtherWeek: 14 days counted from the shop's anchor, the first day of any biweekly period
 *   (dates before the anchor count back from it the same way);
 * - EveryMonth: the calendar month.
 */
export function periodContaining(date: string, schedule: Recurrence, calendar: PayCalendar): PayrollPeriod {
  switch (schedule) {
    case Recurrence.EveryWeek: {
      const start = workweekOf(date, calendar.workweekStart);
      return { start, end: addDays(start, 6) };
    }
    case Recurrence.EveryOtherWeek: {
      const offset = Math.floor(daysBetween(calendar.biweeklyAnchor, date) / 14) * 14;
      const start = addDays(calendar.biweeklyAnchor, offset);
      return { start, end: addDays(start, 13) };
    }
    case Recurrence.EveryMonth: {
      const start = `${date.slice(0, 7)}-01`;
      return { start, end: addDays(addMonths(start, 1), -1) };
    }
  }
}

/** The period just before this one. */
export const previousPeriod = (period: PayrollPeriod, schedule: Recurrence, calendar: PayCalendar): PayrollPeriod =>
  periodContaining(addDays(period.start, -1), schedule, calendar);

/** The period just after this one. */
export const nextPeriod = (period: PayrollPeriod, schedule: Recurrence, calendar: PayCalendar): PayrollPeriod =>
  periodContaining(addDays(period.end, 1), schedule, calendar);

/**
 * The period a run offers first: the last one that has fully ended before today (the shop's
 * business date). Today's own period is still being worked, so it is the one before it.
 */
export const defaultPeriod = (today: string, schedule: Recurrence, calendar: PayCalendar): PayrollPeriod =>
  previousPeriod(periodContaining(today, schedule, calendar), schedule, calendar);

/** Whether a date is the first day of one of the schedule's periods (what a run is asked for by). */
export const isPeriodStart = (date: string, schedule: Recurrence, calendar: PayCalendar): boolean => periodContaining(date, schedule, calendar).start === date;

/** Whether the whole period lies before today: only then may it be paid. */
export const periodHasEnded = (period: PayrollPeriod, today: string): boolean => period.end < today;

export const inPeriod = (date: string, period: PayrollPeriod): boolean => date >= period.start && date <= period.end;

/** The first days of the workweeks a period touches, in order. */
export function workweeksOf(period: PayrollPeriod, calendar: Pick<PayCalendar, "workweekStart">): string[] {
  const weeks: string[] = [];
  for (let week = workweekOf(period.start, calendar.workweekStart); week <= period.end; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/**
 * The business dates whose shifts, sales and bonuses a run must read: every workweek the period
 * touches, whole. A workweek cut by the period's start or end counts its hours outside the period
 * towards the 40 hours, and its commissions towards the regular rate.
 */
export function workweekSpanOf(period: PayrollPeriod, calendar: Pick<PayCalendar, "workweekStart">): PayrollPeriod {
  const weeks = workweeksOf(period, calendar);
  const first = weeks[0] ?? period.start;
  const last = weeks[weeks.length - 1] ?? period.start;
  return { start: first, end: addDays(last, 6) };
}
