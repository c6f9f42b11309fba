import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ItemKind, OrderStatus } from "../enums";
import { commissionEntries, commissionOfGroups, type CommissionLineGroup, type CommissionRule, type CommissionSale, type DatedCommission } from "./commissions";

// The grouped path (a day's alike lines counted together, as the server reads them) against the
// lines one by one: the same cents for every person and day, whatever the rules, staff and statuses.

const people = ["ana", "ben", "cy", "dee"];
const products = ["wash", "wax", null];

const rule = fc.oneof(
  fc.record({
    employeeId: fc.constantFrom(...people),
    productId: fc.constantFrom(...products),
    kind: fc.constant("percent" as const),
    rate: fc.integer({ min: 0, max: 100_000 }),
  }),
  fc.record({
    employeeId: fc.constantFrom(...people),
    productId: fc.constantFrom(...products),
    kind: fc.constant("perUnit" as const),
    amount: fc.integer({ min: 0, max: 5_000 }),
  }),
);

const saleOf = fc.record({
  businessDate: fc.constantFrom("2026-11-02", "2026-11-03"),
  status: fc.constantFrom(...Object.values(OrderStatus)),
  lines: fc.array(
    fc.record({
      productId: fc.constantFrom(...products),
      kind: fc.constantFrom(ItemKind.Service, ItemKind.Standard),
      quantity: fc.integer({ min: 1, max: 2 }),
      // Few nets and staff, so many lines are alike and groups hold several.
      net: fc.constantFrom(0, 1_505, 4_000, -200),
      staffIds: fc.constantFrom([], ["ana"], ["ben"], ["ana", "ben"], ["ben", "ana", "ana"], ["ana", "cy", "dee"]),
    }),
    { maxLength: 6 },
  ),
});

/** Sums by person and day, zeros left out, in a fixed order. */
function byDay(rows: readonly DatedCommission[]): [string, string, number][] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(`${row.employeeId} ${row.businessDate}`, (sums.get(`${row.employeeId} ${row.businessDate}`) ?? 0) + row.amount);
  return [...sums]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, amount]) => [...(key.split(" ") as [string, string]), amount]);
}

/** What the server's grouping does: alike lines of a day and status, counted. */
function group(sales: readonly CommissionSale[]): CommissionLineGroup[] {
  const groups = new Map<string, CommissionLineGroup>();
  for (const sale of sales) {
    for (const { id: _id, ...line } of sale.lines) {
      const key = JSON.stringify([sale.businessDate, sale.status, line.productId, line.kind, line.quantity, line.net, line.staffIds]);
      const found = groups.get(key);
      if (found) found.count += 1;
      else groups.set(key, { ...line, businessDate: sale.businessDate, status: sale.status, count: 1 });
    }
  }
  return [...groups.values()];
}

describe("commission of grouped lines", () => {
  it("pays each person and day what the lines one by one pay", () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 8 }), fc.array(saleOf, { maxLength: 30 }), (rules: CommissionRule[], drawn) => {
        const sales: CommissionSale[] = drawn.map((s, i) => ({
          id: `sale-${i}`,
          businessDate: s.businessDate,
          status: s.status,
          amount: 5_000,
          lines: s.lines.map((l, k) => ({ ...l, id: `line-${i}-${k}` })),
          refunds: [],
        }));
        expect(byDay(commissionOfGroups(group(sales), rules))).toEqual(byDay(commissionEntries(sales, rules)));
      }),
      { numRuns: 300 },
    );
  });

  it("counts a group of many lines as many times one line", () => {
    const rules: CommissionRule[] = [{ employeeId: "ana", productId: null, kind: "percent", rate: 10_000 }];
    const wash = { productId: "wash", kind: ItemKind.Service, quantity: 1, net: 1_505, staffIds: ["ana", "ben"] };
    // 10 % of $15.05 = $1.51 (rounded once per line); Ana's $1.51 and Ben's $0 average $0.76 a line, all Ana's: $760.00.
    expect(commissionOfGroups([{ ...wash, businessDate: "2026-11-02", status: OrderStatus.Completed, count: 1_000 }], rules)).toEqual([
      { employeeId: "ana", businessDate: "2026-11-02", amount: 76_000 },
    ]);
  });
});
