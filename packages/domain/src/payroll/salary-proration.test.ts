import { describe, expect, it } from "vitest";
import { PayPeriod, PayType, Recurrence } from "../enums";
import { employedShare, hourlyRateOf, salaryFactor, salaryForPeriod } from "./salary-proration";
import { payrollRefusals } from "./payroll-refusals";

const salary = (payPeriod: PayPeriod, payRate: number) => ({ payType: PayType.Salary, payPeriod, payRate });

describe("a salary paid by the run's schedule", () => {
  it("follows the table: annualise, then divide by the schedule's periods in a year", () => {
    const factors = ([PayPeriod.PerWeek, PayPeriod.PerMonth, PayPeriod.PerYear] as const).map((p) =>
      [Recurrence.EveryWeek, Recurrence.EveryOtherWeek, Recurrence.EveryMonth].map((s) => {
        const f = salaryFactor(p, s);
        return `${f.numerator}/${f.denominator}`;
      }),
    );
    expect(factors).toEqual([
      ["1/1", "2/1", "13/3"], // PerWeek: × 1, × 2, × 52/12
      ["3/13", "6/13", "1/1"], // PerMonth: × 12/52, × 24/52, × 1
      ["1/52", "1/26", "1/12"], // PerYear
    ]);
  });

  it("pays a salaried exempt manager on $52,000.00 a year monthly: $4,333.33", () => {
    // $52,000.00 × 1 / 12 = $4,333.3333 → $4,333.33 (half away from zero).
    expect(salaryForPeriod(salary(PayPeriod.PerYear, 5_200_000), Recurrence.EveryMonth)).toEqual({ ok: true, plan: 433_333 });
    // Every other week: $52,000.00 / 26 = $2,000.00.
    expect(salaryForPeriod(salary(PayPeriod.PerYear, 5_200_000), Recurrence.EveryOtherWeek)).toEqual({ ok: true, plan: 200_000 });
  });

  it("rounds once, half away from zero", () => {
    // $1,000.00 a week paid monthly: $1,000.00 × 52 / 12 = $4,333.3333 → $4,333.33.
    expect(salaryForPeriod(salary(PayPeriod.PerWeek, 100_000), Recurrence.EveryMonth)).toEqual({ ok: true, plan: 433_333 });
    // $3,000.00 a month paid weekly: × 12 / 52 = $692.3077 → $692.31.
    expect(salaryForPeriod(salary(PayPeriod.PerMonth, 300_000), Recurrence.EveryWeek)).toEqual({ ok: true, plan: 69_231 });
    // $0.26 a year weekly: 26 / 52 = 0.5 cent → 1 cent.
    expect(salaryForPeriod(salary(PayPeriod.PerYear, 26), Recurrence.EveryWeek)).toEqual({ ok: true, plan: 1 });
  });

  it("refuses a salary with the pay period Hourly, in words", () => {
    const refused = salaryForPeriod(salary(PayPeriod.Hourly, 100_000), Recurrence.EveryWeek);
    expect(refused).toEqual({ ok: false, refusal: payrollRefusals.salaryByTheHour });
    expect(payrollRefusals.salaryByTheHour.message).toMatch(/not by the hour/);
    expect(hourlyRateOf(salary(PayPeriod.Hourly, 100_000)).ok).toBe(false);
  });

  it("reads a salary's hourly rate as its year over 52 weeks of 40 hours (for overtime when not exempt)", () => {
    // $52,000.00 a year = $25.00 an hour.
    expect(hourlyRateOf(salary(PayPeriod.PerYear, 5_200_000))).toEqual({ ok: true, plan: { cents: 5_200_000, perHours: 2080 } });
    expect(hourlyRateOf({ payType: PayType.Hourly, payPeriod: PayPeriod.Hourly, payRate: 1500 })).toEqual({ ok: true, plan: { cents: 1500, perHours: 1 } });
  });
});

describe("a salary for part of a period", () => {
  const november = { start: "2026-11-01", end: "2026-11-30" };
  it("counts the calendar days employed, hire and last day included", () => {
    expect(employedShare(november, { hireDate: null, terminationDate: null })).toEqual({ days: 30, of: 30 });
    expect(employedShare(november, { hireDate: "2026-11-21", terminationDate: null })).toEqual({ days: 10, of: 30 });
    expect(employedShare(november, { hireDate: "2025-03-01", terminationDate: "2026-11-10" })).toEqual({ days: 10, of: 30 });
    expect(employedShare(november, { hireDate: "2026-11-05", terminationDate: "2026-11-05" })).toEqual({ days: 1, of: 30 });
    expect(employedShare(november, { hireDate: "2026-12-01", terminationDate: null })).toEqual({ days: 0, of: 30 });
    expect(employedShare(november, { hireDate: null, terminationDate: "2026-10-31" })).toEqual({ days: 0, of: 30 });
  });

  it("pays a manager on $52,000.00 a year hired on November 21 10/30 of the month, rounded once", () => {
    // $52,000.00 / 12 × 10/30 = $1,444.4444 → $1,444.44 (not $4,333.33 × 10/30 = $1,444.443 from a rounded month).
    const share = employedShare(november, { hireDate: "2026-11-21", terminationDate: null });
    expect(salaryForPeriod(salary(PayPeriod.PerYear, 5_200_000), Recurrence.EveryMonth, share)).toEqual({ ok: true, plan: 144_444 });
    // $1,000.00 a week, leaving on the Wednesday of a Monday-to-Sunday week: 3/7 → $428.5714 → $428.57.
    const week = employedShare({ start: "2026-11-02", end: "2026-11-08" }, { hireDate: null, terminationDate: "2026-11-04" });
    expect(salaryForPeriod(salary(PayPeriod.PerWeek, 100_000), Recurrence.EveryWeek, week)).toEqual({ ok: true, plan: 42_857 });
  });
});
