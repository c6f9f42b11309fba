import { describe, expect, it } from "vitest";
import { Recurrence } from "../enums/schedule";
import { listOccurrences, movedSeriesDate, type RecurringSeries } from "./recurrence-occurrences";
import { recurrenceEndProblem } from "./recurrence-end";
import { instantOf, wallClockAt } from "./wall-clock";

const NY = "America/New_York";
const iso = (at: number) => new Date(at).toISOString();
const series = (overrides: Partial<RecurringSeries>): RecurringSeries => ({
  firstDate: "2026-02-22",
  time: "10:00",
  timeZone: NY,
  recurrence: Recurrence.EveryWeek,
  end: { count: 4 },
  ...overrides,
});

describe("a weekly appointment across daylight-saving changes in New York", () => {
  it("stays at 10:00 local when clocks spring forward on 8 March: the UTC time moves from 15:00 to 14:00", () => {
    const list = listOccurrences(series({ firstDate: "2026-02-22" }));
    expect(list.map((o) => o.date)).toEqual(["2026-02-22", "2026-03-01", "2026-03-08", "2026-03-15"]);
    expect(list.map((o) => wallClockAt(o.start, NY).time)).toEqual(["10:00", "10:00", "10:00", "10:00"]);
    expect(list.map((o) => iso(o.start))).toEqual([
      "2026-02-22T15:00:00.000Z",
      "2026-03-01T15:00:00.000Z",
      "2026-03-08T14:00:00.000Z",
      "2026-03-15T14:00:00.000Z",
    ]);
  });

  it("stays at 10:00 local when clocks fall back on 1 November: the UTC time moves from 14:00 back to 15:00", () => {
    const list = listOccurrences(series({ firstDate: "2026-10-18", end: { until: "2026-11-08" } }));
    expect(list.map((o) => iso(o.start))).toEqual([
      "2026-10-18T14:00:00.000Z",
      "2026-10-25T14:00:00.000Z",
      "2026-11-01T15:00:00.000Z",
      "2026-11-08T15:00:00.000Z",
    ]);
  });
});

describe("every other week", () => {
  const biweekly = series({ firstDate: "2026-03-02", recurrence: Recurrence.EveryOtherWeek, end: { count: 10 } });

  it("skips the weeks between, counted from the first date", () => {
    expect(listOccurrences({ ...biweekly, end: { count: 4 } }).map((o) => o.date)).toEqual(["2026-03-02", "2026-03-16", "2026-03-30", "2026-04-13"]);
  });

  it("stays on the first date's weeks whatever day the calendar starts listing from", () => {
    const expected = ["2026-03-16", "2026-03-30", "2026-04-13"];
    for (const from of ["2026-03-03", "2026-03-09", "2026-03-10", "2026-03-16"]) {
      expect(listOccurrences(biweekly, { from, to: "2026-04-19" }).map((o) => o.date)).toEqual(expected);
    }
  });

  it("keeps counting the series from its first appointment when listed from a later week", () => {
    const list = listOccurrences({ ...biweekly, end: { count: 3 } }, { from: "2026-03-20", to: "2026-12-31" });
    expect(list.map((o) => [o.index, o.date])).toEqual([[2, "2026-03-30"]]);
  });
});

describe("every month", () => {
  it("on the 31st falls on the month's last day in shorter months and returns to the 31st after", () => {
    const list = listOccurrences(series({ firstDate: "2026-01-31", recurrence: Recurrence.EveryMonth, end: { count: 6 } }));
    expect(list.map((o) => o.date)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30"]);
    expect(list.every((o) => wallClockAt(o.start, NY).time === "10:00")).toBe(true);
  });

  it("finds the months of a window far into the series", () => {
    const monthly = series({ firstDate: "2026-01-31", recurrence: Recurrence.EveryMonth, end: { until: "2027-12-31" } });
    expect(listOccurrences(monthly, { from: "2027-02-01", to: "2027-03-31" }).map((o) => o.date)).toEqual(["2027-02-28", "2027-03-31"]);
  });
});

describe("times that daylight saving skips or repeats", () => {
  it("moves 2:30 on the spring-forward day to 3:00, the first time that exists, and keeps 2:30 on other weeks", () => {
    const list = listOccurrences(series({ firstDate: "2026-03-01", time: "02:30", end: { count: 3 } }));
    expect(list.map((o) => wallClockAt(o.start, NY))).toEqual([
      { date: "2026-03-01", time: "02:30" },
      { date: "2026-03-08", time: "03:00" },
      { date: "2026-03-15", time: "02:30" },
    ]);
    expect(iso(list[1]!.start)).toBe("2026-03-08T07:00:00.000Z");
  });

  it("takes the first (daylight-time) 1:30 on the fall-back day", () => {
    expect(iso(instantOf("2026-11-01", "01:30", NY))).toBe("2026-11-01T05:30:00.000Z");
    const list = listOccurrences(series({ firstDate: "2026-11-01", time: "01:30", end: { count: 2 } }));
    expect(list.map((o) => iso(o.start))).toEqual(["2026-11-01T05:30:00.000Z", "2026-11-08T06:30:00.000Z"]);
  });
});

describe("the end of a series", () => {
  it("counts the first appointment in the count", () => {
    expect(listOccurrences(series({ end: { count: 1 } })).map((o) => o.date)).toEqual(["2026-02-22"]);
    expect(listOccurrences(series({ end: { count: 3 } }))).toHaveLength(3);
  });

  it("includes the end date itself, and the first appointment when the end date is its day", () => {
    expect(listOccurrences(series({ end: { until: "2026-02-22" } })).map((o) => o.date)).toEqual(["2026-02-22"]);
    expect(listOccurrences(series({ end: { until: "2026-03-08" } })).map((o) => o.date)).toEqual(["2026-02-22", "2026-03-01", "2026-03-08"]);
    expect(listOccurrences(series({ end: { until: "2026-03-07" } })).map((o) => o.date)).toEqual(["2026-02-22", "2026-03-01"]);
  });

  it("refuses an end before the first appointment or a count below one, in plain words", () => {
    expect(recurrenceEndProblem("2026-02-22", { until: "2026-02-21" })).toBe("Choose an end date on or after the first appointment.");
    expect(recurrenceEndProblem("2026-02-22", { count: 0 })).toBe("Repeat at least once.");
    expect(recurrenceEndProblem("2026-02-22", { count: 2.5 })).toBe("Repeat at least once.");
    expect(recurrenceEndProblem("2026-02-22", { until: "2026-02-22" })).toBeNull();
    expect(recurrenceEndProblem("2026-02-22", { count: 1 })).toBeNull();
  });
});

describe("this and following moved to another date", () => {
  it("keeps a monthly series on the moved day of the month, the last day of a shorter month, never the next month", () => {
    const moved = { index: 0, from: "2027-01-28", to: "2027-01-31" };
    const later = ["2027-02-28", "2027-03-28", "2027-04-28"].map((date, i) => movedSeriesDate(Recurrence.EveryMonth, moved, { index: i + 1, date }));
    expect(later).toEqual(["2027-02-28", "2027-03-31", "2027-04-30"]);
  });

  it("counts months from the moved appointment, wherever it sits in the series", () => {
    expect(movedSeriesDate(Recurrence.EveryMonth, { index: 2, from: "2027-03-15", to: "2027-03-10" }, { index: 5, date: "2027-06-15" })).toBe("2027-06-10");
  });

  it("moves weekly and every-other-week ones by the same number of days", () => {
    expect(movedSeriesDate(Recurrence.EveryWeek, { index: 0, from: "2027-01-04", to: "2027-01-06" }, { index: 3, date: "2027-01-25" })).toBe("2027-01-27");
    expect(movedSeriesDate(Recurrence.EveryOtherWeek, { index: 1, from: "2027-01-18", to: "2027-01-15" }, { index: 2, date: "2027-02-01" })).toBe("2027-01-29");
  });
});
