import { z } from "zod";
import { enumValues, PayType, Recurrence, SecondPaymentMethod } from "../enums";
import { employeePaySchema } from "../employees/employee-schemas";
import { COMMISSION_KINDS, DEDUCTION_KINDS, EARNING_TYPES, PAY_RUN_STATUSES } from "./payroll-rules";

// What the payroll routes answer (inside the envelope's body). Money in integer cents, hours in
// milliseconds (what pay was computed from, shown with hoursText()), dates "YYYY-MM-DD".

const money = () => z.number().int();
const ms = () => z.number().int();
const scheduleSchema = z.literal(enumValues(Recurrence));

export const payrollPeriodSchema = z.object({ start: z.string(), end: z.string() });

export const earningLineSchema = z.object({
  type: z.enum(EARNING_TYPES),
  workweek: z.string().nullable(),
  hoursMs: ms(),
  amount: money(),
  text: z.string(),
  adjusts: z.object({ type: z.enum(EARNING_TYPES).exclude(["adjustment"]), periodStart: z.string(), periodEnd: z.string() }).nullable(),
});

export const workweekPaySchema = z.object({
  workweek: z.string(),
  regularMs: ms(),
  overtimeMs: ms(),
  workedMs: ms(),
  extras: money(),
  regularPay: money(),
  overtimePay: money(),
  regularRate: money(),
});

export const deductionLineSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(DEDUCTION_KINDS),
  rate: z.number().int().nullable(),
  asked: money(),
  amount: money(),
  note: z.string().nullable(),
});

/** One employee's line of a run: the stub as printed and e-mailed. */
export const payStubSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  schedule: scheduleSchema,
  period: payrollPeriodSchema,
  payType: z.literal(enumValues(PayType)),
  overtimeExempt: z.boolean(),
  workweeks: z.array(workweekPaySchema),
  earnings: z.array(earningLineSchema),
  regularMs: ms(),
  overtimeMs: ms(),
  gross: money(),
  deductions: z.array(deductionLineSchema),
  deductionsTotal: money(),
  net: money(),
  tipsPaidOut: money(),
  paidBy: z.literal(enumValues(SecondPaymentMethod)),
});
export type PayStubAnswer = z.infer<typeof payStubSchema>;

export const payRunTotalsSchema = z.object({ gross: money(), deductions: money(), net: money(), tipsPaidOut: money(), employees: z.number().int() });

/** An employee the run leaves out because their pay settings are refused, and why. */
export const payRunProblemSchema = z.object({ employeeId: z.string(), employeeName: z.string(), code: z.string(), message: z.string() });

export const undistributedTipsSchema = z.object({ businessDate: z.string(), amount: money(), paidOut: z.boolean() });

/** GET /api/payroll/preview: every employee of the schedule for one period, computed now, nothing stored. */
export const payrollPreviewSchema = z.object({
  schedule: scheduleSchema,
  period: payrollPeriodSchema,
  stubs: z.array(payStubSchema),
  totals: payRunTotalsSchema,
  problems: z.array(payRunProblemSchema),
  undistributedTips: z.array(undistributedTipsSchema),
  /** This period already has a run (its id), or null. */
  runId: z.string().nullable(),
});
export type PayrollPreview = z.infer<typeof payrollPreviewSchema>;

const runHead = {
  id: z.string(),
  schedule: scheduleSchema,
  period: payrollPeriodSchema,
  status: z.enum(PAY_RUN_STATUSES),
  paymentDate: z.string().nullable(),
  totals: payRunTotalsSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
};

/** A run in the list. */
export const payRunRowSchema = z.object(runHead);
export type PayRunRow = z.infer<typeof payRunRowSchema>;

export const payRunPageSchema = z.object({
  items: z.array(payRunRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PayRunPage = z.infer<typeof payRunPageSchema>;

/** GET /api/payroll/runs/:id: a run with its stubs (a paid run's as they were paid), and its problems while a draft. */
export const payRunSchema = z.object({
  ...runHead,
  stubs: z.array(payStubSchema),
  problems: z.array(payRunProblemSchema),
  undistributedTips: z.array(undistributedTipsSchema),
});
export type PayRun = z.infer<typeof payRunSchema>;

const employeeFigures = {
  regularMs: ms(),
  overtimeMs: ms(),
  wages: money(),
  overtimePay: money(),
  salary: money(),
  commissions: money(),
  bonuses: money(),
  tips: money(),
  tipsPaidOut: money(),
  adjustments: money(),
  gross: money(),
  deductions: money(),
  net: money(),
};
export const payrollFiguresSchema = z.object(employeeFigures);
export type PayrollFigures = z.infer<typeof payrollFiguresSchema>;

/** GET /api/payroll/employees?from&to: paid runs of the range per employee, with their year to date. */
export const payrollEmployeesSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(z.object({ employeeId: z.string(), employeeName: z.string(), ...employeeFigures, yearToDate: payrollFiguresSchema })),
  totals: payrollFiguresSchema,
});
export type PayrollEmployees = z.infer<typeof payrollEmployeesSchema>;

export const commissionRuleSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  /** The product's name, or null for the default rule. */
  productName: z.string().nullable(),
  kind: z.enum(COMMISSION_KINDS),
  rate: z.number().int().nullable(),
  amount: money().nullable(),
});
export const commissionRulesSchema = z.object({ rules: z.array(commissionRuleSchema) });
export type CommissionRules = z.infer<typeof commissionRulesSchema>;

export const deductionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(DEDUCTION_KINDS),
  rate: z.number().int().nullable(),
  amount: money().nullable(),
  balance: money().nullable(),
});
export const deductionsSchema = z.object({ deductions: z.array(deductionSchema) });
export type Deductions = z.infer<typeof deductionsSchema>;

/** One run in an employee's history: their stub's figures in it. */
export const payHistoryRowSchema = z.object({
  runId: z.string(),
  schedule: scheduleSchema,
  period: payrollPeriodSchema,
  status: z.enum(PAY_RUN_STATUSES),
  paymentDate: z.string().nullable(),
  gross: money(),
  deductions: money(),
  net: money(),
});

/**
 * GET /api/payroll/employees/:id: the payroll profile (payroll.details): pay settings, commission
 * rules, deductions, year to date; every run only with payroll.history (else an empty list).
 */
export const payrollProfileSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  email: z.string(),
  pay: employeePaySchema,
  rules: z.array(commissionRuleSchema),
  deductions: z.array(deductionSchema),
  runs: z.array(payHistoryRowSchema),
  yearToDate: payrollFiguresSchema,
});
export type PayrollProfile = z.infer<typeof payrollProfileSchema>;

/** GET/PUT /api/payroll/tip-assignments/:date: who shares the day's tips, and who may. */
export const tipAssignmentSchema = z.object({
  businessDate: z.string(),
  employeeIds: z.array(z.string()),
  /** Tip-eligible employees who are no managers or owners, by name. */
  eligible: z.array(z.object({ employeeId: z.string(), employeeName: z.string() })),
});
export type TipAssignmentAnswer = z.infer<typeof tipAssignmentSchema>;

export const bonusSchema = z.object({ id: z.string(), businessDate: z.string(), amount: money(), note: z.string(), createdAt: z.string() });
export const bonusesSchema = z.object({ bonuses: z.array(bonusSchema) });
export type Bonuses = z.infer<typeof bonusesSchema>;

/** POST /api/payroll/runs/:id/stubs/:employeeId/email: where the stub went. */
export const stubEmailedSchema = z.object({ recipient: z.string() });

/** GET /api/payroll/payment-dates: paid runs by payment date, and what each schedule has due next. */
export const paymentDatesSchema = z.object({
  dates: z.array(
    z.object({ paymentDate: z.string(), runs: z.number().int(), schedules: z.array(scheduleSchema), gross: money(), deductions: money(), net: money() }),
  ),
  due: z.array(z.object({ schedule: scheduleSchema, period: payrollPeriodSchema, employees: z.number().int() })),
});
export type PaymentDates = z.infer<typeof paymentDatesSchema>;
