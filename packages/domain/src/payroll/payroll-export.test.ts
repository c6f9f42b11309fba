import { describe, expect, it } from "vitest";
import { PayPeriod, PayType, Recurrence, SecondPaymentMethod } from "../enums";
import { csvCell, csvText, toCsv } from "./csv-text";
import { composeStub, type PayStub } from "./pay-stub";
import { payrollCsv, payrollExportRows } from "./payroll-export";
import { payrollMessages } from "./payroll-messages";
import { NY, shift } from "./payroll-test-data";

describe("CSV text", () => {
  it("quotes a cell holding a comma, a quote or a line break, its quotes doubled", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Silva, Ana")).toBe('"Silva, Ana"');
    expect(csvCell('the "A" team')).toBe('"the ""A"" team"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("keeps typed text from running as a formula", () => {
    expect(csvText("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvText("@cmd")).toBe("'@cmd");
    expect(csvText("-1 uniform")).toBe("'-1 uniform");
    expect(csvText("Ana")).toBe("Ana");
  });

  it("ends every line with CRLF", () => {
    expect(toCsv([["a", "b"], ["c,d"]])).toBe('a,b\r\n"c,d"\r\n');
  });
});

describe("the export of a run", () => {
  const stub = (id: string, name: string): PayStub => {
    const result = composeStub({
      employee: {
        id,
        name,
        pay: { payType: PayType.Hourly, payRate: 1500, payPeriod: PayPeriod.Hourly, overtimeExempt: false, paidBy: SecondPaymentMethod.Cash },
      },
      schedule: Recurrence.EveryWeek,
      period: { start: "2026-11-02", end: "2026-11-08" },
      timeZone: NY,
      workweekStart: "monday",
      shifts: ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"].map((d) => shift(d, 8, 9)),
      commissions: [],
      bonuses: [],
      tips: { tips: 1_000, paidOut: 300 },
      deductions: [{ id: "u", label: "Uniform, shirts", kind: "fixed", amount: 2_500, balance: null }],
      adjustments: [],
    });
    if (!result.ok) throw new Error(result.refusal.message);
    return result.plan;
  };
  const run = { schedule: Recurrence.EveryWeek, period: { start: "2026-11-02", end: "2026-11-08" }, paymentDate: "2026-11-13" };

  it("has one row per employee and earning type, then deductions, gross and net, and says it computes no taxes", () => {
    const rows = payrollExportRows(run, [stub("b", "Ben"), stub("a", "=Ana")]);
    expect(rows[0]).toEqual([
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
    ]);
    const lead = ["a", "'=Ana", "Every week", "2026-11-02", "2026-11-08", "2026-11-13", "Cash"];
    // 40 h × $15.00 = $600.00; 5 h × $22.50 = $112.50; tips $10.00; gross $722.50; uniform $25.00; net $697.50.
    expect(rows.slice(1, 8)).toEqual([
      [...lead, "Regular", "40.00", "600.00", ""],
      [...lead, "Overtime", "5.00", "112.50", ""],
      [...lead, "Tips", "", "10.00", ""],
      [...lead, "Tips paid out", "", "3.00", payrollMessages.tipsPaidOut],
      [...lead, "Deduction", "", "-25.00", "Uniform, shirts"],
      [...lead, "Gross", "45.00", "722.50", ""],
      [...lead, "Net", "", "697.50", ""],
    ]);
    expect(rows[8]?.[1]).toBe("Ben");
    expect(rows.at(-1)).toEqual(["", "", "", "", "", "", "", "Note", "", "", payrollMessages.noTaxes]);
  });

  it("is CSV text a spreadsheet reads back", () => {
    const text = payrollCsv(run, [stub("a", "Ana")]);
    expect(text).toContain('"Uniform, shirts"');
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text).toContain("WashDesk does not compute taxes");
  });
});
