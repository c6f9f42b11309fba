import { Frequency } from "../enums";
import { SCHEDULE_START_MONTHS_BACK } from "../validation/limits";

import { addDays, addMonths, daysBetween } from "../dates/calendar-days";

/**
 * The n-th occurrence (0 = the start date itself) of a schedule. Always counted from the start,
 * never from the previous occurrence, so a schedule starting on the 31st comes back to the 31st
 * after a short month instead of drifting to the 28th for good.
 */
export function occurrenceDate(start: string, frequency: Frequency, n: number): string {
  switch (frequency) {
    case Frequency.Daily:
      return addDays(start, n);
    case Frequency.Weekly:
      return addDays(start, 7 * n);
    case Frequency.BiWeekly:
      return addDays(start, 14 * n);
    case Frequency.Monthly:
      return addMonths(start, n);
    case Frequency.Yearly:
      return addMonths(start, 12 * n);
  }
}

/** The index of the first occurrence on or after a date (resuming a paused schedule skips what it missed). */
export function firstOccurrenceOnOrAfter(start: string, frequency: Frequency, date: string): number {
  if (date <= start) return 0;
  // A close estimate from the average length, then a step either way: at most a few iterations.
  const days = daysBetween(start, date);
  const approxDays: Record<Frequency, number> = { 0: 1, 1: 7, 2: 14, 3: 30.436875, 4: 365.2425 };
  let n = Math.max(0, Math.floor(days / approxDays[frequency]) - 1);
  while (occurrenceDate(start, frequency, n) < date) n += 1;
  while (n > 0 && occurrenceDate(start, frequency, n - 1) >= date) n -= 1;
  return n;
}

/** The earliest day a schedule may start on, or make an occurrence for, seen from today. */
export const scheduleWindowStart = (today: string): string => addMonths(today, -SCHEDULE_START_MONTHS_BACK);

/** A schedule starting before the window (more than a year back) is refused: it would make a year and more of expenses at once. */
export const isScheduleStartTooOld = (start: string, today: string): boolean => start < scheduleWindowStart(today);

export interface DueOccurrences {
  /** The occurrences to make now, in order: their index (0 = the start date) and date. */
  due: { index: number; date: string }[];
  /** The first occurrence not made: where the next run starts. */
  nextIndex: number;
  nextDate: string;
}

/**
 * The occurrences of a schedule one run makes: from `nextIndex`, those on or before today, none
 * before the window (an occurrence older than a year is skipped, as resuming skips what a pause
 * missed), and at most `max`. Whatever was stored, a run never makes more than a year of them.
 */
export function dueOccurrences(schedule: { startDate: string; frequency: Frequency; nextIndex: number }, today: string, max: number): DueOccurrences {
  const { startDate, frequency } = schedule;
  let index = Math.max(schedule.nextIndex, firstOccurrenceOnOrAfter(startDate, frequency, scheduleWindowStart(today)));
  let date = occurrenceDate(startDate, frequency, index);
  const due: DueOccurrences["due"] = [];
  while (date <= today && due.length < max) {
    due.push({ index, date });
    index += 1;
    date = occurrenceDate(startDate, frequency, index);
  }
  return { due, nextIndex: index, nextDate: date };
}
