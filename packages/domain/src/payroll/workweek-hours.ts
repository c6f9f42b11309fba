// Hours of one employee per workweek for a pay run (docs/product.md §2 /payroll, Hours). Overtime is
// the time clock's rule (splitOvertime): paid time past 40 hours in a fixed workweek, taken from the
// week's latest shifts. Each workweek stands alone, also when a period holds two.
import type { Weekday } from "../settings/general-settings";
import { shopDateOf, splitOvertime } from "../time-clock/time-clock-hours";
import { inPeriod, type PayrollPeriod } from "./pay-periods";

/** A completed shift's paid time (time-clock shiftHours().paidMs), counted on the day it started. */
export interface WorkedShift {
  id: string;
  clockedInAt: number;
  paidMs: number;
}

export interface WorkweekHours {
  /** The workweek's first day. */
  workweek: string;
  /** Regular and overtime time of the week's shifts whose business date falls in the period: what this run pays. */
  regularMs: number;
  overtimeMs: number;
  /** Paid time of every shift of the week, in the period or not: the 40 hours and the regular rate count it all. */
  workedMs: number;
}

export interface HoursOptions {
  period: PayrollPeriod;
  timeZone: string;
  workweekStart: Weekday;
  /** Exempt employees (a salaried manager) earn no overtime: all their time is regular. */
  overtimeExempt: boolean;
}

/**
 * Regular and overtime time per workweek of the shifts of one employee. `shifts` holds every shift
 * of the workweeks the period touches (workweekSpanOf), so a workweek cut by the period's end is
 * computed whole: its shifts outside the period count towards the 40 hours, and overtime goes to
 * the latest shifts, but only the time of shifts whose business date is in the period is paid by
 * this run. Weeks without a shift in the period are left out. Sorted by workweek.
 */
export function hoursByWorkweek(shifts: readonly WorkedShift[], options: HoursOptions): WorkweekHours[] {
  const split = splitOvertime(
    shifts.map((s) => ({ ...s, userId: "" })),
    options.timeZone,
    options.workweekStart,
  );
  const weeks = new Map<string, WorkweekHours & { paidInPeriod: boolean }>();
  for (const shift of shifts) {
    const s = split.get(shift.id);
    if (!s) continue;
    const week = weeks.get(s.workweek) ?? { workweek: s.workweek, regularMs: 0, overtimeMs: 0, workedMs: 0, paidInPeriod: false };
    week.workedMs += shift.paidMs;
    if (inPeriod(s.businessDate, options.period)) {
      week.paidInPeriod = true;
      week.regularMs += options.overtimeExempt ? shift.paidMs : s.regularMs;
      week.overtimeMs += options.overtimeExempt ? 0 : s.overtimeMs;
    }
    weeks.set(s.workweek, week);
  }
  return [...weeks.values()]
    .filter((w) => w.paidInPeriod)
    .sort((a, b) => (a.workweek < b.workweek ? -1 : a.workweek > b.workweek ? 1 : 0))
    .map(({ workweek, regularMs, overtimeMs, workedMs }) => ({ workweek, regularMs, overtimeMs, workedMs }));
}

/** Paid time per business day (the day a shift started), what a tip pool shares by. */
export function paidMsByDay(shifts: readonly WorkedShift[], timeZone: string): Map<string, number> {
  const days = new Map<string, number>();
  for (const shift of shifts) {
    const day = shopDateOf(shift.clockedInAt, timeZone);
    days.set(day, (days.get(day) ?? 0) + shift.paidMs);
  }
  return days;
}
