import { z } from "zod";
import { pageQuerySchema } from "../api/api-schemas";
import { enumValues, Recurrence, SecondPaymentMethod } from "../enums";
import { RATE_SCALE } from "../money/rounding";
import { reportPeriodQuerySchema } from "../reports/report-inputs";
import { businessDate, moneyCents, rateNumber, requiredText } from "../validation";
import { payrollMessages } from "./payroll-messages";
import { PAY_RUN_STATUSES, TIP_MODES } from "./payroll-rules";

// What the payroll routes take (docs/product.md §2 /payroll). Money in cents, percentages in
// thousandths of a percent (RATE_SCALE is 100 %), dates "YYYY-MM-DD".

/** A filter left blank ("schedule=") is no filter. */
const blankIsAbsent = (value: unknown) => (value === "" ? undefined : value);

const schedule = () => z.literal(enumValues(Recurrence), { error: "Choose a pay schedule." });
/** A schedule in a query string ("0", "1", "2"). */
const scheduleQuery = () => z.preprocess(blankIsAbsent, z.coerce.number({ error: "Choose a pay schedule." }).pipe(schedule()));

/** A percentage: 0 to 100 %, in thousandths of a percent. */
const percentRate = () => rateNumber().max(RATE_SCALE, { error: payrollMessages.rateMax });

const productId = () => z.uuid().nullable();

/** One commission rule: for one product, or the employee's default (productId null). */
export const commissionRuleInputSchema = z.discriminatedUnion("kind", [
  z.object({ productId: productId(), kind: z.literal("percent"), rate: percentRate() }),
  z.object({ productId: productId(), kind: z.literal("perUnit"), amount: moneyCents(0) }),
]);
export type CommissionRuleInput = z.input<typeof commissionRuleInputSchema>;

/** PUT /api/payroll/employees/:id/commission-rules: the employee's whole list, which replaces the one before. */
export const commissionRulesInputSchema = z.object({ rules: z.array(commissionRuleInputSchema).max(200) }).superRefine((value, ctx) => {
  const seen = new Set<string | null>();
  value.rules.forEach((rule, index) => {
    if (seen.has(rule.productId)) ctx.addIssue({ code: "custom", message: payrollMessages.ruleDuplicate, path: ["rules", index, "productId"] });
    seen.add(rule.productId);
  });
});
export type CommissionRulesInput = z.input<typeof commissionRulesInputSchema>;
export type CommissionRulesValue = z.output<typeof commissionRulesInputSchema>;

/** What is left to repay of an advance (the deduction stops there), or null for every run. */
const balance = () => moneyCents(0).nullable().default(null);

/** One deduction: a fixed amount, or a percentage of gross pay. */
export const deductionInputSchema = z.discriminatedUnion("kind", [
  z.object({ label: requiredText("label"), kind: z.literal("fixed"), amount: moneyCents(1), balance: balance() }),
  z.object({ label: requiredText("label"), kind: z.literal("percent"), rate: percentRate(), balance: balance() }),
]);
export type DeductionInput = z.input<typeof deductionInputSchema>;

/** PUT /api/payroll/employees/:id/deductions: the employee's whole list, in the order they are taken. */
export const deductionsInputSchema = z.object({ deductions: z.array(deductionInputSchema).max(20) });
export type DeductionsInput = z.input<typeof deductionsInputSchema>;
export type DeductionsValue = z.output<typeof deductionsInputSchema>;

/** PUT /api/payroll/tip-assignments/:date: who shares a day's tips that nobody on the clock could. */
export const tipAssignmentInputSchema = z.object({
  employeeIds: z
    .array(z.uuid())
    .min(1, { error: payrollMessages.assigneesRequired })
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { error: payrollMessages.assigneesRequired }),
});
export type TipAssignmentInput = z.input<typeof tipAssignmentInputSchema>;

/**
 * POST /api/payroll/employees/:id/bonuses (with an Idempotency-Key): a non-discretionary bonus on
 * the day it was earned, paid by the run of that day's period (or as an adjustment of a paid one).
 */
export const bonusInputSchema = z.object({
  businessDate: z.string({ error: payrollMessages.bonusDate }).pipe(businessDate()),
  amount: moneyCents(1),
  note: requiredText("label"),
});
export type BonusInput = z.input<typeof bonusInputSchema>;

/** POST /api/payroll/runs: a draft of one schedule's period, named by its first day. */
export const payRunCreateSchema = z.object({ schedule: schedule(), periodStart: businessDate() });
export type PayRunCreate = z.input<typeof payRunCreateSchema>;

/**
 * POST /api/payroll/runs/:id/pay (with an Idempotency-Key): the payment date, and how each
 * employee is paid where it is not their own setting.
 */
export const payRunPaySchema = z
  .object({
    paymentDate: businessDate(),
    methods: z
      .array(z.object({ employeeId: z.uuid(), method: z.literal(enumValues(SecondPaymentMethod)) }))
      .max(1000)
      .default([]),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.methods.forEach((entry, index) => {
      if (seen.has(entry.employeeId)) ctx.addIssue({ code: "custom", message: payrollMessages.methodTwice, path: ["methods", index, "employeeId"] });
      seen.add(entry.employeeId);
    });
  });
export type PayRunPay = z.input<typeof payRunPaySchema>;
export type PayRunPayValue = z.output<typeof payRunPaySchema>;

/** POST /api/payroll/runs/:id/void: a reason is required. */
export const payRunVoidSchema = z.object({
  reason: z.string({ error: payrollMessages.voidReason }).trim().min(1, { error: payrollMessages.voidReason, abort: true }).pipe(requiredText("reason")),
});
export type PayRunVoid = z.input<typeof payRunVoidSchema>;

/** GET /api/payroll/preview?schedule&start: every employee's pay for one period, computed now. */
export const payrollPreviewQuerySchema = z.object({ schedule: scheduleQuery(), start: businessDate() });
export type PayrollPreviewQuery = z.input<typeof payrollPreviewQuerySchema>;

/** GET /api/payroll/runs: newest period first, by schedule and status. */
export const payRunListQuerySchema = pageQuerySchema.extend({
  schedule: z.preprocess(blankIsAbsent, scheduleQuery().optional()),
  status: z.preprocess(blankIsAbsent, z.enum(PAY_RUN_STATUSES).optional()),
});
export type PayRunListQuery = z.input<typeof payRunListQuerySchema>;

/** GET /api/payroll/employees?from&to: the reports' period rules (in order, at most ten years). */
export const payrollEmployeesQuerySchema = reportPeriodQuerySchema;
export type PayrollEmployeesQuery = z.input<typeof payrollEmployeesQuerySchema>;

/** GET /api/payroll/payment-dates: runs paid between two dates (the last twelve months when left out). */
export const paymentDatesQuerySchema = z.object({
  from: z.preprocess(blankIsAbsent, businessDate().optional()),
  to: z.preprocess(blankIsAbsent, businessDate().optional()),
});
export type PaymentDatesQuery = z.input<typeof paymentDatesQuerySchema>;

/** The payroll settings: where tips go, and the first day of any every-other-week period. */
export const payrollSettingsSchema = z.object({ tipMode: z.enum(TIP_MODES), biweeklyAnchor: businessDate() });
export type PayrollSettingsInput = z.input<typeof payrollSettingsSchema>;
