import { Frequency } from "../enums";
import { SCHEDULE_START_MONTHS_BACK } from "../validation/limits";

// Calendar arithmetic on stored dates ("YYYY-MM-DD") in UTC, so no time zone or daylight saving
// change can move a day. The shop's "today" is worked out elsewhere (toStoredDate with its zone).

const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a stored date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const fromUtc = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/**
 * The UTC midnight of a day (month from 0; a day or month past the end rolls over). Not Date.UTC,
 * which reads years 0–99 as 1900–1999 and would move such a date by centuries.
 */
function utcMs(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return fromUtc(utcMs(y, m - 1, d) + days * DAY_MS);
}

/** Months later, on the same day of the month or the month's last day when it is shorter (Jan 31 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(utcMs(year, month + 1, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(Math.min(d, lastDay))}`;
}

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
  const days = (utcMs(...utcArgs(date)) - utcMs(...utcArgs(start))) / DAY_MS;
  const approxDays: Record<Frequency, number> = { 0: 1, 1: 7, 2: 14, 3: 30.436875, 4: 365.2425 };
  let n = Math.max(0, Math.floor(days / approxDays[frequency]) - 1);
  while (occurrenceDate(start, frequency, n) < date) n += 1;
  while (n > 0 && occurrenceDate(start, frequency, n - 1) >= date) n -= 1;
  return n;
}

function utcArgs(date: string): [number, number, number] {
  const [y, m, d] = parts(date);
  return [y, m - 1, d];
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
