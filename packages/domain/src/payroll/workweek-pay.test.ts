import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { payOfWorkweek } from "./overtime-pay";
import { shiftHours } from "../time-clock/time-clock-hours";
import { HOUR, MINUTE, NY, ny, shift } from "./payroll-test-data";
import { hoursByWorkweek, paidMsByDay } from "./workweek-hours";

const week = { start: "2026-11-02", end: "2026-11-08" };
const options = { period: week, timeZone: NY, workweekStart: "monday" as const, overtimeExempt: false };
const fifteenAnHour = { cents: 1500, perHours: 1 };

describe("an hourly washer with 45 hours and $300.00 of commission in one workweek", () => {
  // Five shifts of 9 hours, Monday 2026-11-02 to Friday 2026-11-06.
  const shifts = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"].map((day) => shift(day, 8, 9));
  const [hours] = hoursByWorkweek(shifts, options);

  it("has 40 regular hours and 5 of overtime", () => {
    expect(hours).toEqual({ workweek: "2026-11-02", regularMs: 40 * HOUR, overtimeMs: 5 * HOUR, workedMs: 45 * HOUR });
  });

  it("earns overtime on a regular rate that includes the commission", () => {
    const pay = payOfWorkweek(hours!, fifteenAnHour, 30_000, true);
    // Straight time: 45 h × $15.00 = $675.00, plus the commission $300.00 = $975.00.
    // Regular rate: $975.00 / 45 h = $21.6667/h (shown rounded, $21.67).
    // Overtime premium: 5 h × ½ × $21.6667 = $54.1667.
    // Total: $975.00 + $54.1667 = $1,029.1667 → $1,029.17.
    // As the stub shows it: regular 40 h × $15.00 = $600.00; overtime 5 h × (1.5 × $15.00 + ½ × $300.00 / 45 h)
    // = 5 × ($22.50 + $3.3333) = $129.1667 → $129.17 (one rounding); commission $300.00.
    expect(pay.regularPay).toBe(60_000);
    expect(pay.overtimePay).toBe(12_917);
    expect(pay.regularRate).toBe(2_167);
    expect(pay.regularPay + pay.overtimePay + 30_000).toBe(102_917);
    // Without the commission in the rate it would be $600.00 + 5 × $22.50 = $712.50: $16.67 short.
    const blind = payOfWorkweek(hours!, fifteenAnHour, 0, true);
    expect(blind.overtimePay).toBe(11_250);
  });
});

describe("the same washer over a biweekly period with 38 and 47 hours", () => {
  const period = { start: "2026-11-02", end: "2026-11-15" };
  // Week one (2026-11-02): Monday to Thursday 9.5 h = 38 h. Week two (2026-11-09): Monday to Friday 9.4 h = 47 h.
  const shifts = [
    ...["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05"].map((day) => shift(day, 8, 9.5)),
    ...["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13"].map((day) => shift(day, 8, 9.4)),
  ];
  const weeks = hoursByWorkweek(shifts, { ...options, period });

  it("has overtime in the second week only: each workweek stands alone", () => {
    // 85 h in the period, but week one's 38 h are all regular; week two has 47 − 40 = 7 h of overtime.
    expect(weeks).toEqual([
      { workweek: "2026-11-02", regularMs: 38 * HOUR, overtimeMs: 0, workedMs: 38 * HOUR },
      { workweek: "2026-11-09", regularMs: 40 * HOUR, overtimeMs: 7 * HOUR, workedMs: 47 * HOUR },
    ]);
  });

  it("weights the commission over the week it was earned in", () => {
    // The $300.00 commission was earned in week two.
    const [one, two] = weeks.map((w, i) => payOfWorkweek(w, fifteenAnHour, i === 1 ? 30_000 : 0, true));
    // Week one: 38 h × $15.00 = $570.00.
    expect(one!.regularPay).toBe(57_000);
    expect(one!.overtimePay).toBe(0);
    // Week two: 40 h × $15.00 = $600.00; overtime 7 h × ($22.50 + ½ × $300.00 / 47 h = $3.1915) = $179.8404 → $179.84.
    // Check: straight 47 × $15.00 + $300.00 = $1,005.00; regular rate $21.3830; premium 7 × ½ × $21.3830 = $74.84;
    // $1,005.00 + $74.84 = $1,079.84 = $600.00 + $179.84 + $300.00.
    expect(two!.regularPay).toBe(60_000);
    expect(two!.overtimePay).toBe(17_984);
    // The period: $570.00 + $600.00 + $179.84 + $300.00 = $1,649.84.
    expect(one!.regularPay + two!.regularPay + two!.overtimePay + 30_000).toBe(164_984);
  });
});

describe("an overnight shift", () => {
  it("counts on the day and workweek it started, for the time that really passed", () => {
    // Monday to Friday 7.2 h = 36 h, then Sunday 2026-11-08 22:00 to Monday 06:00: 8 h, on Sunday, in week 2026-11-02.
    const shifts = [...["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"].map((day) => shift(day, 9, 7.2)), shift("2026-11-08", 22, 8)];
    // 36 + 8 = 44 h: the last 4 h, on the overnight shift (the latest), are overtime.
    expect(hoursByWorkweek(shifts, options)).toEqual([{ workweek: "2026-11-02", regularMs: 40 * HOUR, overtimeMs: 4 * HOUR, workedMs: 44 * HOUR }]);
    expect(paidMsByDay(shifts, NY).get("2026-11-08")).toBe(8 * HOUR);
    expect(paidMsByDay(shifts, NY).has("2026-11-09")).toBe(false);
  });

  it("across the end of daylight saving time lasts the hour longer it really did", () => {
    // Saturday 2026-10-31 22:00 EDT to Sunday 2026-11-01 06:00 EST: 8 hours on the wall clock, 9 real hours.
    const clockedInAt = ny("2026-10-31", 22);
    const { paidMs } = shiftHours({ clockedInAt, clockedOutAt: ny("2026-11-01", 6), breaks: [] });
    expect(paidMs).toBe(9 * HOUR);
    const [hours] = hoursByWorkweek([{ id: "overnight", clockedInAt, paidMs }], { ...options, period: { start: "2026-10-26", end: "2026-11-01" } });
    // It counts on Saturday 2026-10-31, in the workweek of Monday 2026-10-26.
    expect(hours).toEqual({ workweek: "2026-10-26", regularMs: 9 * HOUR, overtimeMs: 0, workedMs: 9 * HOUR });
  });
});

describe("a workweek cut by the period's end", () => {
  // A monthly period ending Monday 2026-11-30: the workweek of 2026-11-30 runs to Sunday 2026-12-06.
  const november = { start: "2026-11-01", end: "2026-11-30" };
  const december = { start: "2026-12-01", end: "2026-12-31" };
  const shifts = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"].map((day) => shift(day, 8, 10));

  it("is computed whole: the days outside the period count towards the 40 hours, overtime goes to the latest shifts", () => {
    // 50 h in the week; the last 10 h (all of Friday 2026-12-04) are overtime.
    const inNovember = hoursByWorkweek(shifts, { ...options, period: november });
    // November pays only Monday the 30th: 10 regular hours.
    expect(inNovember).toEqual([{ workweek: "2026-11-30", regularMs: 10 * HOUR, overtimeMs: 0, workedMs: 50 * HOUR }]);
    // December pays Tuesday to Friday: 30 regular, 10 overtime.
    expect(hoursByWorkweek(shifts, { ...options, period: december })).toEqual([
      { workweek: "2026-11-30", regularMs: 30 * HOUR, overtimeMs: 10 * HOUR, workedMs: 50 * HOUR },
    ]);
  });

  it("never pays an hour twice nor leaves one out across the two runs", () => {
    const [a] = hoursByWorkweek(shifts, { ...options, period: november });
    const [b] = hoursByWorkweek(shifts, { ...options, period: december });
    expect(a!.regularMs + a!.overtimeMs + b!.regularMs + b!.overtimeMs).toBe(50 * HOUR);
  });
});

describe("an exempt employee", () => {
  it("earns no overtime, whatever the hours", () => {
    const shifts = ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"].map((day) => shift(day, 8, 11));
    expect(hoursByWorkweek(shifts, { ...options, overtimeExempt: true })).toEqual([
      { workweek: "2026-11-02", regularMs: 55 * HOUR, overtimeMs: 0, workedMs: 55 * HOUR },
    ]);
  });
});

describe("the overtime rule", () => {
  const hours = fc
    .record({ regular: fc.integer({ min: 0, max: 40 * 60 }), overtime: fc.integer({ min: 0, max: 60 * 60 }), outside: fc.integer({ min: 0, max: 40 * 60 }) })
    .map(({ regular, overtime, outside }) => ({
      workweek: "2026-11-02",
      regularMs: regular * MINUTE,
      overtimeMs: overtime * MINUTE,
      workedMs: (regular + overtime + outside) * MINUTE,
    }));
  const rate = fc.integer({ min: 0, max: 20_000 });
  const extras = fc.integer({ min: 0, max: 1_000_000 });

  it("pays at least 1.5 × the hourly rate for each overtime hour, and more with commissions", () => {
    fc.assert(
      fc.property(hours, rate, extras, (h, r, e) => {
        const pay = payOfWorkweek(h, { cents: r, perHours: 1 }, e, true);
        // Within a cent of the exact figures.
        expect(Math.abs(pay.regularPay - (r * h.regularMs) / HOUR)).toBeLessThanOrEqual(0.5);
        const floor = (1.5 * r * h.overtimeMs) / HOUR;
        expect(pay.overtimePay).toBeGreaterThanOrEqual(Math.floor(floor));
        if (h.overtimeMs > 0)
          expect(Math.abs(pay.overtimePay - (h.overtimeMs / HOUR) * (1.5 * r + (0.5 * e) / (h.workedMs / HOUR)))).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it("treats a week's extras below zero as none", () => {
    const h = { workweek: "2026-11-02", regularMs: 40 * HOUR, overtimeMs: 2 * HOUR, workedMs: 42 * HOUR };
    expect(payOfWorkweek(h, fifteenAnHour, -5_000, true)).toEqual(payOfWorkweek(h, fifteenAnHour, 0, true));
  });
});
