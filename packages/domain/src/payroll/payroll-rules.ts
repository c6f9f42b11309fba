// The kinds and settings of payroll (docs/product.md §2 /payroll): plain values without zod, so a
// screen reads them on its first load.
import { Recurrence } from "../enums/schedule";
import { DEFAULT_WORKWEEK_START, type Weekday } from "../settings/general-settings";

/** What a line of a pay stub pays for. An adjustment corrects a line of an earlier, paid stub. */
export const EARNING_TYPES = ["regular", "overtime", "salary", "commission", "bonus", "tips", "adjustment"] as const;
export type EarningType = (typeof EARNING_TYPES)[number];
/** The types a stub computes for its own period; adjustments are carried in from earlier periods. */
export type OwnEarningType = Exclude<EarningType, "adjustment">;

export const earningTypeLabels: Readonly<Record<EarningType, string>> = {
  regular: "Regular",
  overtime: "Overtime",
  salary: "Salary",
  commission: "Commissions",
  bonus: "Bonuses",
  tips: "Tips",
  adjustment: "Adjustment",
};

/**
 * Where card tips go (a shop setting): `byLine`, to the staff on the sale's lines; `pool`, into the
 * business day's pool shared by hours among tip-eligible employees on the clock.
 */
export const TIP_MODES = ["byLine", "pool"] as const;
export type TipMode = (typeof TIP_MODES)[number];
export const tipModeLabels: Readonly<Record<TipMode, string>> = {
  byLine: "To the staff on the sale's lines",
  pool: "Into the day's pool, shared by hours worked",
};

/** A commission is a percentage of a line's net before tax, or a fixed amount per unit. */
export const COMMISSION_KINDS = ["percent", "perUnit"] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];
export const commissionKindLabels: Readonly<Record<CommissionKind, string>> = {
  percent: "Percentage of the line's net before tax",
  perUnit: "Fixed amount per unit",
};

/** A deduction is a fixed amount, or a percentage of gross pay. */
export const DEDUCTION_KINDS = ["fixed", "percent"] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];
export const deductionKindLabels: Readonly<Record<DeductionKind, string>> = {
  fixed: "Fixed amount",
  percent: "Percentage of gross pay",
};

/** A run is drafted, then paid (locked for good), and a paid run may be voided with a reason. */
export const PAY_RUN_STATUSES = ["draft", "paid", "voided"] as const;
export type PayRunStatus = (typeof PAY_RUN_STATUSES)[number];
export const payRunStatusLabels: Readonly<Record<PayRunStatus, string>> = { draft: "Draft", paid: "Paid", voided: "Voided" };

/** Overtime is paid at one and a half times the regular rate (29 CFR 778.107). */
export const OVERTIME_MULTIPLIER_TENTHS = 15;

/**
 * Hours a salary is taken to pay for in a workweek, to find the hourly rate of a salaried
 * employee who is not exempt (29 CFR 778.113): the week's salary over 40 hours.
 */
export const SALARY_WEEKLY_HOURS = 40;

/** The shop's payroll settings. */
export interface PayrollSettings {
  tipMode: TipMode;
  /** The first day of any every-other-week period; every biweekly period starts 14 × n days from it. */
  biweeklyAnchor: string;
}

/** A Monday, so with the default workweek (Monday) each biweekly period holds two whole workweeks. */
export const DEFAULT_BIWEEKLY_ANCHOR = "2024-01-01";

export const defaultPayrollSettings: PayrollSettings = { tipMode: "byLine", biweeklyAnchor: DEFAULT_BIWEEKLY_ANCHOR };

/** What the calendar of pay periods needs from the shop's settings. */
export interface PayCalendar {
  workweekStart: Weekday;
  biweeklyAnchor: string;
}

export const defaultPayCalendar: PayCalendar = { workweekStart: DEFAULT_WORKWEEK_START, biweeklyAnchor: DEFAULT_BIWEEKLY_ANCHOR };

/** The schedules in the order the screens list them. */
export const PAY_SCHEDULES = [Recurrence.EveryWeek, Recurrence.EveryOtherWeek, Recurrence.EveryMonth] as const;
