import { PayType, Recurrence, SecondPaymentMethod, type PayRun, type PayrollPreview, type PayStubAnswer } from "@washdesk/domain";

export const RUN_ID = "11111111-1111-4111-8111-111111111111";
export const DANA_ID = "22222222-2222-4222-8222-222222222222";
export const SAM_ID = "33333333-3333-4333-8333-333333333333";
const HOUR = 3_600_000;

/** The last week that ended before Wednesday 2026-06-10, the shop's workweek starting on Monday. */
export const lastWeek = { start: "2026-06-01", end: "2026-06-07" };

/** An hourly washer with 45 hours and $300 of commission in one workweek, and an adjustment carried in. */
export const danaStub: PayStubAnswer = {
  employeeId: DANA_ID,
  employeeName: "Dana Detail",
  schedule: Recurrence.EveryWeek,
  period: lastWeek,
  payType: PayType.Hourly,
  overtimeExempt: false,
  workweeks: [
    {
      workweek: "2026-06-01",
      regularMs: 40 * HOUR,
      overtimeMs: 5 * HOUR,
      workedMs: 45 * HOUR,
      extras: 30000,
      regularPay: 60000,
      overtimePay: 16250,
      regularRate: 2167,
    },
  ],
  earnings: [
    { type: "regular", workweek: "2026-06-01", hoursMs: 40 * HOUR, amount: 60000, text: "40.00 h at $15.00/h", adjusts: null },
    {
      type: "overtime",
      workweek: "2026-06-01",
      hoursMs: 5 * HOUR,
      amount: 16250,
      text: "5.00 h at 1.5 × the regular rate of $21.67/h over 45.00 h worked that week",
      adjusts: null,
    },
    { type: "commission", workweek: null, hoursMs: 0, amount: 30000, text: "Commissions of the period, refunds taken back", adjusts: null },
    { type: "tips", workweek: null, hoursMs: 0, amount: 4500, text: "Tips of the period", adjusts: null },
    {
      type: "adjustment",
      workweek: "2026-05-25",
      hoursMs: 48 * 60_000,
      amount: 1200,
      text: "Regular hours of the week of 2026-05-25 changed: +0.80 h",
      adjusts: { type: "regular", periodStart: "2026-05-25", periodEnd: "2026-05-31" },
    },
  ],
  regularMs: 40 * HOUR,
  overtimeMs: 5 * HOUR,
  gross: 111950,
  deductions: [{ id: "d-1", label: "Uniform", kind: "fixed", rate: null, asked: 2500, amount: 2500, note: null }],
  deductionsTotal: 2500,
  net: 109450,
  tipsPaidOut: 1000,
  paidBy: SecondPaymentMethod.Check,
};

/** A salaried, exempt manager paid weekly. */
export const samStub: PayStubAnswer = {
  employeeId: SAM_ID,
  employeeName: "Sam Salary",
  schedule: Recurrence.EveryWeek,
  period: lastWeek,
  payType: PayType.Salary,
  overtimeExempt: true,
  workweeks: [],
  earnings: [{ type: "salary", workweek: null, hoursMs: 0, amount: 192308, text: "Salary × 1/52", adjusts: null }],
  regularMs: 0,
  overtimeMs: 0,
  gross: 192308,
  deductions: [],
  deductionsTotal: 0,
  net: 192308,
  tipsPaidOut: 0,
  paidBy: SecondPaymentMethod.CreditDebit,
};

const totals = { gross: 304258, deductions: 2500, net: 301758, tipsPaidOut: 1000, employees: 2 };

export function previewOf(runId: string | null): PayrollPreview {
  return { schedule: Recurrence.EveryWeek, period: lastWeek, stubs: [danaStub, samStub], totals, problems: [], undistributedTips: [], runId };
}

export function runOf(status: PayRun["status"]): PayRun {
  return {
    id: RUN_ID,
    schedule: Recurrence.EveryWeek,
    period: lastWeek,
    status,
    paymentDate: status === "draft" ? null : "2026-06-09",
    totals,
    createdAt: "2026-06-08T14:00:00.000Z",
    paidAt: status === "draft" ? null : "2026-06-09T14:00:00.000Z",
    voidedAt: status === "voided" ? "2026-06-10T14:00:00.000Z" : null,
    voidReason: status === "voided" ? "Wrong week" : null,
    stubs: [danaStub, samStub],
    problems: [],
    undistributedTips: [],
  };
}

export const emptyRunsPage = { items: [], total: 0, page: 1, pageSize: 25 };
