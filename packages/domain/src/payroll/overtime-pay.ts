// Wages of one workweek (docs/product.md §2 /payroll, Wages), the rule of 29 CFR 778.107-778.118:
//
//   regular rate  R = (r × H + E) / H
//   overtime pay    = O × (r + ½ × R) = O × (1.5 × r + ½ × E / H)
//
// r the hourly rate, H every hour worked in the workweek (in the period or not), O the overtime
// hours this run pays, E the week's commissions and non-discretionary bonuses. Paying r for every
// hour and E as earned, then ½ × R for each overtime hour, is exactly "1.5 × the regular rate" for
// the overtime hours (29 CFR 778.118: a commission is weighted over all hours of the week it was
// earned in). Each figure is computed exactly on integers and rounded once per workweek, half away
// from zero: the regular pay and the overtime pay of a week are one rounding each.
import { cents, roundHalfAwayFromZero, type Cents } from "../money/rounding";
import { OVERTIME_MULTIPLIER_TENTHS } from "./payroll-rules";
import type { HourlyRate } from "./salary-proration";
import type { WorkweekHours } from "./workweek-hours";

const HOUR = 3_600_000n;
/** The multiplier in tenths (15 for 1.5): overtime pays O × (M·r + (M − 10)·E/H) / 10, the premium being (M − 10)/10 = ½ of R. */
const M = BigInt(OVERTIME_MULTIPLIER_TENTHS);
const TEN = 10n;

export interface WorkweekPay extends WorkweekHours {
  /** Commissions and non-discretionary bonuses earned in the week, in the period or not (never below zero). */
  extras: Cents;
  /** Regular hours × the hourly rate; 0 when a salary pays them. */
  regularPay: Cents;
  /** Overtime hours × (1.5 × the hourly rate + ½ × extras / all hours). */
  overtimePay: Cents;
  /** The week's regular rate in cents an hour, rounded (shown on the stub; the pay uses the exact one). */
  regularRate: Cents;
}

/**
 * The pay of one workweek's hours. `paysRegularHours` is false for a salary, which pays its regular
 * hours itself; a salaried employee who is not exempt still earns the overtime of the rule above.
 * A week's extras below zero (a refund's reversal larger than what the week earned) count as none.
 */
export function payOfWorkweek(hours: WorkweekHours, rate: HourlyRate, weekExtras: number, paysRegularHours: boolean): WorkweekPay {
  const extras = cents(Math.max(0, weekExtras));
  const r = BigInt(rate.cents);
  const per = BigInt(rate.perHours);
  const worked = BigInt(hours.workedMs);
  const e = BigInt(extras);

  const regularPay = paysRegularHours ? cents(roundHalfAwayFromZero(r * BigInt(hours.regularMs), per * HOUR)) : cents(0);
  // O × (M·r·H + (M − 10)·E·per·HOUR) / (10·per·HOUR·H), with O and H in milliseconds: one exact fraction, one rounding.
  const overtimePay =
    hours.overtimeMs > 0 && worked > 0n
      ? cents(roundHalfAwayFromZero(BigInt(hours.overtimeMs) * (M * r * worked + (M - TEN) * e * per * HOUR), TEN * per * HOUR * worked))
      : cents(0);
  // R = (r·H + E·per·HOUR) / (per·H), in cents an hour.
  const regularRate = worked > 0n ? cents(roundHalfAwayFromZero(r * worked + e * per * HOUR, per * worked)) : cents(roundHalfAwayFromZero(r, per));
  return { ...hours, extras, regularPay, overtimePay, regularRate };
}
