// Hours of a shift (docs/product.md §2 /timeClock/list): the segments between the clock-in and the
// clock-out, which of them are paid, and overtime per workweek. Times are instants in milliseconds,
// so a shift across midnight or across a daylight-saving change counts the time that really passed.
import { addDays } from "../dates/calendar-days";
import { WEEKDAYS, type Weekday } from "../settings/general-settings";
import type { BreakKind } from "./time-clock-state";
import { SHORT_MEAL_MINUTES, WEEKLY_OVERTIME_HOURS, type RoundingMinutes } from "./time-clock-rules";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface PunchedBreak {
  kind: BreakKind;
  startedAt: number;
  /** Null while the break goes on; it then ends with the shift. */
  endedAt: number | null;
}

export interface PunchedShift {
  clockedInAt: number;
  /** The clock-out, or "now" for a shift still open. */
  clockedOutAt: number;
  breaks: readonly PunchedBreak[];
}

export type SegmentKind = "work" | BreakKind;

export interface ShiftSegment {
  kind: SegmentKind;
  from: number;
  to: number;
  paid: boolean;
}

export interface ShiftHours {
  segments: ShiftSegment[];
  /** Rounded clock-in and clock-out the hours were counted between. */
  countedFrom: number;
  countedTo: number;
  paidMs: number;
  unpaidMs: number;
}

/**
 * A punch rounded to the nearest step (none when 0). The same rule for a clock-in and a
 * clock-out, so over many punches rounding neither gives nor takes time.
 */
export function roundPunch(at: number, minutes: RoundingMinutes): number {
  if (minutes === 0) return at;
  const step = minutes * MINUTE;
  return Math.round(at / step) * step;
}

/**
 * The shift cut into work and break segments that never overlap, are never negative and together
 * last exactly from the (rounded) clock-in to the (rounded) clock-out. Breaks are clipped to the
 * shift; a break overlapping the previous one starts where that one ended. Paid rests are paid;
 * an unpaid meal shorter than SHORT_MEAL_MINUTES is paid too.
 */
export function shiftHours(shift: PunchedShift, rounding: RoundingMinutes = 0): ShiftHours {
  const from = roundPunch(shift.clockedInAt, rounding);
  const to = Math.max(from, roundPunch(shift.clockedOutAt, rounding));
  const clip = (at: number) => Math.min(to, Math.max(from, at));
  const breaks = shift.breaks
    .map((b) => ({ kind: b.kind, start: clip(roundPunch(b.startedAt, rounding)), end: clip(roundPunch(b.endedAt ?? shift.clockedOutAt, rounding)) }))
    .sort((a, b) => a.start - b.start);

  const segments: ShiftSegment[] = [];
  let cursor = from;
  for (const b of breaks) {
    const start = Math.max(cursor, b.start);
    const end = Math.max(start, b.end);
    if (start > cursor) segments.push({ kind: "work", from: cursor, to: start, paid: true });
    if (end > start) {
      const paid = b.kind === "rest" || end - start < SHORT_MEAL_MINUTES * MINUTE;
      segments.push({ kind: b.kind, from: start, to: end, paid });
    }
    cursor = end;
  }
  if (to > cursor) segments.push({ kind: "work", from: cursor, to, paid: true });

  let paidMs = 0;
  let unpaidMs = 0;
  for (const s of segments) {
    if (s.paid) paidMs += s.to - s.from;
    else unpaidMs += s.to - s.from;
  }
  return { segments, countedFrom: from, countedTo: to, paidMs, unpaidMs };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The shop's calendar day ("YYYY-MM-DD") at an instant: the day a shift counts on is the day it started. */
export function shopDateOf(at: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(at));
}

const toUtcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The first day of the workweek holding this date, the week starting on `weekStart`. */
export function workweekOf(date: string, weekStart: Weekday): string {
  const weekday = new Date(toUtcDay(date)).getUTCDay();
  const back = (weekday - WEEKDAYS.indexOf(weekStart) + 7) % 7;
  return addDays(date, -back);
}

export interface PaidShift {
  id: string;
  userId: string;
  clockedInAt: number;
  paidMs: number;
}

export interface ShiftSplit {
  businessDate: string;
  workweek: string;
  regularMs: number;
  overtimeMs: number;
}

/**
 * Regular and overtime time of each shift: a person's paid time in one workweek past
 * WEEKLY_OVERTIME_HOURS is overtime, taken from the latest shifts of that week. A shift belongs to
 * the business day and the workweek it started in, even when it ends in the next.
 */
export function splitOvertime(shifts: readonly PaidShift[], timeZone: string, weekStart: Weekday): Map<string, ShiftSplit> {
  const limit = WEEKLY_OVERTIME_HOURS * HOUR;
  const used = new Map<string, number>();
  const result = new Map<string, ShiftSplit>();
  for (const shift of [...shifts].sort((a, b) => a.clockedInAt - b.clockedInAt)) {
    const businessDate = shopDateOf(shift.clockedInAt, timeZone);
    const workweek = workweekOf(businessDate, weekStart);
    const key = `${shift.userId} ${workweek}`;
    const before = used.get(key) ?? 0;
    const regularMs = Math.max(0, Math.min(shift.paidMs, limit - before));
    used.set(key, before + shift.paidMs);
    result.set(shift.id, { businessDate, workweek, regularMs, overtimeMs: shift.paidMs - regularMs });
  }
  return result;
}

/** Hours with two decimals, for tables ("7.50"). */
export const hoursText = (ms: number): string => (ms / HOUR).toFixed(2);

/** Whole minutes of a duration, for answers (a punch is kept to the millisecond). */
export const wholeMinutes = (ms: number): number => Math.round(ms / MINUTE);
