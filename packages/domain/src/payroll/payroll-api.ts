import { z } from "zod";
import { defineApi } from "../api/define-api";
import {
  bonusesSchema,
  commissionRulesSchema,
  stubEmailedSchema,
  tipAssignmentSchema,
  deductionsSchema,
  paymentDatesSchema,
  payRunPageSchema,
  payRunSchema,
  payrollEmployeesSchema,
  payrollPreviewSchema,
  payrollProfileSchema,
} from "./payroll-contract";
import {
  bonusInputSchema,
  commissionRulesInputSchema,
  tipAssignmentInputSchema,
  deductionsInputSchema,
  paymentDatesQuerySchema,
  payRunCreateSchema,
  payRunListQuerySchema,
  payRunPaySchema,
  payRunVoidSchema,
  payrollEmployeesQuerySchema,
  payrollPreviewQuerySchema,
} from "./payroll-inputs";
import { payrollRoutes } from "./payroll-routes";
import { businessDate } from "../validation";

const params = z.object({ id: z.uuid() });
const dateParams = z.object({ date: businessDate() });

export const payrollApi = defineApi("payroll", payrollRoutes, {
  preview: {
    summary: "Every employee's pay for one period of a schedule, computed now: hours, overtime, commissions, tips, deductions and net (nothing stored)",
    querystring: payrollPreviewQuerySchema,
    response: payrollPreviewSchema,
  },
  createRun: { summary: "Draft a run of one schedule's period", body: payRunCreateSchema, response: payRunSchema },
  runs: { summary: "Runs, newest period first, by schedule and status", querystring: payRunListQuerySchema, response: payRunPageSchema },
  run: { summary: "One run with its stubs (a paid run's as they were paid)", params, response: payRunSchema },
  payRun: {
    summary: "Pay a draft: records its payment date and each employee's method, e-mails the stubs and locks it for good",
    params,
    body: payRunPaySchema,
    response: payRunSchema,
  },
  deleteRun: { summary: "Delete a draft (a paid run is voided instead)", params, response: z.null() },
  voidRun: {
    summary: "Void a paid run with a reason: reversing entries are written, the run itself stays",
    params,
    body: payRunVoidSchema,
    response: payRunSchema,
  },
  exportRun: { summary: "A run as CSV: one row per employee and earning type, then deductions, gross and net", params },
  employees: {
    summary: "Pay per employee over a range of paid runs, with year to date",
    querystring: payrollEmployeesQuerySchema,
    response: payrollEmployeesSchema,
  },
  employee: {
    summary: "An employee's payroll profile: pay settings, commission rules, deductions, year to date, and every run with payroll.history",
    params,
    response: payrollProfileSchema,
  },
  commissionRules: { summary: "An employee's commission rules", params, response: commissionRulesSchema },
  setCommissionRules: { summary: "Replace an employee's commission rules", params, body: commissionRulesInputSchema, response: commissionRulesSchema },
  deductions: { summary: "An employee's deductions", params, response: deductionsSchema },
  setDeductions: { summary: "Replace an employee's deductions, in the order they are taken", params, body: deductionsInputSchema, response: deductionsSchema },
  emailStub: {
    summary: "E-mail an employee their paid stub of a run again",
    params: z.object({ id: z.uuid(), employeeId: z.uuid() }),
    response: stubEmailedSchema,
  },
  tipAssignment: { summary: "Who shares a day's tips that had nobody tip-eligible on the clock", params: dateParams, response: tipAssignmentSchema },
  setTipAssignment: {
    summary: "Choose who shares a day's tips that had nobody tip-eligible on the clock (evenly)",
    params: dateParams,
    body: tipAssignmentInputSchema,
    response: tipAssignmentSchema,
  },
  bonuses: { summary: "An employee's non-discretionary bonuses", params, response: bonusesSchema },
  addBonus: { summary: "Add a non-discretionary bonus on the day it was earned", params, body: bonusInputSchema, response: bonusesSchema },
  removeBonus: {
    summary: "Remove a bonus (kept for the record; a paid period shows the change as an adjustment)",
    params: z.object({ id: z.uuid(), bonusId: z.uuid() }),
    response: bonusesSchema,
  },
  paymentDates: {
    summary: "Paid runs by payment date with totals, and what each schedule has due next",
    querystring: paymentDatesQuerySchema,
    response: paymentDatesSchema,
  },
});
