import { describe, expect, it } from "vitest";
import { businessDateAt, dayEnd, dayRange, dayStart, instantToWallTime, nextDate, wallTimeToInstant } from "./shop-clock";

const NY = "America/New_York";
const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe("the shop's business day", () => {
  it("is the calendar day on the shop's clock, not the server's", () => {
    expect(businessDateAt(at("2026-01-15T04:59:59Z"), NY)).toBe("2026-01-14");
    expect(businessDateAt(at("2026-01-15T05:00:00Z"), NY)).toBe("2026-01-15");
    expect(businessDateAt(at("2026-01-15T04:59:59Z"), "UTC")).toBe("2026-01-15");
    expect(businessDateAt(at("2026-01-15T12:00:00Z"), "Asia/Tokyo")).toBe("2026-01-15");
    expect(businessDateAt(at("2026-01-15T15:00:00Z"), "Asia/Tokyo")).toBe("2026-01-16");
  });

  it("turns at midnight on the shop's clock across the March change (EST to EDT)", () => {
    // 2026-03-08 starts at 00:00 EST (05:00Z) and the next day at 00:00 EDT (04:00Z).
    expect(businessDateAt(at("2026-03-08T04:59:59Z"), NY)).toBe("2026-03-07");
    expect(businessDateAt(at("2026-03-08T05:00:00Z"), NY)).toBe("2026-03-08");
    expect(businessDateAt(at("2026-03-08T07:30:00Z"), NY)).toBe("2026-03-08");
    expect(businessDateAt(at("2026-03-09T03:59:59Z"), NY)).toBe("2026-03-08");
    expect(businessDateAt(at("2026-03-09T04:00:00Z"), NY)).toBe("2026-03-09");
  });

  it("turns at midnight on the shop's clock across the November change (EDT to EST)", () => {
    expect(businessDateAt(at("2026-11-01T03:59:59Z"), NY)).toBe("2026-10-31");
    expect(businessDateAt(at("2026-11-01T04:00:00Z"), NY)).toBe("2026-11-01");
    expect(businessDateAt(at("2026-11-01T06:30:00Z"), NY)).toBe("2026-11-01");
    expect(businessDateAt(at("2026-11-02T04:59:59Z"), NY)).toBe("2026-11-01");
    expect(businessDateAt(at("2026-11-02T05:00:00Z"), NY)).toBe("2026-11-02");
  });

  it("answers for the instant asked, whatever was asked before in the same zone", () => {
    // The answer is kept for a minute per zone: a later instant, an earlier one, another zone between.
    expect(businessDateAt(at("2026-06-30T03:59:00Z"), NY)).toBe("2026-06-29");
    expect(businessDateAt(at("2026-06-30T04:00:00Z"), NY)).toBe("2026-06-30");
    expect(businessDateAt(at("2026-06-30T04:00:00Z"), "Pacific/Auckland")).toBe("2026-06-30");
    expect(businessDateAt(at("2026-06-30T03:59:59Z"), NY)).toBe("2026-06-29");
    expect(businessDateAt(at("2026-06-30T04:00:59Z"), NY)).toBe("2026-06-30");
  });

  it("gives each instant its own day within a remembered minute", () => {
    expect(businessDateAt(at("2026-11-21T04:59:59.999Z"), NY)).toBe("2026-11-20");
    expect(businessDateAt(at("2026-11-21T05:00:00.000Z"), NY)).toBe("2026-11-21");
    // Back within the minute that was remembered, and forward again.
    expect(businessDateAt(at("2026-11-21T04:59:00.000Z"), NY)).toBe("2026-11-20");
    expect(businessDateAt(at("2026-11-21T05:00:30.000Z"), NY)).toBe("2026-11-21");
  });

  it("keeps each time zone's answer apart, 45-minute offsets included", () => {
    const instant = at("2026-11-21T18:15:00.000Z");
    expect(businessDateAt(instant, "Asia/Kathmandu")).toBe("2026-11-22");
    expect(businessDateAt(instant, "UTC")).toBe("2026-11-21");
    expect(businessDateAt(at("2026-11-21T18:14:59.999Z"), "Asia/Kathmandu")).toBe("2026-11-21");
  });

  it("refuses an invalid date", () => {
    expect(() => businessDateAt(new Date(Number.NaN), NY)).toThrow(RangeError);
  });
});

describe("a shop day's bounds", () => {
  it("start at the day's midnight and end at the next day's", () => {
    expect(dayStart("2026-01-15", NY).toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(dayEnd("2026-01-15", NY).toISOString()).toBe("2026-01-16T05:00:00.000Z");
    expect(dayEnd("2026-12-31", NY).toISOString()).toBe("2027-01-01T05:00:00.000Z");
  });

  it("make the March change day 23 hours long", () => {
    expect(dayStart("2026-03-08", NY).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(dayEnd("2026-03-08", NY).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(dayEnd("2026-03-08", NY).getTime() - dayStart("2026-03-08", NY).getTime()).toBe(23 * HOUR);
  });

  it("make the November change day 25 hours long", () => {
    expect(dayStart("2026-11-01", NY).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(dayEnd("2026-11-01", NY).toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(dayEnd("2026-11-01", NY).getTime() - dayStart("2026-11-01", NY).getTime()).toBe(25 * HOUR);
  });

  it("agree with the business day: every instant of a day is on that day, none outside", () => {
    for (const day of ["2026-03-08", "2026-11-01", "2026-07-04"]) {
      const start = dayStart(day, NY);
      const end = dayEnd(day, NY);
      expect(businessDateAt(start, NY)).toBe(day);
      expect(businessDateAt(new Date(end.getTime() - 1), NY)).toBe(day);
      expect(businessDateAt(new Date(start.getTime() - 1), NY)).not.toBe(day);
      expect(businessDateAt(end, NY)).toBe(nextDate(day));
    }
  });

  it("start at the first time the clock shows when the zone skips midnight", () => {
    // Chile moves its clocks from 00:00 to 01:00 on 2026-09-06.
    expect(dayStart("2026-09-06", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(instantToWallTime(dayStart("2026-09-06", "America/Santiago"), "America/Santiago")).toBe("2026-09-06 01:00:00");
    expect(dayEnd("2026-09-05", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
  });

  it("turn a date range into the instants of those whole days", () => {
    const { start, end } = dayRange("2026-01-31", "2026-02-28", NY);
    expect(start?.toISOString()).toBe("2026-01-31T05:00:00.000Z");
    expect(end?.toISOString()).toBe("2026-03-01T05:00:00.000Z");
    expect(dayRange(undefined, undefined, NY)).toEqual({});
    expect(dayRange("2026-03-08", undefined, NY)).toEqual({ start: new Date("2026-03-08T05:00:00Z") });
  });

  it("step the calendar over month, year and leap days", () => {
    expect(nextDate("2026-01-31")).toBe("2026-02-01");
    expect(nextDate("2028-02-28")).toBe("2028-02-29");
    expect(nextDate("2026-12-31")).toBe("2027-01-01");
  });
});

describe("wall-clock time in the shop's zone", () => {
  it("reads the picker's time in the zone, winter and summer", () => {
    expect(wallTimeToInstant("2026-01-15 09:30:00", NY).toISOString()).toBe("2026-01-15T14:30:00.000Z");
    expect(wallTimeToInstant("2026-07-15 09:30:00", NY).toISOString()).toBe("2026-07-15T13:30:00.000Z");
    expect(wallTimeToInstant("2026-07-15 09:30:00", "UTC").toISOString()).toBe("2026-07-15T09:30:00.000Z");
  });

  it("round-trips, including around the daylight-saving changes", () => {
    for (const wall of ["2026-03-08 01:59:59", "2026-03-08 03:00:00", "2026-11-01 00:30:00", "2026-11-01 02:30:00", "2026-12-31 23:59:59"]) {
      expect(instantToWallTime(wallTimeToInstant(wall, NY), NY)).toBe(wall);
    }
  });

  it("moves a time the clocks skip forward by the hour", () => {
    expect(instantToWallTime(wallTimeToInstant("2026-03-08 02:30:00", NY), NY)).toBe("2026-03-08 03:30:00");
  });

  it("shows midnight as 00, not 24", () => {
    expect(instantToWallTime(new Date("2026-01-15T05:00:00Z"), NY)).toBe("2026-01-15 00:00:00");
  });

  it("refuses text that is not a wall-clock time", () => {
    expect(() => wallTimeToInstant("15/01/2026", NY)).toThrow(RangeError);
  });
});
