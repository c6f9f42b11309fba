// Who may use the time clock, and the limits of its settings (docs/product.md §2 /timeClock).
import { type UserStatus, userStatusLabels } from "../enums/staff";

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
