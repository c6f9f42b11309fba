// One employee's line of a pay run (docs/product.md §2 /payroll): earnings by type, deductions,
// gross, net and how it is paid. Pure: the same inputs always give the same stub, to the cent.
import { planned, type Planned } from "../api/refusal";
import { PayType, type SecondPaymentMethod } from "../enums";
import type { Recurrence } from "../enums/schedule";
import type { EmployeePay } from "../employees/employee-schemas";
import { addDays } from "../dates/calendar-days";
import { cents, sumCents, type Cents } from "../money/rounding";
import type { Weekday } from "../settings/general-settings";
import { commissionTotal, type DatedCommission } from "./commissions";
import { applyDeductions, type DeductionLine, type DeductionRule } from "./deductions";
import { payOfWorkweek, type WorkweekPay } from "./overtime-pay";
import { inPeriod, type PayrollPeriod } from "./pay-periods";
import { payStubTexts } from "./pay-stub-texts";
import type { EarningType, OwnEarningType } from "./payroll-rules";
import { employedShare, hourlyRateOf, salaryFactorText, salaryForPeriod, salaryPeriodOf, type Employment } from "./salary-proration";
import { hoursByWorkweek, type WorkedShift } from "./workweek-hours";

export interface EarningLine {
  type: EarningType;
  /** The workweek an hours line (regular, overtime) pays; null for a line of the whole period. */
  workweek: string | null;
  /** The hours of an hours line in milliseconds (on an adjustment, their change); 0 on other lines. */
  hoursMs: number;
  amount: Cents;
  text: string;
  /** On an adjustment: the line of the earlier, paid period it corrects; null on the others. */
  adjusts: { type: OwnEarningType; periodStart: string; periodEnd: string } | null;
}

/** A non-discretionary bonus (promised for work, so part of the regular rate), on the day it was earned. */
export interface Bonus {
  businessDate: string;
  amount: number;
}

export interface StubEmployee {
  id: string;
  name: string;
  pay: Pick<EmployeePay, "payType" | "payRate" | "payPeriod" | "overtimeExempt" | "paidBy">;
  /** Hire and termination dates: a salary is prorated to the days employed in the period. */
  employment?: Employment;
}

export interface StubInput {
  employee: StubEmployee;
  schedule: Recurrence;
  period: PayrollPeriod;
  timeZone: string;
  workweekStart: Weekday;
  /** Every completed shift of the workweeks the period touches (workweekSpanOf), in the period or not. */
  shifts: readonly WorkedShift[];
  /** The employee's commission entries (or their sums by day) over the same workweeks (other employees' are ignored). */
  commissions: readonly DatedCommission[];
  /** The employee's bonuses over the same workweeks. */
  bonuses: readonly Bonus[];
  /** The employee's share of the period's tips (tipsOf()). */
  tips: { tips: number; paidOut: number };
  deductions: readonly DeductionRule[];
  /** Corrections of earlier, paid periods found since (adjustmentsBetween()), paid in this run. */
  adjustments: readonly EarningLine[];
}

export interface PayStub {
  employeeId: string;
  employeeName: string;
  schedule: Recurrence;
  period: PayrollPeriod;
  payType: PayType;
  overtimeExempt: boolean;
  /** How each workweek's pay was found: hours, the week's extras and its regular rate. */
  workweeks: WorkweekPay[];
  earnings: EarningLine[];
  regularMs: number;
  overtimeMs: number;
  gross: Cents;
  deductions: DeductionLine[];
  deductionsTotal: Cents;
  net: Cents;
  /** Tips handed over at the counter: reported, not part of gross or net. */
  tipsPaidOut: Cents;
  paidBy: SecondPaymentMethod;
}

const line = (type: EarningType, amount: number, text: string, workweek: string | null = null, hoursMs = 0): EarningLine => ({
  type,
  workweek,
  hoursMs,
  amount: cents(amount),
  text,
  adjusts: null,
});

/**
 * A stub for one employee and period, or the refusal of their pay settings (a salary "by the
 * hour"). Hourly pay: regular and overtime lines per workweek. A salary: one salary line by the
 * schedule (salary-proration.ts), plus overtime when not exempt. Then commissions and bonuses dated
 * in the period, tips, the adjustments carried in; deductions last, on the gross.
 */
export function composeStub(input: StubInput): Planned<PayStub> {
  const { employee, period } = input;
  const pay = employee.pay;
  const rate = hourlyRateOf(pay);
  if (!rate.ok) return rate;
  const hourly = pay.payType === PayType.Hourly;

  const commissions = input.commissions.filter((c) => c.employeeId === employee.id);
  const extrasBetween = (from: string, to: string) => {
    const counts = (date: string) => date >= from && date <= to;
    return commissionTotal(commissions, employee.id, counts) + sumCents(input.bonuses.filter((b) => counts(b.businessDate)).map((b) => b.amount));
  };

  const workweeks = hoursByWorkweek(input.shifts, {
    period,
    timeZone: input.timeZone,
    workweekStart: input.workweekStart,
    overtimeExempt: pay.overtimeExempt,
  }).map((hours) => payOfWorkweek(hours, rate.plan, extrasBetween(hours.workweek, addDays(hours.workweek, 6)), hourly));

  const earnings: EarningLine[] = [];
  for (const week of workweeks) {
    if (hourly && week.regularMs > 0)
      earnings.push(line("regular", week.regularPay, payStubTexts.regularLine(week.regularMs, pay.payRate), week.workweek, week.regularMs));
  }
  for (const week of workweeks) {
    if (week.overtimeMs > 0) {
      earnings.push(
        line("overtime", week.overtimePay, payStubTexts.overtimeLine(week.overtimeMs, week.regularRate, week.workedMs), week.workweek, week.overtimeMs),
      );
    }
  }
  if (!hourly) {
    const salaryPeriod = salaryPeriodOf(pay);
    if (!salaryPeriod.ok) return salaryPeriod;
    const share = employedShare(period, employee.employment ?? { hireDate: null, terminationDate: null });
    const salary = salaryForPeriod(pay, input.schedule, share);
    if (!salary.ok) return salary;
    const factor = salaryFactorText(salaryPeriod.plan, input.schedule);
    const whole = share.days === share.of;
    if (share.days > 0)
      earnings.push(line("salary", salary.plan, whole ? payStubTexts.salaryLine(factor) : payStubTexts.proratedSalaryLine(factor, share.days, share.of)));
  }
  const commission = commissionTotal(commissions, employee.id, (date) => inPeriod(date, period));
  if (commission !== 0) earnings.push(line("commission", commission, payStubTexts.commissionLine));
  const bonus = sumCents(input.bonuses.filter((b) => inPeriod(b.businessDate, period)).map((b) => b.amount));
  if (bonus !== 0) earnings.push(line("bonus", bonus, payStubTexts.bonusLine));
  if (input.tips.tips !== 0) earnings.push(line("tips", input.tips.tips, payStubTexts.tipsLine));
  for (const adjustment of input.adjustments) earnings.push({ ...adjustment, adjusts: adjustment.adjusts && { ...adjustment.adjusts } });

  const gross = sumCents(earnings.map((e) => e.amount));
  const deducted = applyDeductions(gross, input.deductions);
  return planned({
    employeeId: employee.id,
    employeeName: employee.name,
    schedule: input.schedule,
    period: { ...period },
    payType: pay.payType,
    overtimeExempt: pay.overtimeExempt,
    workweeks,
    earnings,
    regularMs: workweeks.reduce((sum, w) => sum + w.regularMs, 0),
    overtimeMs: workweeks.reduce((sum, w) => sum + w.overtimeMs, 0),
    gross,
    deductions: deducted.lines,
    deductionsTotal: deducted.total,
    net: deducted.net,
    tipsPaidOut: cents(input.tips.paidOut),
    paidBy: pay.paidBy,
  });
}

export interface RunTotals {
  gross: Cents;
  deductions: Cents;
  net: Cents;
  tipsPaidOut: Cents;
  employees: number;
}

/** A run's totals: the sums of its stubs. */
export function runTotals(stubs: readonly Pick<PayStub, "gross" | "deductionsTotal" | "net" | "tipsPaidOut">[]): RunTotals {
  return {
    gross: sumCents(stubs.map((s) => s.gross)),
    deductions: sumCents(stubs.map((s) => s.deductionsTotal)),
    net: sumCents(stubs.map((s) => s.net)),
    tipsPaidOut: sumCents(stubs.map((s) => s.tipsPaidOut)),
    employees: stubs.length,
  };
}

/** The earnings a stub computed for its own period: every line but the adjustments it carried in. */
export const ownEarnings = (stub: Pick<PayStub, "earnings">): EarningLine[] => stub.earnings.filter((e) => e.type !== "adjustment");

/**
 * What voiding a paid stub writes: the same stub with every figure reversed, so the run and its
 * reversal together pay nothing. The paid stub itself is left as it was.
 */
export function reversalOf(stub: PayStub): PayStub {
  const negate = (amount: number) => cents(amount === 0 ? 0 : -amount);
  return {
    ...stub,
    period: { ...stub.period },
    workweeks: stub.workweeks.map((w) => ({ ...w })),
    earnings: stub.earnings.map((e) => ({ ...e, hoursMs: e.hoursMs === 0 ? 0 : -e.hoursMs, amount: negate(e.amount), adjusts: e.adjusts && { ...e.adjusts } })),
    regularMs: stub.regularMs === 0 ? 0 : -stub.regularMs,
    overtimeMs: stub.overtimeMs === 0 ? 0 : -stub.overtimeMs,
    gross: negate(stub.gross),
    deductions: stub.deductions.map((d) => ({ ...d, asked: negate(d.asked), amount: negate(d.amount) })),
    deductionsTotal: negate(stub.deductionsTotal),
    net: negate(stub.net),
    tipsPaidOut: negate(stub.tipsPaidOut),
  };
}
