import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ItemKind, OrderStatus } from "../enums";
import { commissionEntries, commissionTotal, lineShares, ruleFor, type CommissionLine, type CommissionRule, type CommissionSale } from "./commissions";
import { inPeriod } from "./pay-periods";

const line = (over: Partial<CommissionLine> = {}): CommissionLine => ({
  id: "line-1",
  productId: "wash",
  kind: ItemKind.Service,
  quantity: 1,
  net: 4_000,
  staffIds: ["ana"],
  ...over,
});
const sale = (over: Partial<CommissionSale> = {}): CommissionSale => ({
  id: "sale-1",
  businessDate: "2026-11-06",
  status: OrderStatus.Completed,
  amount: 4_300,
  lines: [line()],
  refunds: [],
  ...over,
});
const tenPercent = (employeeId: string, productId: string | null = null): CommissionRule => ({ employeeId, productId, kind: "percent", rate: 10_000 });

describe("which rule pays", () => {
  it("a product's own rule beats the employee's default", () => {
    const rules: CommissionRule[] = [tenPercent("ana"), { employeeId: "ana", productId: "wax", kind: "perUnit", amount: 500 }];
    expect(ruleFor("ana", { productId: "wax", kind: ItemKind.Service }, rules)).toEqual(rules[1]);
    expect(ruleFor("ana", { productId: "wash", kind: ItemKind.Service }, rules)).toEqual(rules[0]);
    expect(ruleFor("ben", { productId: "wash", kind: ItemKind.Service }, rules)).toBeNull();
  });

  it("a default fixed amount is per unit of a service only", () => {
    const rules: CommissionRule[] = [{ employeeId: "ana", productId: null, kind: "perUnit", amount: 300 }];
    expect(ruleFor("ana", { productId: "air-freshener", kind: ItemKind.Standard }, rules)).toBeNull();
    expect(ruleFor("ana", { productId: "wash", kind: ItemKind.Service }, rules)).toEqual(rules[0]);
  });

  it("a percentage is of the line's net before tax, in thousandths of a percent", () => {
    // 12.5 % of $40.00 = $5.00.
    expect(commissionEntries([sale()], [{ employeeId: "ana", productId: null, kind: "percent", rate: 12_500 }])[0]?.amount).toBe(500);
  });
});

describe("a line done by several people", () => {
  it("splits 50/50: never 100 % to each", () => {
    // $40.00 at 10 % = $4.00 for the line; two washers: $2.00 each.
    const shares = lineShares(line({ staffIds: ["ana", "ben"] }), [tenPercent("ana"), tenPercent("ben")]);
    expect(shares.map((s) => [s.employeeId, s.amount])).toEqual([
      ["ana", 200],
      ["ben", 200],
    ]);
  });

  it("splits an odd cent amount three ways exactly, the leftover cents to the lower ids", () => {
    // $100.10 at 10 % = $10.01; ÷ 3 = $3.3367: floors 333 × 3 = 999, 2 cents left, equal remainders,
    // so the two lower ids get one each: $3.34, $3.34, $3.33 = $10.01.
    const rules = ["cy", "ana", "ben"].map((id) => tenPercent(id));
    const shares = lineShares(line({ net: 10_010, staffIds: ["cy", "ben", "ana"] }), rules);
    expect(shares.map((s) => [s.employeeId, s.amount])).toEqual([
      ["ana", 334],
      ["ben", 334],
      ["cy", 333],
    ]);
  });

  it("gives each person their own rule's figure over the number of people", () => {
    // Ana 10 % ($4.00 on the line), Ben no rule ($0): Ana did half the work, $2.00.
    expect(lineShares(line({ staffIds: ["ana", "ben"] }), [tenPercent("ana")]).map((s) => s.amount)).toEqual([200, 0]);
    // Ana 10 % ($4.00), Ben $3.00 a unit × 2 units ($6.00): the line pays ($4.00 + $6.00) / 2 = $5.00, split 4 : 6.
    const shares = lineShares(line({ quantity: 2, staffIds: ["ana", "ben"] }), [
      tenPercent("ana"),
      { employeeId: "ben", productId: "wash", kind: "perUnit", amount: 300 },
    ]);
    expect(shares.map((s) => s.amount)).toEqual([200, 300]);
  });

  it("always sums to the line's commission", () => {
    const staff = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d", "e", "f", "g"), { minLength: 1, maxLength: 7 });
    fc.assert(
      fc.property(staff, fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000 }), (ids, net, rate) => {
        const rules = ids.map((id) => ({ employeeId: id, productId: null, kind: "percent" as const, rate }));
        const shares = lineShares(line({ net, staffIds: ids }), rules);
        const whole = Math.round((net * rate) / 100_000);
        expect(Math.abs(shares.reduce((sum, s) => sum + s.amount, 0) - whole)).toBeLessThanOrEqual(1);
        expect(Math.max(...shares.map((s) => s.amount)) - Math.min(...shares.map((s) => s.amount))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("a refund", () => {
  const week1 = { start: "2026-11-02", end: "2026-11-08" };
  const week2 = { start: "2026-11-09", end: "2026-11-15" };
  const rules: CommissionRule[] = [{ employeeId: "ana", productId: "wash", kind: "perUnit", amount: 300 }];
  // Two washes on Friday 2026-11-06 at $3.00 a unit: $6.00; one given back on Tuesday 2026-11-10.
  const refunded = sale({
    status: OrderStatus.PartialRefund,
    lines: [line({ quantity: 2, net: 5_000 })],
    refunds: [{ id: "refund-1", businessDate: "2026-11-10", lines: [{ lineId: "line-1", quantity: 1 }], moneyOnly: 0 }],
  });

  it("reverses the commission of what it returns, in the period of the refund", () => {
    const entries = commissionEntries([refunded], rules);
    expect(entries.map((e) => [e.businessDate, e.refundId, e.amount])).toEqual([
      ["2026-11-06", null, 600],
      ["2026-11-10", "refund-1", -300],
    ]);
    // The week of the sale keeps its $6.00 (already paid, nothing to adjust); the next week carries −$3.00.
    expect(commissionTotal(entries, "ana", (d) => inPeriod(d, week1))).toBe(600);
    expect(commissionTotal(entries, "ana", (d) => inPeriod(d, week2))).toBe(-300);
  });

  it("gives back exactly each person's share once every unit is back, however it came back", () => {
    const three = sale({
      status: OrderStatus.Refund,
      lines: [line({ quantity: 3, net: 10_010, staffIds: ["ana", "ben", "cy"] })],
      refunds: [
        { id: "r1", businessDate: "2026-11-07", lines: [{ lineId: "line-1", quantity: 1 }], moneyOnly: 0 },
        { id: "r2", businessDate: "2026-11-09", lines: [{ lineId: "line-1", quantity: 2 }], moneyOnly: 0 },
      ],
    });
    const entries = commissionEntries(
      [three],
      ["ana", "ben", "cy"].map((id) => tenPercent(id)),
    );
    for (const id of ["ana", "ben", "cy"]) expect(commissionTotal(entries, id, () => true)).toBe(0);
  });

  it("never takes back more than was earned, and all of it once everything is back", () => {
    const steps = fc.array(fc.record({ units: fc.integer({ min: 0, max: 3 }), money: fc.integer({ min: 0, max: 2_000 }) }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 50_000 }), steps, fc.boolean(), (quantity, net, asked, perUnit) => {
        let left = quantity;
        const refunds = asked.map((step, i) => {
          const units = Math.min(left, step.units);
          left -= units;
          return {
            id: `r${i}`,
            businessDate: `2026-11-${String(10 + i).padStart(2, "0")}`,
            lines: [{ lineId: "line-1", quantity: units }],
            moneyOnly: step.money,
          };
        });
        refunds.push({ id: "last", businessDate: "2026-11-20", lines: [{ lineId: "line-1", quantity: left }], moneyOnly: 0 });
        const rules: CommissionRule[] = ["ana", "ben"].map((id) =>
          perUnit ? { employeeId: id, productId: null, kind: "perUnit", amount: 333 } : tenPercent(id),
        );
        const entries = commissionEntries(
          [sale({ status: OrderStatus.Refund, amount: net + 500, lines: [line({ quantity, net, staffIds: ["ana", "ben"] })], refunds })],
          rules,
        );
        for (const id of ["ana", "ben"]) {
          let running = 0;
          for (const entry of entries.filter((e) => e.employeeId === id)) {
            running += entry.amount;
            expect(running).toBeGreaterThanOrEqual(0);
          }
          expect(running).toBe(0);
        }
      }),
    );
  });

  it("takes back a percentage, not a fixed amount, for money given back without units", () => {
    // A $43.00 sale; $21.50 given back as money: half of a 10 % commission ($4.00 → $2.00) comes back.
    const money = { id: "r1", businessDate: "2026-11-09", lines: [], moneyOnly: 2_150 };
    expect(commissionEntries([sale({ refunds: [money] })], [tenPercent("ana")]).map((e) => e.amount)).toEqual([400, -200]);
    expect(
      commissionEntries([sale({ refunds: [money] })], [{ employeeId: "ana", productId: null, kind: "perUnit", amount: 300 }]).map((e) => e.amount),
    ).toEqual([300]);
  });
});

describe("voided, deleted and unpaid sales", () => {
  it("pay nothing", () => {
    for (const status of [OrderStatus.Cancel, OrderStatus.Deleted, OrderStatus.Pending]) {
      expect(commissionEntries([sale({ status })], [tenPercent("ana")])).toEqual([]);
    }
  });
});
