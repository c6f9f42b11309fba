import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDeductions, type DeductionRule } from "./deductions";
import { payrollMessages } from "./payroll-messages";

const uniform: DeductionRule = { id: "u", label: "Uniform", kind: "fixed", amount: 2_500, balance: null };
const withholding: DeductionRule = { id: "w", label: "Flat withholding", kind: "percent", rate: 10_000, balance: null };
const advance: DeductionRule = { id: "a", label: "Advance", kind: "fixed", amount: 10_000, balance: 4_000 };

describe("deductions", () => {
  it("take fixed amounts and percentages of gross, in the owner's order", () => {
    // Gross $500.00: uniform $25.00, 10 % withholding $50.00 → net $425.00.
    const result = applyDeductions(50_000, [uniform, withholding]);
    expect(result.lines.map((l) => [l.label, l.asked, l.amount, l.note])).toEqual([
      ["Uniform", 2_500, 2_500, null],
      ["Flat withholding", 5_000, 5_000, null],
    ]);
    expect(result.total).toBe(7_500);
    expect(result.net).toBe(42_500);
  });

  it("stop an advance at its balance", () => {
    // $100.00 a run asked, $40.00 left to repay.
    const [line] = applyDeductions(50_000, [advance]).lines;
    expect([line?.amount, line?.note]).toEqual([4_000, payrollMessages.deductionLastRepayment]);
  });

  it("never take net pay below zero: capped, with a note, the rest take nothing", () => {
    // Gross $30.00: uniform $25.00 fits; the advance asks $40.00, $5.00 is left: capped at $5.00.
    const result = applyDeductions(3_000, [uniform, advance, withholding]);
    expect(result.lines.map((l) => [l.amount, l.note])).toEqual([
      [2_500, null],
      [500, "Capped at $5.00: net pay can't go below zero."],
      [0, "Capped at $0.00: net pay can't go below zero."],
    ]);
    expect(result.net).toBe(0);
  });

  it("deduct nothing from a negative gross", () => {
    expect(applyDeductions(-1_000, [uniform])).toMatchObject({ total: 0, net: -1_000 });
  });

  it("always leave gross = deductions + net, and net ≥ 0 when gross is", () => {
    const rule = fc.oneof(
      fc.record({
        id: fc.string(),
        label: fc.string(),
        kind: fc.constant("fixed" as const),
        amount: fc.integer({ min: 0, max: 1_000_000 }),
        balance: fc.option(fc.nat(1_000_000)),
      }),
      fc.record({
        id: fc.string(),
        label: fc.string(),
        kind: fc.constant("percent" as const),
        rate: fc.integer({ min: 0, max: 100_000 }),
        balance: fc.option(fc.nat(1_000_000)),
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(rule, { maxLength: 6 }), (gross, rules) => {
        const result = applyDeductions(gross, rules);
        expect(result.total + result.net).toBe(gross);
        expect(result.net).toBeGreaterThanOrEqual(0);
        for (const line of result.lines) expect(line.amount).toBeLessThanOrEqual(line.asked);
      }),
    );
  });
});
