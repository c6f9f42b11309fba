// The words of payroll (docs/product.md §2 /payroll): the rules the screens state, and what the
// forms say before anything is sent. The texts of a stub's lines are in pay-stub-texts.ts.
import { formatMoney } from "../money/money-text";

export const payrollMessages = {
  /** Said on the run's screen, each stub and the export. */
  noTaxes:
    "WashDesk does not compute taxes: gross pay, deductions and net pay here are before income tax, Social Security and Medicare, which the shop or its payroll provider works out.",
  workweekRule:
    "Overtime is paid time past 40 hours in a workweek. Each workweek stands alone; a workweek cut by the period's end is computed whole, and each shift is paid in the period of the day it started.",
  regularRateRule:
    "Overtime is paid at 1.5 × the regular rate, and a workweek's regular rate includes its commissions and non-discretionary bonuses, spread over every hour worked that week.",
  exemptRule: "Employees marked overtime exempt earn no overtime.",
  salaryRule:
    "A salary is made yearly (per week × 52, per month × 12), then divided by the schedule's periods in a year: 52 every week, 26 every other week, 12 every month.",
  commissionRule:
    "A product's own commission rule beats the employee's default rule; a line done by several people shares its commission among them; a refund takes back its part in the period of the refund; voided and deleted sales pay nothing.",
  tipsByLineRule: "Each tip goes to the staff on the sale's lines, by each line's net; a sale with no staff sends its tip to that day's pool.",
  tipPoolRule: "A day's tips are shared by hours worked that day among tip-eligible employees on the clock. Managers and owners are never in a tip pool.",
  tipRebillRule: "A tip added after the sale counts on the day it was added.",
  leftoverCentsRule: "Every split adds up to the cent: leftover cents go to the largest remainders, ties to the lower employee id.",
  tipsPaidOut: "Tips handed over in cash at the counter: already paid out, shown here and not paid again.",
  undistributedTips: (amount: number, date: string) => `${formatMoney(amount)} of tips of ${date} had nobody tip-eligible on the clock.`,
  assignTipsRule: "Nobody tip-eligible was on the clock that day: choose who shares its tips. They are shared evenly, leftover cents by the same rule.",
  bonusRule: "A bonus promised for work (for attendance, production or quality) is part of the regular rate, so it raises that workweek's overtime.",
  deductionCapped: (amount: number) => `Capped at ${formatMoney(amount)}: net pay can't go below zero.`,
  deductionLastRepayment: "Last repayment: only the balance left is taken.",
  paidRunLocked: "A paid run is never changed: later changes to its period show as adjustments on the next run.",

  ruleDuplicate: "One rule per product, and one default rule.",
  rateMax: "A percentage can't be more than 100.",
  voidReason: "Say why the run is voided.",
  methodTwice: "One payment method per employee.",
  assigneesRequired: "Choose at least one employee.",
  bonusDate: "Choose the day the bonus was earned.",
} as const;
