import { describe, expect, it } from "vitest";
import { AppointmentStatus } from "../enums/appointments";
import { defaultBusinessHours, type BusinessHours } from "../settings/general-settings";
import { checkFit, type BookedAppointment, type ShopCalendar } from "./bay-capacity";
import { freeSlots } from "./free-slots";
import { instantOf } from "./wall-clock";

const NY = "America/New_York";
// Monday 9 March 2026, the day after clocks spring forward.
const MONDAY = "2026-03-09";
const at = (time: string, date = MONDAY) => instantOf(date, time, NY);
const hours: BusinessHours = { ...defaultBusinessHours, sunday: { closed: true, opens: "08:00", closes: "18:00" } };

let nextId = 0;
const booked = (start: string, end: string, extra: Partial<BookedAppointment> = {}): BookedAppointment => ({
  id: `a${(nextId += 1)}`,
  start: at(start),
  end: at(end),
  bay: null,
  status: AppointmentStatus.Pending,
  ...extra,
});
const calendar = (bays: ShopCalendar["bays"], list: BookedAppointment[]): ShopCalendar => ({ bays, hours, timeZone: NY, booked: list });

describe("business hours", () => {
  it("accepts an appointment from opening to closing", () => {
    expect(checkFit(calendar(3, []), { start: at("08:00"), end: at("18:00") })).toEqual({ ok: true });
  });

  it("refuses one starting before opening or ending after closing, naming the hours", () => {
    const message = "We are open 8:00 AM to 6:00 PM on Mondays. Choose a time within these hours.";
    expect(checkFit(calendar(3, []), { start: at("07:45"), end: at("08:30") })).toEqual({ ok: false, reason: "hours", message });
    expect(checkFit(calendar(3, []), { start: at("17:30"), end: at("18:15") })).toEqual({ ok: false, reason: "hours", message });
  });

  it("refuses a day the shop is closed", () => {
    const fit = checkFit(calendar(3, []), { start: at("10:00", "2026-03-08"), end: at("11:00", "2026-03-08") });
    expect(fit).toEqual({ ok: false, reason: "hours", message: "We are closed on Sundays." });
  });

  it("refuses an appointment that ends before it starts", () => {
    expect(checkFit(calendar(3, []), { start: at("11:00"), end: at("10:00") })).toMatchObject({
      ok: false,
      message: "The appointment must end after it starts.",
    });
  });
});

describe("bays", () => {
  it("refuses a fourth appointment at once with 3 bays, naming the time of the clash", () => {
    const list = [booked("10:00", "11:00"), booked("10:30", "11:30"), booked("10:15", "12:00")];
    expect(checkFit(calendar(3, list), { start: at("09:00"), end: at("11:00") })).toEqual({
      ok: false,
      reason: "bays",
      message: "All 3 bays are booked at 10:30 AM.",
    });
  });

  it("accepts it when the appointments only overlap two at a time", () => {
    const list = [booked("09:00", "10:00"), booked("09:30", "10:30"), booked("10:00", "11:00")];
    expect(checkFit(calendar(3, list), { start: at("09:00"), end: at("11:00") })).toEqual({ ok: true });
  });

  it("lets back-to-back appointments share a bay: one ends as the next starts", () => {
    const list = [booked("09:00", "10:00"), booked("11:00", "12:00")];
    expect(checkFit(calendar(1, list), { start: at("10:00"), end: at("11:00") })).toEqual({ ok: true });
    expect(checkFit(calendar(1, list), { start: at("10:00"), end: at("11:15") })).toEqual({
      ok: false,
      reason: "bays",
      message: "The bay is booked at 11:00 AM.",
    });
  });

  it("frees the bay of cancelled, missed and completed appointments, and keeps it for pending ones", () => {
    const gone = [
      booked("10:00", "11:00", { status: AppointmentStatus.Cancelled }),
      booked("10:00", "11:00", { status: AppointmentStatus.Missed }),
      booked("10:00", "11:00", { status: AppointmentStatus.Completed }),
    ];
    expect(checkFit(calendar(1, gone), { start: at("10:00"), end: at("11:00") })).toEqual({ ok: true });
    expect(checkFit(calendar(1, [...gone, booked("10:00", "11:00")]), { start: at("10:00"), end: at("11:00") }).ok).toBe(false);
  });

  it("does not let a moved appointment clash with itself", () => {
    const self = booked("10:00", "11:00");
    expect(checkFit(calendar(1, [self]), { start: at("10:30"), end: at("11:30"), ignoreId: self.id })).toEqual({ ok: true });
  });

  it("says how many are booked when there are already more than bays", () => {
    const list = [booked("10:00", "11:00"), booked("10:00", "11:00"), booked("10:00", "11:00")];
    expect(checkFit(calendar(2, list), { start: at("10:00"), end: at("10:30") })).toMatchObject({
      message: "3 appointments are already booked at 10:00 AM for 2 bays.",
    });
  });

  it("refuses a named bay already taken then, and counts unassigned appointments against all bays", () => {
    const bays = ["Bay 1", "Bay 2"];
    const list = [booked("10:00", "11:00", { bay: "Bay 1" })];
    expect(checkFit(calendar(bays, list), { start: at("10:30"), end: at("11:00"), bay: "Bay 1" })).toEqual({
      ok: false,
      reason: "bays",
      message: "Bay 1 is booked at 10:30 AM.",
    });
    expect(checkFit(calendar(bays, list), { start: at("10:30"), end: at("11:00"), bay: "Bay 2" })).toEqual({ ok: true });
    const full = [...list, booked("10:00", "11:00")];
    expect(checkFit(calendar(bays, full), { start: at("10:30"), end: at("11:00") })).toMatchObject({ message: "All 2 bays are booked at 10:30 AM." });
    expect(checkFit(calendar(bays, []), { start: at("10:30"), end: at("11:00"), bay: "Bay 9" })).toMatchObject({ message: "There is no bay named Bay 9." });
  });
});

describe("free slots for online booking", () => {
  const shortDay: BusinessHours = { ...hours, monday: { closed: false, opens: "08:00", closes: "10:00" } };
  const times = (slots: { start: number }[]) =>
    slots.map((s) => new Date(s.start).toLocaleTimeString("en-US", { timeZone: NY, hour: "numeric", minute: "2-digit" }).replace(/\s/g, " "));

  it("lists the 15-minute starts where the appointment fits before closing, around a booking", () => {
    const cal = { ...calendar(1, [booked("08:30", "09:00")]), hours: shortDay };
    expect(times(freeSlots(cal, MONDAY, 30))).toEqual(["8:00 AM", "9:00 AM", "9:15 AM", "9:30 AM"]);
  });

  it("gives each slot its end, the duration later", () => {
    const cal = { ...calendar(1, []), hours: shortDay };
    const [first] = freeSlots(cal, MONDAY, 45);
    expect(first).toEqual({ start: at("08:00"), end: at("08:45") });
  });

  it("hides starts already past", () => {
    const cal = { ...calendar(1, []), hours: shortDay };
    expect(times(freeSlots(cal, MONDAY, 60, at("08:40")))).toEqual(["8:45 AM", "9:00 AM"]);
  });

  it("offers nothing on a closed day or when every bay is taken all day", () => {
    expect(freeSlots(calendar(1, []), "2026-03-08", 30)).toEqual([]);
    const cal = { ...calendar(2, [booked("08:00", "10:00"), booked("08:00", "10:00")]), hours: shortDay };
    expect(freeSlots(cal, MONDAY, 15)).toEqual([]);
  });

  it("keeps slots at the shop's wall-clock times on the day clocks fall back", () => {
    const sunday = "2026-11-01";
    const open: BusinessHours = { ...hours, sunday: { closed: false, opens: "08:00", closes: "09:00" } };
    const slots = freeSlots({ ...calendar(1, []), hours: open }, sunday, 30);
    expect(times(slots)).toEqual(["8:00 AM", "8:15 AM", "8:30 AM"]);
    expect(new Date(slots[0]!.start).toISOString()).toBe("2026-11-01T13:00:00.000Z");
  });
});
