import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Frequency } from "../enums";
import { addDays, addMonths } from "../dates/calendar-days";
import { dueOccurrences, firstOccurrenceOnOrAfter, isScheduleStartTooOld, occurrenceDate } from "./schedule-dates";

const first = (start: string, frequency: Frequency, count: number) => Array.from({ length: count }, (_, n) => occurrenceDate(start, frequency, n));

describe("occurrences of a scheduled expense", () => {
  it("starts on the start date and repeats by each frequency", () => {
    expect(first("2026-03-15", Frequency.Daily, 3)).toEqual(["2026-03-15", "2026-03-16", "2026-03-17"]);
    expect(first("2026-03-15", Frequency.Weekly, 3)).toEqual(["2026-03-15", "2026-03-22", "2026-03-29"]);
    expect(first("2026-03-15", Frequency.BiWeekly, 3)).toEqual(["2026-03-15", "2026-03-29", "2026-04-12"]);
    expect(first("2026-03-15", Frequency.Monthly, 3)).toEqual(["2026-03-15", "2026-04-15", "2026-05-15"]);
    expect(first("2026-03-15", Frequency.Yearly, 3)).toEqual(["2026-03-15", "2027-03-15", "2028-03-15"]);
  });

  it("clamps to the end of shorter months and comes back to the 31st", () => {
    expect(first("2026-01-31", Frequency.Monthly, 4)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]);
    expect(first("2028-01-31", Frequency.Monthly, 2)).toEqual(["2028-01-31", "2028-02-29"]);
    expect(first("2024-02-29", Frequency.Yearly, 5)).toEqual(["2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29"]);
  });

  it("crosses year ends and daylight-saving changes without losing a day", () => {
    expect(addMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(first("2026-03-07", Frequency.Daily, 3)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(first("2026-10-31", Frequency.Daily, 3)).toEqual(["2026-10-31", "2026-11-01", "2026-11-02"]);
  });

  it("finds the first occurrence on or after a date (what resuming skips to)", () => {
    expect(firstOccurrenceOnOrAfter("2026-01-31", Frequency.Monthly, "2026-03-01")).toBe(2);
    expect(firstOccurrenceOnOrAfter("2026-01-31", Frequency.Monthly, "2026-03-31")).toBe(2);
    expect(firstOccurrenceOnOrAfter("2026-01-31", Frequency.Monthly, "2026-01-01")).toBe(0);
    const days = ["2026-01-01", "2026-06-30", "2030-12-31"];
    for (const start of days) {
      for (const frequency of [0, 1, 2, 3, 4] as Frequency[]) {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 4000 }), (offset) => {
            const date = occurrenceDate(start, Frequency.Daily, offset);
            const n = firstOccurrenceOnOrAfter(start, frequency, date);
            expect(occurrenceDate(start, frequency, n) >= date).toBe(true);
            if (n > 0) expect(occurrenceDate(start, frequency, n - 1) < date).toBe(true);
          }),
          { numRuns: 50 },
        );
      }
    }
  });

  it("never goes backwards", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 100 }), (month, day, n) => {
        const start = addMonths(`2026-${String(month + 1).padStart(2, "0")}-01`, 0).slice(0, 8) + String(Math.min(day, 28)).padStart(2, "0");
        for (const frequency of [0, 1, 2, 3, 4] as Frequency[]) {
          expect(occurrenceDate(start, frequency, n + 1) > occurrenceDate(start, frequency, n)).toBe(true);
        }
      }),
    );
  });
});

describe("the years of a schedule", () => {
  it("never shifts a year below 100 into the 1900s", () => {
    expect(addDays("0001-01-01", 1)).toBe("0001-01-02");
    expect(addDays("0099-12-31", 1)).toBe("0100-01-01");
    expect(addMonths("0004-01-31", 1)).toBe("0004-02-29");
    expect(occurrenceDate("0001-01-01", Frequency.Yearly, 2)).toBe("0003-01-01");
  });

  it("starts at most twelve months back", () => {
    expect(isScheduleStartTooOld("2025-06-01", "2026-06-01")).toBe(false);
    expect(isScheduleStartTooOld("2025-05-31", "2026-06-01")).toBe(true);
    expect(isScheduleStartTooOld("2030-01-01", "2026-06-01")).toBe(false);
  });

  it("makes at most a year of occurrences in a run, however long ago it started, and moves on past today", () => {
    const run = dueOccurrences({ startDate: "2000-01-01", frequency: Frequency.Daily, nextIndex: 0 }, "2026-06-01", 500);
    expect(run.due).toHaveLength(366);
    expect(run.due[0]?.date).toBe("2025-06-01");
    expect(run.due.at(-1)?.date).toBe("2026-06-01");
    expect(run.nextDate).toBe("2026-06-02");
    expect(occurrenceDate("2000-01-01", Frequency.Daily, run.nextIndex)).toBe(run.nextDate);
  });

  it("makes what is due from where it stopped, never more than asked", () => {
    const monthly = { startDate: "2026-01-31", frequency: Frequency.Monthly, nextIndex: 2 };
    expect(dueOccurrences(monthly, "2026-06-01", 500)).toEqual({
      due: [
        { index: 2, date: "2026-03-31" },
        { index: 3, date: "2026-04-30" },
        { index: 4, date: "2026-05-31" },
      ],
      nextIndex: 5,
      nextDate: "2026-06-30",
    });
    expect(dueOccurrences(monthly, "2026-06-01", 1).due).toHaveLength(1);
    expect(dueOccurrences({ ...monthly, nextIndex: 5 }, "2026-06-01", 500)).toEqual({ due: [], nextIndex: 5, nextDate: "2026-06-30" });
  });
});
