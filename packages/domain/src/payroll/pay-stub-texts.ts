// The texts of a pay stub's lines (docs/product.md §2 /payroll). A paid stub keeps them as they
// were written, so a later rewording changes no paid stub.
import { formatMoney } from "../money/money-text";
import { hoursText } from "../time-clock/time-clock-hours";

/** "+1.50 h", "-0.25 h". */
const signedHours = (ms: number) => `${ms < 0 ? "-" : "+"}${hoursText(Math.abs(ms))} h`;
/** "+$12.00", "-$3.10". */
const signedMoney = (amount: number) => `${amount < 0 ? "-" : "+"}${formatMoney(Math.abs(amount))}`;

export const payStubTexts = {
  regularLine: (ms: number, rate: number) => `${hoursText(ms)} h at ${formatMoney(rate)}/h`,
  overtimeLine: (ms: number, regularRate: number, workedMs: number) =>
    `${hoursText(ms)} h at 1.5 × the regular rate of ${formatMoney(regularRate)}/h over ${hoursText(workedMs)} h worked that week`,
  salaryLine: (factor: string) => `Salary × ${factor}`,
  proratedSalaryLine: (factor: string, days: number, of: number) => `Salary × ${factor} × ${days}/${of} days employed in the period`,
  commissionLine: "Commissions of the period, refunds taken back",
  bonusLine: "Non-discretionary bonuses of the period",
  tipsLine: "Tips of the period",

  hoursChanged: (label: string, workweek: string, ms: number) => `${label} of the week of ${workweek} changed: ${signedHours(ms)}`,
  payChanged: (label: string, workweek: string) => `${label} pay of the week of ${workweek} changed: that week's commissions, bonuses or rate moved`,
  periodFigureChanged: (label: string, start: string, end: string, amount: number) => `${label} of ${start} to ${end} changed: ${signedMoney(amount)}`,
} as const;
