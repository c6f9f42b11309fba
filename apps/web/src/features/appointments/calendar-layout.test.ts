import { AppointmentStatus } from "@washdesk/domain";
import { describe, expect, it } from "vitest";
import { calendarItem, DAY, makeCalendar } from "./appointment-test-data";
import { calendarLayout, viewDates } from "./calendar-layout";

describe("calendar layout", () => {
  it("puts each appointment in its bay, those in no bay in the first free column, and a column more when none is free", () => {
    const back = calendarItem({ id: "back", bay: "Back", time: "09:00", durationMinutes: 60 });
    const anyA = calendarItem({ id: "any-a", time: "09:30", durationMinutes: 30 });
    const anyB = calendarItem({ id: "any-b", time: "09:45", durationMinutes: 45 });
    const later = calendarItem({ id: "later", time: "11:00", durationMinutes: 15 });
    const layout = calendarLayout(makeCalendar([back, anyA, anyB, later]), [DAY]);

    expect(layout.columns.map((column) => column.label)).toEqual(["Front", "Back", "No bay"]);
    expect(layout.startMinutes).toBe(8 * 60);
    expect(layout.rows).toBe(40);
    const where = Object.fromEntries(layout.blocks.map((block) => [block.item.id, [block.column, block.row, block.rows]]));
    expect(where).toEqual({ back: [1, 4, 4], "any-a": [0, 6, 2], "any-b": [2, 7, 3], later: [0, 12, 1] });
  });

  it("leaves a cancelled appointment's time free for the others", () => {
    const cancelled = calendarItem({ id: "cancelled", bay: "Front", status: AppointmentStatus.Cancelled });
    const booked = calendarItem({ id: "booked", bay: "Front" });
    const layout = calendarLayout(makeCalendar([cancelled, booked]), [DAY]);
    expect(layout.blocks.find((block) => block.item.id === "booked")?.column).toBe(0);
    expect(layout.blocks.find((block) => block.item.id === "cancelled")?.column).toBe(1);
  });

  it("widens the rows for an appointment outside business hours", () => {
    const early = calendarItem({ time: "07:15", durationMinutes: 30 });
    const layout = calendarLayout(makeCalendar([early]), [DAY]);
    expect(layout.startMinutes).toBe(7 * 60 + 15);
    expect(layout.blocks[0]?.row).toBe(0);
  });

  it("shows the week from Sunday, a column per bay on each day", () => {
    const dates = viewDates("week", DAY);
    expect(dates).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
    const friday = calendarItem({ id: "fri", date: "2026-12-04", bay: "Back" });
    const layout = calendarLayout(makeCalendar([friday]), dates);
    expect(layout.columns).toHaveLength(14);
    expect(layout.columns[layout.blocks[0]!.column]).toMatchObject({ date: "2026-12-04", bay: "Back" });
  });
});
