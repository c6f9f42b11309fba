import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { daysIn, lastMonthToSameDay, presetPeriod, twelveMonths, weekStart, yearBefore } from "./report-period";
import { reportPeriodQuerySchema } from "./report-inputs";

describe("report periods", () => {
  // Wednesday 11 March 2026: US daylight saving starts on the Sunday before.
  const today = "2026-03-11";

  it("answers each preset on the shop's calendar", () => {
    expect(presetPeriod("today", today)).toEqual({ from: today, to: today });
    expect(presetPeriod("yesterday", today)).toEqual({ from: "2026-03-10", to: "2026-03-10" });
    expect(presetPeriod("thisWeek", today)).toEqual({ from: "2026-03-08", to: today });
    expect(presetPeriod("thisWeek", today, 1)).toEqual({ from: "2026-03-09", to: today });
    expect(presetPeriod("lastWeek", today)).toEqual({ from: "2026-03-01", to: "2026-03-07" });
    expect(presetPeriod("thisMonth", today)).toEqual({ from: "2026-03-01", to: today });
    expect(presetPeriod("lastMonth", today)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetPeriod("thisYear", today)).toEqual({ from: "2026-01-01", to: today });
    expect(presetPeriod("lastYear", today)).toEqual({ from: "2025-01-01", to: "2025-12-31" });
  });

  it("compares a month to date with last month to the same day, shorter months ending early", () => {
    expect(lastMonthToSameDay("2026-03-31")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(lastMonthToSameDay("2026-03-11")).toEqual({ from: "2026-02-01", to: "2026-02-11" });
  });

  it("gives twelve months ending today, each starting on the 1st", () => {
    const months = twelveMonths(today);
    expect(months[0]).toEqual({ from: "2025-04-01", to: "2025-04-30" });
    expect(months[11]).toEqual({ from: "2026-03-01", to: today });
    expect(yearBefore({ from: "2028-02-29", to: "2028-03-01" })).toEqual({ from: "2027-02-28", to: "2027-03-01" });
  });

  it("starts every week on its first day, whatever the day", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), fc.integer({ min: 0, max: 6 }), (date, start) => {
        const day = date.toISOString().slice(0, 10);
        const first = weekStart(day, start);
        expect(daysIn({ from: first, to: day })).toBeLessThanOrEqual(7);
        expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(start);
      }),
    );
  });

  it("refuses a period back to front or over ten years, in words", () => {
    expect(reportPeriodQuerySchema.safeParse({ from: "2026-03-02", to: "2026-03-01" }).error?.issues[0]?.message).toBe(
      "The start date must not be after the end date.",
    );
    expect(reportPeriodQuerySchema.safeParse({ from: "2000-01-01", to: "2026-03-01" }).error?.issues[0]?.message).toBe("Choose a period of at most ten years.");
    expect(reportPeriodQuerySchema.safeParse({ from: "0.5", to: "6'J" }).success).toBe(false);
  });
});
