import { describe, expect, it } from "vitest";
import { dayRange, instantToWallTime, wallTimeToInstant } from "./zoned-time";

const NY = "America/New_York";

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

  it("turns a date range into the instants of those whole days", () => {
    const { start, end } = dayRange("2026-01-31", "2026-02-28", NY);
    expect(start?.toISOString()).toBe("2026-01-31T05:00:00.000Z");
    expect(end?.toISOString()).toBe("2026-03-01T05:00:00.000Z");
    expect(dayRange(undefined, undefined, NY)).toEqual({});
  });
});
