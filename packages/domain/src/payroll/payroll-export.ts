// A pay run as CSV (docs/product.md §2 /payroll, Export) for the accountant or a payroll provider:
// one row per employee and earning type, then each deduction, gross and net, and the note that
// WashDesk computes no taxes.
import { secondPaymentMethodLabels } from "../enums";
import type { Recurrence } from "../enums/schedule";
import { recurrenceLabels } from "../enums/schedule";
import { centsToDecimalString } from "../money/money-text";
import { hoursText } from "../time-clock/time-clock-hours";
import { csvText, toCsv } from "./csv-text";
import type { PayrollPeriod } from "./pay-periods";
import type { PayStub } from "./pay-stub";
import { payrollMessages } from "./payroll-messages";
import { EARNING_TYPES, earningTypeLabels } from "./payroll-rules";

export const payrollCsvHeader = [
  "Employee ID",
  "Employee",
  "Schedule",
  "Period start",
  "Period end",
  "Payment date",
  "Paid by",
  "Type",
  "Hours",
  "Amount",
  "Details",
] as const;

export interface ExportedRun {
  schedule: Recurrence;
  period: PayrollPeriod;
  /** Null while the run is a draft. */
  paymentDate: string | null;
}

const byNameThenId = (a: PayStub, b: PayStub) =>
  a.employeeName < b.employeeName ? -1 : a.employeeName > b.employeeName ? 1 : a.employeeId < b.employeeId ? -1 : a.employeeId > b.employeeId ? 1 : 0;

/** The rows of the export, header first; amounts in dollars with two decimals ("1029.17"), deductions negative. */
export function payrollExportRows(run: ExportedRun, stubs: readonly PayStub[]): string[][] {
  const rows: string[][] = [[...payrollCsvHeader]];
  for (const stub of [...stubs].sort(byNameThenId)) {
    const lead = [
      stub.employeeId,
      csvText(stub.employeeName),
      recurrenceLabels[run.schedule],
      run.period.start,
      run.period.end,
      run.paymentDate ?? "",
      secondPaymentMethodLabels[stub.paidBy],
    ];
    const row = (type: string, hours: string, amount: number, details: string) =>
      rows.push([...lead, type, hours, centsToDecimalString(amount), csvText(details)]);
    for (const type of EARNING_TYPES) {
      const lines = stub.earnings.filter((e) => e.type === type);
      if (lines.length === 0) continue;
      const hoursMs = lines.reduce((sum, e) => sum + e.hoursMs, 0);
      const amount = lines.reduce((sum, e) => sum + e.amount, 0);
      const hoursType = type === "regular" || type === "overtime";
      row(earningTypeLabels[type], hoursType ? hoursText(hoursMs) : "", amount, type === "adjustment" ? lines.map((e) => e.text).join("; ") : "");
    }
    if (stub.tipsPaidOut !== 0) row("Tips paid out", "", stub.tipsPaidOut, payrollMessages.tipsPaidOut);
    for (const deduction of stub.deductions)
      row("Deduction", "", -deduction.amount, deduction.note ? `${deduction.label}: ${deduction.note}` : deduction.label);
    row("Gross", hoursText(stub.regularMs + stub.overtimeMs), stub.gross, "");
    row("Net", "", stub.net, "");
  }
  rows.push(["", "", "", "", "", "", "", "Note", "", "", payrollMessages.noTaxes]);
  return rows;
}

/** The export as CSV text. */
export const payrollCsv = (run: ExportedRun, stubs: readonly PayStub[]): string => toCsv(payrollExportRows(run, stubs));
