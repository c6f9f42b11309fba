// A salary paid by the run's schedule (docs/product.md §2 /payroll, Wages). The rule: annualise the
// salary (PerWeek × 52, PerMonth × 12, PerYear × 1), then divide by the schedule's periods in a year
// (EveryWeek 52, EveryOtherWeek 26, EveryMonth 12), rounding once, half away from zero. A year is
// counted as 52 weeks, as payroll does: the salary is a rate, so a year with a 53rd weekly payday
// pays a 53rd week.
//
// | salary's period | EveryWeek  | EveryOtherWeek | EveryMonth |
// | --------------- | ---------- | -------------- | ---------- |
// | PerWeek         | × 1        | × 2            | × 52/12    |
// | PerMonth        | × 12/52    | × 24/52        | × 1        |
// | PerYear         | × 1/52     | × 1/26         | × 1/12     |
//
// Someone hired or leaving inside the period is paid the calendar days they were employed in it:
// the period's salary × days employed / days in the period (hire date to termination date, both
// days counted), still rounded once. A 31-day month pays 10 days as 10/31 of that month's salary.
import { planned, refused, type Planned } from "../api/refusal";
import { PayPeriod, PayType } from "../enums/staff";
import { Recurrence } from "../enums/schedule";
import { daysBetween } from "../dates/calendar-days";
import { cents, roundHalfAwayFromZero, type Cents } from "../money/rounding";
import { payrollRefusals } from "./payroll-refusals";
import { SALARY_WEEKLY_HOURS } from "./payroll-rules";

/** How many of each salary's period a year holds. An hourly rate has none: it is paid by the hour. */
export const salaryPeriodsPerYear: Readonly<Record<Exclude<PayPeriod, typeof PayPeriod.Hourly>, number>> = {
  [PayPeriod.PerWeek]: 52,
  [PayPeriod.PerMonth]: 12,
  [PayPeriod.PerYear]: 1,
};

/** How many pay periods of each schedule a year holds. */
export const runsPerYear: Readonly<Record<Recurrence, number>> = {
  [Recurrence.EveryWeek]: 52,
  [Recurrence.EveryOtherWeek]: 26,
  [Recurrence.EveryMonth]: 12,
};

export interface SalaryFactor {
  /** The salary × numerator / denominator is one period's pay. */
  numerator: number;
  denominator: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The table's factor of a salary's period for a schedule, in lowest terms (PerWeek, EveryMonth → 13/3, that is 52/12). */
export function salaryFactor(payPeriod: Exclude<PayPeriod, typeof PayPeriod.Hourly>, schedule: Recurrence): SalaryFactor {
  const numerator = salaryPeriodsPerYear[payPeriod];
  const denominator = runsPerYear[schedule];
  const d = gcd(numerator, denominator);
  return { numerator: numerator / d, denominator: denominator / d };
}

/** The table's factor as the stub writes it: "1", "2", "52/12", "12/52", "1/12". */
export function salaryFactorText(payPeriod: Exclude<PayPeriod, typeof PayPeriod.Hourly>, schedule: Recurrence): string {
  const perYear = salaryPeriodsPerYear[payPeriod];
  const runs = runsPerYear[schedule];
  return perYear % runs === 0 ? `${perYear / runs}` : `${perYear}/${runs}`;
}

/** Only hourly pay is paid by the hour: a salary with the period "Hourly" is refused, never guessed. */
export function salaryPeriodOf(pay: { payType: PayType; payPeriod: PayPeriod }): Planned<Exclude<PayPeriod, typeof PayPeriod.Hourly>> {
  if (pay.payType !== PayType.Salary) return refused(payrollRefusals.notASalary);
  if (pay.payPeriod === PayPeriod.Hourly) return refused(payrollRefusals.salaryByTheHour);
  return planned(pay.payPeriod);
}

/** The employee's first and last days (hire and termination dates); null where not set. */
export interface Employment {
  hireDate: string | null;
  terminationDate: string | null;
}

/** Of a period's calendar days, how many the employee was employed (both ends counted). */
export interface EmployedShare {
  days: number;
  of: number;
}

export function employedShare(period: { start: string; end: string }, employment: Employment): EmployedShare {
  const of = daysBetween(period.start, period.end) + 1;
  const first = employment.hireDate !== null && employment.hireDate > period.start ? employment.hireDate : period.start;
  const last = employment.terminationDate !== null && employment.terminationDate < period.end ? employment.terminationDate : period.end;
  return { days: Math.max(0, daysBetween(first, last) + 1), of };
}

/**
 * One run's salary: the rate (cents per its own period) × the table's factor, and × the share of
 * the period employed when it is not whole, rounded once.
 */
export function salaryForPeriod(
  pay: { payType: PayType; payPeriod: PayPeriod; payRate: number },
  schedule: Recurrence,
  share: EmployedShare = { days: 1, of: 1 },
): Planned<Cents> {
  const period = salaryPeriodOf(pay);
  if (!period.ok) return period;
  const numerator = BigInt(pay.payRate) * BigInt(salaryPeriodsPerYear[period.plan]) * BigInt(share.days);
  return planned(cents(roundHalfAwayFromZero(numerator, BigInt(runsPerYear[schedule]) * BigInt(share.of))));
}

/**
 * An hourly rate as an exact fraction: `cents / perHours` cents an hour. Hourly pay reads the rate
 * as cents an hour (its pay period aside). A salary's hourly rate, which only a salaried employee
 * who is not exempt needs (for overtime), is its yearly amount over 52 workweeks of 40 hours
 * (29 CFR 778.113: the salary pays for the hours it is meant for).
 */
export interface HourlyRate {
  cents: number;
  perHours: number;
}

export function hourlyRateOf(pay: { payType: PayType; payPeriod: PayPeriod; payRate: number }): Planned<HourlyRate> {
  if (pay.payType === PayType.Hourly) return planned({ cents: pay.payRate, perHours: 1 });
  const period = salaryPeriodOf(pay);
  if (!period.ok) return period;
  return planned({ cents: pay.payRate * salaryPeriodsPerYear[period.plan], perHours: 52 * SALARY_WEEKLY_HOURS });
}
