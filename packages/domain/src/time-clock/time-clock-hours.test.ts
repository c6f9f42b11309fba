import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { roundPunch, shiftHours, shopDateOf, splitOvertime, workweekOf, type PunchedShift } from "./time-clock-hours";
import { ROUNDING_CHOICES } from "./time-clock-rules";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NY = "America/New_York";

/** Any shift of up to 24 h starting in 2020–2030, with up to five breaks anywhere in or around it. */
const shiftArb = fc
  .record({
    start: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
    length: fc.integer({ min: 0, max: 24 * HOUR }),
    breaks: fc.array(
      fc.record({
        kind: fc.constantFrom("rest" as const, "meal" as const),
        offset: fc.integer({ min: -2 * HOUR, max: 26 * HOUR }),
        length: fc.integer({ min: 0, max: 3 * HOUR }),
        open: fc.boolean(),
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ start, length, breaks }): PunchedShift => ({
    clockedInAt: start,
    clockedOutAt: start + length,
    breaks: breaks.map((b) => ({ kind: b.kind, startedAt: start + b.offset, endedAt: b.open ? null : start + b.offset + b.length })),
  }));

describe("shift hours", () => {
  it("cuts any sequence of punches into non-negative, ordered segments that sum to the shift", () => {
    fc.assert(
      fc.property(shiftArb, fc.constantFrom(...ROUNDING_CHOICES), (shift, rounding) => {
        const hours = shiftHours(shift, rounding);
        let cursor = hours.countedFrom;
        for (const segment of hours.segments) {
          expect(segment.to).toBeGreaterThan(segment.from);
          expect(segment.from).toBe(cursor);
          cursor = segment.to;
        }
        expect(cursor).toBe(hours.countedTo);
        expect(hours.paidMs + hours.unpaidMs).toBe(hours.countedTo - hours.countedFrom);
        expect(hours.paidMs).toBeGreaterThanOrEqual(0);
        expect(hours.unpaidMs).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("pays rests, pays meals under 30 minutes, and leaves longer meals unpaid", () => {
    const start = Date.UTC(2026, 5, 1, 13);
    const shift = (kind: "rest" | "meal", minutes: number) =>
      shiftHours({
        clockedInAt: start,
        clockedOutAt: start + 8 * HOUR,
        breaks: [{ kind, startedAt: start + 4 * HOUR, endedAt: start + 4 * HOUR + minutes * MINUTE }],
      });
    expect(shift("rest", 45).paidMs).toBe(8 * HOUR);
    expect(shift("meal", 29).paidMs).toBe(8 * HOUR);
    expect(shift("meal", 30).paidMs).toBe(8 * HOUR - 30 * MINUTE);
    expect(shift("meal", 30).unpaidMs).toBe(30 * MINUTE);
  });

  it("counts an overnight shift whole, on the day and workweek it started", () => {
    // Saturday 22:00 to Sunday 06:00 in New York (EDT, −4 h): 8 h, counted on Saturday.
    const start = Date.UTC(2026, 5, 6, 2);
    const hours = shiftHours({ clockedInAt: start, clockedOutAt: start + 8 * HOUR, breaks: [] });
    expect(hours.paidMs).toBe(8 * HOUR);
    const split = splitOvertime([{ id: "a", userId: "u", clockedInAt: start, paidMs: hours.paidMs }], NY, "sunday").get("a");
    expect(split).toEqual({ businessDate: "2026-06-05", workweek: "2026-05-31", regularMs: 8 * HOUR, overtimeMs: 0 });
  });

  it("counts the real elapsed time across the March and November changes in New York", () => {
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT. 22:00 EST (03:00Z) to 06:00 EDT (10:00Z) is 7 h.
    const march = shiftHours({ clockedInAt: Date.UTC(2026, 2, 8, 3), clockedOutAt: Date.UTC(2026, 2, 8, 10), breaks: [] });
    expect(march.paidMs).toBe(7 * HOUR);
    expect(shopDateOf(Date.UTC(2026, 2, 8, 3), NY)).toBe("2026-03-07");
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST. 22:00 EDT (02:00Z) to 06:00 EST (11:00Z) is 9 h.
    const november = shiftHours({ clockedInAt: Date.UTC(2026, 10, 1, 2), clockedOutAt: Date.UTC(2026, 10, 1, 11), breaks: [] });
    expect(november.paidMs).toBe(9 * HOUR);
    expect(shopDateOf(Date.UTC(2026, 10, 1, 2), NY)).toBe("2026-10-31");
  });

  it("counts any shift around a New York change as its instants' difference, on its starting day", () => {
    const changes = [Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6), Date.UTC(2025, 2, 9, 7), Date.UTC(2025, 10, 2, 6)];
    fc.assert(
      fc.property(fc.constantFrom(...changes), fc.integer({ min: -12 * HOUR, max: 0 }), fc.integer({ min: 0, max: 14 * HOUR }), (change, before, length) => {
        const start = change + before;
        const hours = shiftHours({ clockedInAt: start, clockedOutAt: start + length, breaks: [] });
        expect(hours.paidMs).toBe(length);
        const split = splitOvertime([{ id: "s", userId: "u", clockedInAt: start, paidMs: hours.paidMs }], NY, "sunday").get("s");
        expect(split?.businessDate).toBe(shopDateOf(start, NY));
      }),
    );
  });
});

describe("rounding", () => {
  it("moves a punch to the nearest step, by at most half a step", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(2040, 0, 1) }), fc.constantFrom(5, 6, 15), (at, minutes) => {
        const rounded = roundPunch(at, minutes as 5 | 6 | 15);
        expect(rounded % (minutes * MINUTE)).toBe(0);
        expect(Math.abs(rounded - at)).toBeLessThanOrEqual((minutes * MINUTE) / 2);
      }),
    );
  });

  it("is neutral: a punch early by d and one late by d move by the same amount, in opposite directions", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.constantFrom(5, 6, 15), fc.integer({ min: 1, max: 15 * MINUTE }), (steps, minutes, d) => {
        const step = minutes * MINUTE;
        fc.pre(d * 2 !== step && (d * 2) % step !== 0);
        const grid = steps * step;
        const late = roundPunch(grid + d, minutes as 5 | 6 | 15) - grid;
        const early = roundPunch(grid - d, minutes as 5 | 6 | 15) - grid;
        expect(late + early).toBe(0);
      }),
    );
  });

  it("treats a clock-in and a clock-out alike: shifting a whole shift by steps keeps its paid time", () => {
    fc.assert(
      fc.property(shiftArb, fc.constantFrom(5, 6, 15), fc.integer({ min: -1000, max: 1000 }), (shift, minutes, k) => {
        const delta = k * minutes * MINUTE;
        const moved: PunchedShift = {
          clockedInAt: shift.clockedInAt + delta,
          clockedOutAt: shift.clockedOutAt + delta,
          breaks: shift.breaks.map((b) => ({ ...b, startedAt: b.startedAt + delta, endedAt: b.endedAt === null ? null : b.endedAt + delta })),
        };
        expect(shiftHours(moved, minutes as 5 | 6 | 15).paidMs).toBe(shiftHours(shift, minutes as 5 | 6 | 15).paidMs);
      }),
    );
  });

  it("applies to paid time only: the punches given are not changed", () => {
    const shift: PunchedShift = { clockedInAt: Date.UTC(2026, 0, 5, 14, 7), clockedOutAt: Date.UTC(2026, 0, 5, 22, 53), breaks: [] };
    const copy = structuredClone(shift);
    expect(shiftHours(shift, 15).paidMs).toBe(9 * HOUR);
    expect(shift).toEqual(copy);
  });
});

describe("workweeks and overtime", () => {
  it("finds the workweek's first day from the setting", () => {
    expect(workweekOf("2026-11-27", "sunday")).toBe("2026-11-22");
    expect(workweekOf("2026-11-27", "monday")).toBe("2026-11-23");
    expect(workweekOf("2026-11-22", "sunday")).toBe("2026-11-22");
    expect(workweekOf("2026-11-27", "saturday")).toBe("2026-11-21");
  });

  it("makes paid time past 40 hours in a workweek overtime, and starts over the next week", () => {
    const day = (d: number) => Date.UTC(2026, 10, d, 14);
    const shifts = [22, 23, 24, 25, 26, 29].map((d) => ({ id: String(d), userId: "u", clockedInAt: day(d), paidMs: 9 * HOUR }));
    const split = splitOvertime(shifts, NY, "sunday");
    expect(split.get("25")).toMatchObject({ regularMs: 9 * HOUR, overtimeMs: 0 });
    expect(split.get("26")).toMatchObject({ regularMs: 4 * HOUR, overtimeMs: 5 * HOUR });
    expect(split.get("29")).toMatchObject({ regularMs: 9 * HOUR, overtimeMs: 0, workweek: "2026-11-29" });
  });

  it("never loses or makes time: regular plus overtime is the paid time, and no week has more than 40 regular hours", () => {
    const shifts = fc.array(
      fc.record({
        userId: fc.constantFrom("a", "b"),
        clockedInAt: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 2, 1) }),
        paidMs: fc.integer({ min: 0, max: 16 * HOUR }),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(shifts, fc.constantFrom("sunday" as const, "monday" as const, "wednesday" as const), (list, weekStart) => {
        const withIds = list.map((s, i) => ({ ...s, id: String(i) }));
        const split = splitOvertime(withIds, NY, weekStart);
        const regularByWeek = new Map<string, number>();
        for (const shift of withIds) {
          const s = split.get(shift.id);
          expect(s).toBeDefined();
          if (!s) return;
          expect(s.regularMs + s.overtimeMs).toBe(shift.paidMs);
          expect(s.overtimeMs).toBeGreaterThanOrEqual(0);
          const key = `${shift.userId} ${s.workweek}`;
          regularByWeek.set(key, (regularByWeek.get(key) ?? 0) + s.regularMs);
        }
        for (const regular of regularByWeek.values()) expect(regular).toBeLessThanOrEqual(40 * HOUR);
      }),
    );
  });
});
