import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/calendar-days";
import { ItemKind, OrderStatus, PayPeriod, PayType, Recurrence, SecondPaymentMethod } from "../enums";
import { commissionEntries, type CommissionEntry } from "./commissions";
import { adjustmentsBetween } from "./pay-adjustments";
import { composeStub, ownEarnings, reversalOf, runTotals, type PayStub, type StubEmployee, type StubInput } from "./pay-stub";
import { payrollRefusals } from "./payroll-refusals";
import { HOUR, NY, shift } from "./payroll-test-data";
import type { WorkedShift } from "./workweek-hours";

const week = { start: "2026-11-02", end: "2026-11-08" };
const washer: StubEmployee = {
  id: "ana",
  name: "Ana Silva",
  pay: { payType: PayType.Hourly, payRate: 1500, payPeriod: PayPeriod.Hourly, overtimeExempt: false, paidBy: SecondPaymentMethod.Check },
};
const base = (over: Partial<StubInput>): StubInput => ({
  employee: washer,
  schedule: Recurrence.EveryWeek,
  period: week,
  timeZone: NY,
  workweekStart: "monday",
  shifts: [],
  commissions: [],
  bonuses: [],
  tips: { tips: 0, paidOut: 0 },
  deductions: [],
  adjustments: [],
  ...over,
});
const stubOf = (input: StubInput): PayStub => {
  const result = composeStub(input);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.plan;
};
const weekdays = (from: string, count: number, hours: number, startHour = 8) =>
  Array.from({ length: count }, (_, i) => shift(addDays(from, i), startHour, hours));

describe("the stub of an hourly washer with 45 hours and $300.00 of commission", () => {
  // A $3,000.00 ceramic coating (net before tax) on Wednesday 2026-11-04 at her 10 % rule: $300.00.
  const commissions = commissionEntries(
    [
      {
        id: "sale-1",
        businessDate: "2026-11-04",
        status: OrderStatus.Completed,
        amount: 326_250,
        lines: [{ id: "line-1", productId: "coating", kind: ItemKind.Service, quantity: 1, net: 300_000, staffIds: ["ana"] }],
        refunds: [],
      },
    ],
    [{ employeeId: "ana", productId: null, kind: "percent", rate: 10_000 }],
  );
  const stub = stubOf(
    base({
      shifts: weekdays("2026-11-02", 5, 9),
      commissions,
      tips: { tips: 4_250, paidOut: 1_000 },
      deductions: [{ id: "u", label: "Uniform", kind: "fixed", amount: 2_500, balance: null }],
    }),
  );

  it("has its earnings by type", () => {
    expect(stub.earnings.map((e) => [e.type, e.workweek, e.hoursMs / HOUR, e.amount, e.text])).toEqual([
      ["regular", "2026-11-02", 40, 60_000, "40.00 h at $15.00/h"],
      ["overtime", "2026-11-02", 5, 12_917, "5.00 h at 1.5 × the regular rate of $21.67/h over 45.00 h worked that week"],
      ["commission", null, 0, 30_000, "Commissions of the period, refunds taken back"],
      ["tips", null, 0, 4_250, "Tips of the period"],
    ]);
  });

  it("adds up: gross, deductions, net; tips paid out at the counter are shown apart", () => {
    // $600.00 + $129.17 + $300.00 = $1,029.17 in wages and commission, + $42.50 tips = $1,071.67 gross.
    expect(stub.gross).toBe(107_167);
    // Less the $25.00 uniform: $1,046.67.
    expect(stub.deductionsTotal).toBe(2_500);
    expect(stub.net).toBe(104_667);
    expect(stub.tipsPaidOut).toBe(1_000);
    expect(stub.paidBy).toBe(SecondPaymentMethod.Check);
    expect([stub.regularMs, stub.overtimeMs]).toEqual([40 * HOUR, 5 * HOUR]);
  });
});

describe("a salaried exempt manager on $52,000.00 a year, paid monthly", () => {
  const manager: StubEmployee = {
    id: "max",
    name: "Max Manager",
    pay: { payType: PayType.Salary, payRate: 5_200_000, payPeriod: PayPeriod.PerYear, overtimeExempt: true, paidBy: SecondPaymentMethod.CreditDebit },
  };
  const november = { start: "2026-11-01", end: "2026-11-30" };
  // Four weeks of 50 hours (five 10-hour days from each Monday).
  const shifts = ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"].flatMap((monday) => weekdays(monday, 5, 10));
  const stub = stubOf(base({ employee: manager, schedule: Recurrence.EveryMonth, period: november, shifts }));

  it("is paid the salary × 1/12 and no overtime", () => {
    // $52,000.00 / 12 = $4,333.3333 → $4,333.33.
    expect(stub.earnings.map((e) => [e.type, e.amount, e.text])).toEqual([["salary", 433_333, "Salary × 1/12"]]);
    expect(stub.overtimeMs).toBe(0);
    expect(stub.regularMs).toBe(200 * HOUR);
  });

  it("would earn overtime on the salary's hourly rate if not exempt", () => {
    const nonExempt = stubOf(
      base({ employee: { ...manager, pay: { ...manager.pay, overtimeExempt: false } }, schedule: Recurrence.EveryMonth, period: november, shifts }),
    );
    // $52,000.00 / 2,080 h = $25.00/h; each week 10 h × 1.5 × $25.00 = $375.00; four weeks $1,500.00.
    expect(nonExempt.earnings.filter((e) => e.type === "overtime").map((e) => e.amount)).toEqual([37_500, 37_500, 37_500, 37_500]);
    expect(nonExempt.gross).toBe(433_333 + 150_000);
  });

  it("hired on November 21, is paid 10 of the month's 30 days", () => {
    const hired = stubOf(
      base({ employee: { ...manager, employment: { hireDate: "2026-11-21", terminationDate: null } }, schedule: Recurrence.EveryMonth, period: november }),
    );
    // $52,000.00 × 1/12 × 10/30 = $1,444.4444 → $1,444.44.
    expect(hired.earnings.map((e) => [e.type, e.amount, e.text])).toEqual([["salary", 144_444, "Salary × 1/12 × 10/30 days employed in the period"]]);
    const gone = stubOf(
      base({ employee: { ...manager, employment: { hireDate: null, terminationDate: "2026-10-31" } }, schedule: Recurrence.EveryMonth, period: november }),
    );
    expect(gone.earnings).toEqual([]);
  });

  it("is refused when the salary is 'by the hour'", () => {
    const result = composeStub(base({ employee: { ...manager, pay: { ...manager.pay, payPeriod: PayPeriod.Hourly } } }));
    expect(result).toEqual({ ok: false, refusal: payrollRefusals.salaryByTheHour });
  });
});

describe("adjustments", () => {
  const shifts = weekdays("2026-11-02", 4, 9); // 36 h
  const paid = stubOf(base({ shifts }));

  it("show a shift edited after payment on the next run, with what changed", () => {
    // Thursday's shift was 9 h and is corrected to 10.5 h: +1.50 h at $15.00 = +$22.50.
    const edited = shifts.map((s, i) => (i === 3 ? { ...s, paidMs: 10.5 * HOUR } : s));
    const now = stubOf(base({ shifts: edited }));
    const adjustments = adjustmentsBetween(paid, now);
    expect(adjustments).toEqual([
      {
        type: "adjustment",
        workweek: "2026-11-02",
        hoursMs: 1.5 * HOUR,
        amount: 2_250,
        text: "Hours of the week of 2026-11-02 changed: +1.50 h",
        adjusts: { type: "regular", periodStart: "2026-11-02", periodEnd: "2026-11-08" },
      },
    ]);
    // The next run pays it beside its own week.
    const next = stubOf(base({ period: { start: "2026-11-09", end: "2026-11-15" }, shifts: weekdays("2026-11-09", 2, 8), adjustments }));
    expect(next.earnings.map((e) => [e.type, e.amount])).toEqual([
      ["regular", 24_000],
      ["adjustment", 2_250],
    ]);
    expect(next.gross).toBe(26_250);
  });

  it("name a change of overtime pay that moved with the week's commissions", () => {
    const long = weekdays("2026-11-02", 5, 9);
    const entry = (amount: number): CommissionEntry => ({
      employeeId: "ana",
      saleId: "s",
      lineId: "l",
      refundId: null,
      businessDate: "2026-11-03",
      amount: amount as CommissionEntry["amount"],
    });
    const before = stubOf(base({ shifts: long, commissions: [entry(30_000)] }));
    // A sale of the week was deleted after payment: its $300.00 of commission goes, and the overtime premium with it.
    const after = stubOf(base({ shifts: long, commissions: [] }));
    expect(adjustmentsBetween(before, after).map((a) => [a.adjusts?.type, a.amount, a.text])).toEqual([
      ["overtime", -1_667, "Overtime pay of the week of 2026-11-02 changed: that week's commissions, bonuses or rate moved"],
      ["commission", -30_000, "Commissions of 2026-11-02 to 2026-11-08 changed: -$300.00"],
    ]);
  });

  it("leave a paid period alone when a refund falls in the next one", () => {
    const sale = (refunds: { id: string; businessDate: string; lines: { lineId: string; quantity: number }[]; moneyOnly: number }[]) =>
      commissionEntries(
        [
          {
            id: "s1",
            businessDate: "2026-11-06",
            status: refunds.length ? OrderStatus.PartialRefund : OrderStatus.Completed,
            amount: 5_400,
            lines: [{ id: "l1", productId: "wash", kind: ItemKind.Service, quantity: 2, net: 5_000, staffIds: ["ana"] }],
            refunds,
          },
        ],
        [{ employeeId: "ana", productId: "wash", kind: "perUnit", amount: 300 }],
      );
    const paidWeek = stubOf(base({ shifts, commissions: sale([]) }));
    const refund = { id: "r1", businessDate: "2026-11-10", lines: [{ lineId: "l1", quantity: 1 }], moneyOnly: 0 };
    // Recomputed after the refund of 2026-11-10, the week of the sale still earns its $6.00: nothing to adjust.
    expect(adjustmentsBetween(paidWeek, stubOf(base({ shifts, commissions: sale([refund]) })))).toEqual([]);
    // The next period carries the −$3.00.
    const next = stubOf(base({ period: { start: "2026-11-09", end: "2026-11-15" }, commissions: sale([refund]) }));
    expect(next.earnings.map((e) => [e.type, e.amount])).toEqual([["commission", -300]]);
  });
});

describe("a run's totals", () => {
  it("are the sums of its stubs", () => {
    const a = stubOf(base({ shifts: weekdays("2026-11-02", 2, 8), tips: { tips: 0, paidOut: 150 } }));
    const b = stubOf(
      base({
        employee: { ...washer, id: "ben" },
        shifts: weekdays("2026-11-02", 1, 4),
        deductions: [{ id: "u", label: "Uniform", kind: "fixed", amount: 1_000, balance: null }],
      }),
    );
    // Ana 16 h × $15.00 = $240.00; Ben 4 h × $15.00 = $60.00 less $10.00.
    expect(runTotals([a, b])).toEqual({ gross: 30_000, deductions: 1_000, net: 29_000, tipsPaidOut: 150, employees: 2 });
  });
});

describe("a void", () => {
  it("writes the stub reversed and leaves the paid one as it was", () => {
    const paid = deepFreeze(stubOf(base({ shifts: weekdays("2026-11-02", 5, 9), tips: { tips: 500, paidOut: 200 } })));
    const reversal = reversalOf(paid);
    expect(reversal.gross + paid.gross).toBe(0);
    expect(reversal.net + paid.net).toBe(0);
    expect(reversal.earnings.map((e) => e.amount)).toEqual(paid.earnings.map((e) => -e.amount));
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

// Random pay runs: an hourly or salaried employee, shifts over the workweeks of a biweekly period,
// commissions, bonuses, tips and deductions.
const period = { start: "2026-11-02", end: "2026-11-15" };
const span = { start: "2026-10-26", end: "2026-11-22" };
const day = fc.integer({ min: 0, max: 27 }).map((n) => addDays(span.start, n));
const scenario = fc.record({
  hourly: fc.boolean(),
  exempt: fc.boolean(),
  rate: fc.integer({ min: 0, max: 10_000 }),
  salaryPeriod: fc.constantFrom(PayPeriod.PerWeek, PayPeriod.PerMonth, PayPeriod.PerYear),
  shifts: fc.array(fc.record({ day, start: fc.integer({ min: 0, max: 23 }), tenths: fc.integer({ min: 0, max: 160 }) }), { maxLength: 25 }),
  commissions: fc.array(fc.record({ day, amount: fc.integer({ min: -5_000, max: 50_000 }) }), { maxLength: 8 }),
  bonuses: fc.array(fc.record({ day, amount: fc.integer({ min: 0, max: 20_000 }) }), { maxLength: 3 }),
  tips: fc.integer({ min: 0, max: 50_000 }),
  withholding: fc.integer({ min: 0, max: 30_000 }),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer S> ? S : never;

function inputOf(s: Scenario): StubInput {
  const shifts: WorkedShift[] = s.shifts.map((x, i) => ({ ...shift(x.day, x.start, x.tenths / 10), id: `s${i}` }));
  const commissions = s.commissions.map((c, i): CommissionEntry => ({
    employeeId: "ana",
    saleId: `sale${i}`,
    lineId: "l",
    refundId: null,
    businessDate: c.day,
    amount: c.amount as CommissionEntry["amount"],
  }));
  return base({
    employee: {
      ...washer,
      pay: {
        ...washer.pay,
        payType: s.hourly ? PayType.Hourly : PayType.Salary,
        payPeriod: s.hourly ? PayPeriod.Hourly : s.salaryPeriod,
        payRate: s.hourly ? s.rate : s.rate * 100,
        overtimeExempt: s.exempt,
      },
    },
    schedule: Recurrence.EveryOtherWeek,
    period,
    shifts,
    commissions,
    bonuses: s.bonuses.map((b) => ({ businessDate: b.day, amount: b.amount })),
    tips: { tips: s.tips, paidOut: 0 },
    deductions: [{ id: "w", label: "Withholding", kind: "percent", rate: s.withholding, balance: null }],
  });
}

const ownGross = (stub: PayStub) => ownEarnings(stub).reduce((sum, e) => sum + e.amount, 0);

describe("pay", () => {
  it("never changes when the same inputs are replayed, in any order", () => {
    fc.assert(
      fc.property(scenario, fc.integer(), (s, seed) => {
        const input = inputOf(s);
        const shuffled = {
          ...input,
          shifts: [...input.shifts].sort((a, b) => ((a.clockedInAt ^ seed) % 7) - ((b.clockedInAt ^ seed) % 7) || (a.id < b.id ? -1 : 1)),
        };
        const stub = stubOf(input);
        expect(stubOf(input)).toEqual(stub);
        expect(stubOf(shuffled)).toEqual(stub);
        expect(stub.gross).toBe(stub.earnings.reduce((sum, e) => sum + e.amount, 0));
        expect(stub.deductionsTotal + stub.net).toBe(stub.gross);
      }),
    );
  });

  it("of a paid run is never rewritten; adjustments of the same stub are none, and the paid stub plus its adjustments is what it gives now", () => {
    fc.assert(
      fc.property(scenario, scenario, (was, is) => {
        const paid = deepFreeze(stubOf(inputOf(was)));
        expect(adjustmentsBetween(paid, stubOf(inputOf(was)))).toEqual([]);
        const now = stubOf(inputOf(is));
        const adjustments = adjustmentsBetween(paid, now);
        expect(ownGross(paid) + adjustments.reduce((sum, a) => sum + a.amount, 0)).toBe(ownGross(now));
        for (const a of adjustments) expect(a.amount).not.toBe(0);
        // The next run that carries them pays exactly their sum on top of its own earnings.
        const next = stubOf({ ...inputOf(is), period: { start: "2026-11-16", end: "2026-11-29" }, adjustments });
        expect(next.gross - ownGross(next)).toBe(ownGross(now) - ownGross(paid));
      }),
    );
  });
});
