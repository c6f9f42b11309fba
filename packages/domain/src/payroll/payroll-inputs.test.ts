import { describe, expect, it } from "vitest";
import { Recurrence } from "../enums";
import { payrollMessages } from "./payroll-messages";
import {
  commissionRulesInputSchema,
  deductionsInputSchema,
  payRunCreateSchema,
  payRunListQuerySchema,
  payRunPaySchema,
  payRunVoidSchema,
  payrollPreviewQuerySchema,
} from "./payroll-inputs";

const product = "6f1c1a4e-8a57-4a44-9b8e-6a2b3d0c9e11";
const employee = "0b9e5f3a-2c4d-4e6f-8a1b-3c5d7e9f1a2b";
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the payroll inputs", () => {
  it("take commission rules: a percentage up to 100 % or an amount per unit, one rule per product", () => {
    const ok = commissionRulesInputSchema.safeParse({
      rules: [
        { productId: null, kind: "percent", rate: 10_000 },
        { productId: product, kind: "perUnit", amount: 300 },
      ],
    });
    expect(ok.success).toBe(true);
    expect(firstMessage(commissionRulesInputSchema.safeParse({ rules: [{ productId: null, kind: "percent", rate: 100_001 }] }))).toBe(payrollMessages.rateMax);
    const twice = commissionRulesInputSchema.safeParse({
      rules: [
        { productId: product, kind: "percent", rate: 5_000 },
        { productId: product, kind: "perUnit", amount: 100 },
      ],
    });
    expect(firstMessage(twice)).toBe(payrollMessages.ruleDuplicate);
  });

  it("take deductions with a label, a balance left or none", () => {
    const parsed = deductionsInputSchema.parse({ deductions: [{ label: " Uniform ", kind: "fixed", amount: 2_500 }] });
    expect(parsed.deductions[0]).toEqual({ label: "Uniform", kind: "fixed", amount: 2_500, balance: null });
    expect(deductionsInputSchema.safeParse({ deductions: [{ label: "", kind: "fixed", amount: 2_500 }] }).success).toBe(false);
  });

  it("take a run by schedule and the first day of its period, and a preview by query text", () => {
    expect(payRunCreateSchema.parse({ schedule: Recurrence.EveryOtherWeek, periodStart: "2026-11-02" })).toEqual({ schedule: 2, periodStart: "2026-11-02" });
    expect(payrollPreviewQuerySchema.parse({ schedule: "1", start: "2026-11-01" })).toEqual({ schedule: 1, start: "2026-11-01" });
    expect(payrollPreviewQuerySchema.safeParse({ schedule: "", start: "2026-11-01" }).success).toBe(false);
    expect(payrollPreviewQuerySchema.safeParse({ schedule: "7", start: "2026-11-01" }).success).toBe(false);
    expect(payRunListQuerySchema.parse({ schedule: "", status: "" })).toEqual({ page: 1, pageSize: 25, schedule: undefined, status: undefined });
  });

  it("pay with a payment date and at most one method per employee", () => {
    expect(payRunPaySchema.parse({ paymentDate: "2026-11-13" })).toEqual({ paymentDate: "2026-11-13", methods: [] });
    const twice = payRunPaySchema.safeParse({
      paymentDate: "2026-11-13",
      methods: [
        { employeeId: employee, method: 0 },
        { employeeId: employee, method: 1 },
      ],
    });
    expect(firstMessage(twice)).toBe(payrollMessages.methodTwice);
  });

  it("void only with a reason", () => {
    expect(firstMessage(payRunVoidSchema.safeParse({ reason: "   " }))).toBe(payrollMessages.voidReason);
    expect(firstMessage(payRunVoidSchema.safeParse({}))).toBe(payrollMessages.voidReason);
    expect(payRunVoidSchema.parse({ reason: " Paid the wrong week " })).toEqual({ reason: "Paid the wrong week" });
  });
});
