import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "../dates/calendar-days";
import { Recurrence } from "../enums";
import { defaultPeriod, isPeriodStart, nextPeriod, periodContaining, previousPeriod, workweekSpanOf, workweeksOf } from "./pay-periods";
import type { PayCalendar } from "./payroll-rules";

const calendar: PayCalendar = { workweekStart: "monday", biweeklyAnchor: "2026-11-02" };

describe("pay periods", () => {
  it("every week follows the shop's workweek", () => {
    // 2026-11-05 is a Thursday; the workweek starts on Monday 2026-11-02.
    expect(periodContaining("2026-11-05", Recurrence.EveryWeek, calendar)).toEqual({ start: "2026-11-02", end: "2026-11-08" });
    expect(periodContaining("2026-11-05", Recurrence.EveryWeek, { ...calendar, workweekStart: "sunday" })).toEqual({ start: "2026-11-01", end: "2026-11-07" });
  });

  it("every other week counts 14 days from the anchor, before it too", () => {
    expect(periodContaining("2026-11-15", Recurrence.EveryOtherWeek, calendar)).toEqual({ start: "2026-11-02", end: "2026-11-15" });
    expect(periodContaining("2026-11-16", Recurrence.EveryOtherWeek, calendar)).toEqual({ start: "2026-11-16", end: "2026-11-29" });
    expect(periodContaining("2026-11-01", Recurrence.EveryOtherWeek, calendar)).toEqual({ start: "2026-10-19", end: "2026-11-01" });
  });

  it("every month is the calendar month", () => {
    expect(periodContaining("2028-02-10", Recurrence.EveryMonth, calendar)).toEqual({ start: "2028-02-01", end: "2028-02-29" });
    expect(periodContaining("2026-12-31", Recurrence.EveryMonth, calendar)).toEqual({ start: "2026-12-01", end: "2026-12-31" });
  });

  it("offers the last period that has fully ended before today", () => {
    // Wednesday 2026-11-18: this week (16-22) is still worked, so last week.
    expect(defaultPeriod("2026-11-18", Recurrence.EveryWeek, calendar)).toEqual({ start: "2026-11-09", end: "2026-11-15" });
    // On the first day of a period, the one that ended yesterday.
    expect(defaultPeriod("2026-11-16", Recurrence.EveryOtherWeek, calendar)).toEqual({ start: "2026-11-02", end: "2026-11-15" });
    expect(defaultPeriod("2026-03-01", Recurrence.EveryMonth, calendar)).toEqual({ start: "2026-02-01", end: "2026-02-28" });
  });

  it("lists the workweeks a period touches, whole", () => {
    const march = periodContaining("2026-03-15", Recurrence.EveryMonth, calendar);
    // March 2026 starts on a Sunday: its first workweek begins on Monday 2026-02-23.
    expect(workweeksOf(march, calendar)).toEqual(["2026-02-23", "2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30"]);
    expect(workweekSpanOf(march, calendar)).toEqual({ start: "2026-02-23", end: "2026-04-05" });
  });

  const schedules = fc.constantFrom(Recurrence.EveryWeek, Recurrence.EveryOtherWeek, Recurrence.EveryMonth);
  const dates = fc.integer({ min: 0, max: 365 * 60 }).map((n) => addDays("2001-01-01", n));

  it("tiles the calendar: each period holds its date, and the next one starts the day after it ends", () => {
    fc.assert(
      fc.property(dates, schedules, (date, schedule) => {
        const period = periodContaining(date, schedule, calendar);
        expect(period.start <= date && date <= period.end).toBe(true);
        expect(isPeriodStart(period.start, schedule, calendar)).toBe(true);
        expect(nextPeriod(period, schedule, calendar).start).toBe(addDays(period.end, 1));
        expect(previousPeriod(period, schedule, calendar).end).toBe(addDays(period.start, -1));
        const length = daysBetween(period.start, period.end) + 1;
        if (schedule === Recurrence.EveryWeek) expect(length).toBe(7);
        if (schedule === Recurrence.EveryOtherWeek) expect(length).toBe(14);
        if (schedule === Recurrence.EveryMonth) expect(length).toBeGreaterThanOrEqual(28);
      }),
    );
  });

  it("the default period always ended before today", () => {
    fc.assert(fc.property(dates, schedules, (today, schedule) => defaultPeriod(today, schedule, calendar).end < today));
  });
});
