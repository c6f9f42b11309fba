// Who may use the time clock, and the limits of its settings (docs/product.md §2 /timeClock).
import { type UserStatus, userStatusLabels } from "../enums/staff";
import { daysBetween, formatDisplayDate, weekdayOf } from "../dates";
import { clockStateLabels, type ClockState } from "./time-clock-state";

// Who may punch at all is the employees' rule: canClockIn() in employees/employee-rules.ts.
export const clockStatusWords = (status: UserStatus): string => userStatusLabels[status];

/** Punch rounding a shop may choose: none, or to the nearest 5, 6 or 15 minutes. */
export const ROUNDING_CHOICES = [0, 5, 6, 15] as const;
export type RoundingMinutes = (typeof ROUNDING_CHOICES)[number];

/** An unpaid meal shorter than this counts as worked time (US federal rule on short breaks). */
export const SHORT_MEAL_MINUTES = 30;
/** Paid hours in one workweek past which the rest is overtime, for reporting. */
export const WEEKLY_OVERTIME_HOURS = 40;
/** A shift, as punched or edited, lasts at most this long. */
export const MAX_SHIFT_HOURS = 24;

export const DEFAULT_EDIT_WINDOW_DAYS = 14;
export const DEFAULT_OPEN_SHIFT_LIMIT_HOURS = 14;

export const timeClockWords = {
  shortMealRule: `An unpaid meal shorter than ${SHORT_MEAL_MINUTES} minutes counts as worked time; paid rests always do.`,
  overtimeRule: `Overtime is paid time past ${WEEKLY_OVERTIME_HOURS} hours in a workweek; a shift counts in the week and on the day it started.`,
  serverTime: "The time of each punch is the shop's clock, not this device's.",
  reasonRequired: "Say why the shift changes.",
} as const;

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The day of `date` as seen from `today`: "" for today itself, "yesterday", a weekday within the week, else the date. */
function dayWords(date: string, today: string): string {
  const back = daysBetween(date, today);
  if (back === 0) return "";
  if (back === 1) return "yesterday";
  if (back > 1 && back < 7) return WEEKDAY_NAMES[weekdayOf(date)] ?? formatDisplayDate(date);
  return formatDisplayDate(date);
}

/**
 * Someone's state on the kiosk and since when, on the shop's clock: "On the clock since 7:30 AM"
 * for today, with the day when it began earlier ("since yesterday 10:45 PM", "since Monday
 * 7:30 AM", "since 05 Mar, 2026 7:30 AM"), so a shift left open overnight never reads as this
 * morning's. `since` is the shop's calendar date and time of day it began; null when off the clock.
 */
export function clockSinceWords(state: ClockState, since: { date: string; time: string } | null, today: string): string {
  const label = clockStateLabels[state];
  if (!since) return label;
  const day = dayWords(since.date, today);
  return `${label} since ${day ? `${day} ` : ""}${since.time}`;
}
