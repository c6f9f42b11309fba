// Deductions (docs/product.md §2 /payroll, Deductions): amounts the owner sets per employee, an
// advance repaid, a uniform, a flat withholding. WashDesk computes no taxes (payrollMessages.noTaxes).
import { cents, percentOf, type Cents } from "../money/rounding";
import { payrollMessages } from "./payroll-messages";
import type { DeductionKind } from "./payroll-rules";

/**
 * One deduction of one employee, taken every run: a fixed amount in cents, or a percentage of gross
 * pay in thousandths of a percent. `balance` is what is left to repay of an advance (the deduction
 * stops once it is repaid); null for one taken every run.
 */
export type DeductionRule = { id: string; label: string; balance: number | null } & (
  { kind: Extract<DeductionKind, "fixed">; amount: number } | { kind: Extract<DeductionKind, "percent">; rate: number }
);

export interface DeductionLine {
  id: string;
  label: string;
  kind: DeductionKind;
  /** Thousandths of a percent, for a percentage. */
  rate: number | null;
  /** What the rule asks for this run. */
  asked: Cents;
  /** What is taken: the asked amount, capped by the balance left and by the net pay left. */
  amount: Cents;
  /** Why less was taken than asked, or null. */
  note: string | null;
}

export interface Deducted {
  lines: DeductionLine[];
  total: Cents;
  net: Cents;
}

/**
 * The deductions of one run, in the order the owner listed them. Net pay never goes below zero:
 * a deduction larger than what is left is capped at what is left, with a note saying so, and the
 * ones after it take nothing. A percentage is of the gross pay (rounded once). A negative gross (an
 * adjustment taking back more than the run pays) is shown as it is and nothing is deducted.
 */
export function applyDeductions(gross: number, rules: readonly DeductionRule[]): Deducted {
  const base = Math.max(0, gross);
  let left = base;
  const lines: DeductionLine[] = [];
  for (const rule of rules) {
    const asked = rule.kind === "fixed" ? cents(Math.max(0, rule.amount)) : percentOf(base, Math.max(0, rule.rate));
    const owed = rule.balance === null ? asked : Math.min(asked, Math.max(0, rule.balance));
    const amount = Math.min(owed, left);
    left -= amount;
    const note = amount < owed ? payrollMessages.deductionCapped(amount) : owed < asked ? payrollMessages.deductionLastRepayment : null;
    lines.push({ id: rule.id, label: rule.label, kind: rule.kind, rate: rule.kind === "percent" ? rule.rate : null, asked, amount: cents(amount), note });
  }
  const total = cents(base - left);
  return { lines, total, net: cents(gross - total) };
}
