import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/calendar-days";
import { formatAppointmentWhen, formatShopTime, formatWallTime, instantOf, wallClockAt } from "./wall-clock";

const NY = "America/New_York";
const iso = (at: number) => new Date(at).toISOString();

describe("wall-clock times of the shop", () => {
  it("gives back the same date and time for every quarter hour of 2026 in New York, but the skipped hour", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), fc.integer({ min: 0, max: 95 }), (day, quarter) => {
        const date = addDays("2026-01-01", day);
        const time = `${String(Math.floor(quarter / 4)).padStart(2, "0")}:${String((quarter % 4) * 15).padStart(2, "0")}`;
        const skipped = date === "2026-03-08" && time >= "02:00" && time < "03:00";
        const wall = wallClockAt(instantOf(date, time, NY), NY);
        expect(wall).toEqual(skipped ? { date, time: "03:00" } : { date, time });
      }),
    );
  });

  it("handles zones changing in the other half of the year and by half an hour", () => {
    // Sydney falls back on 5 April 2026: 02:30 happens twice, the first is daylight time (+11).
    expect(iso(instantOf("2026-04-05", "02:30", "Australia/Sydney"))).toBe("2026-04-04T15:30:00.000Z");
    // Lord Howe Island springs forward half an hour on 4 October 2026: 02:15 does not exist.
    expect(wallClockAt(instantOf("2026-10-04", "02:15", "Australia/Lord_Howe"), "Australia/Lord_Howe")).toEqual({ date: "2026-10-04", time: "02:30" });
  });

  it("writes times as the shop reads them", () => {
    expect(formatShopTime(Date.parse("2026-03-09T14:30:00Z"), NY)).toBe("10:30 AM");
    expect(formatWallTime("00:05")).toBe("12:05 AM");
    expect(formatWallTime("12:00")).toBe("12:00 PM");
    expect(formatWallTime("18:00")).toBe("6:00 PM");
    expect(formatAppointmentWhen("2026-12-05", "10:30")).toBe("Sat 05 Dec, 2026 at 10:30 AM");
    expect(formatAppointmentWhen("2027-01-01", "14:00")).toBe("Fri 01 Jan, 2027 at 2:00 PM");
  });
});
