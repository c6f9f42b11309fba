import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OrderStatus, PaymentOrigin } from "../enums";
import { permissionFromPaths } from "../permissions/can";
import { HOUR } from "./payroll-test-data";
import {
  distributeTipGroups,
  distributeTips,
  isTipManager,
  tipGroupsOf,
  tipLinesOf,
  tipPoolEligible,
  tipsByEmployee,
  tipsOf,
  type TipInput,
  type TipPerson,
  type TipSale,
} from "./tip-split";

const crew = { permission: permissionFromPaths(["sales.pos.new", "timeClock.others"]), isDev: false, isOwner: false };
const manager = { permission: permissionFromPaths(["payroll.list"]), isDev: false, isOwner: false };
const userAdmin = { permission: permissionFromPaths(["settings.users.edit"]), isDev: false, isOwner: false };
const owner = { permission: {}, isDev: false, isOwner: true };

const person = (employeeId: string, group = crew, tipEligible = true): TipPerson => ({ employeeId, tipEligible, group });
const day = "2026-11-04";
const period = { start: "2026-11-02", end: "2026-11-08" };
const saleOf = (id: string, lines: TipSale["lines"], status: OrderStatus = OrderStatus.Completed): TipSale => ({ id, status, lines });
const input = (over: Partial<TipInput>): TipInput => ({ mode: "pool", period, payments: [], sales: [], people: [], hours: [], ...over });

describe("who may share a tip pool", () => {
  it("tip-eligible crew, never managers or owners", () => {
    expect(tipPoolEligible(person("a"))).toBe(true);
    expect(tipPoolEligible(person("a", crew, false))).toBe(false);
    for (const group of [manager, userAdmin, owner, { ...crew, isDev: true }]) {
      expect(isTipManager(group)).toBe(true);
      expect(tipPoolEligible(person("m", group))).toBe(false);
    }
  });
});

describe("a tip pool of $100.01 over three people by hours", () => {
  it("shares by hours worked that day, to the cent, the leftover cent to the lower id on a tie", () => {
    // Ana 7 h, Ben 7 h, Cy 6 h (20 h); the manager worked 9 h and is never in the pool.
    // $100.01 × 7/20 = $35.0035 twice, × 6/20 = $30.003: floors $35.00 + $35.00 + $30.00 = $100.00,
    // one cent left; Ana and Ben tie on the largest remainder, so Ana (the lower id) gets it.
    const result = distributeTips(
      input({
        payments: [
          { id: "p1", saleId: "s1", businessDate: day, tip: 6_001, origin: null },
          { id: "p2", saleId: "s2", businessDate: day, tip: 4_000, origin: null },
        ],
        sales: [saleOf("s1", []), saleOf("s2", [])],
        people: [person("ana"), person("ben"), person("cy"), person("max", manager)],
        hours: [
          { employeeId: "ana", businessDate: day, paidMs: 7 * HOUR },
          { employeeId: "ben", businessDate: day, paidMs: 7 * HOUR },
          { employeeId: "cy", businessDate: day, paidMs: 6 * HOUR },
          { employeeId: "max", businessDate: day, paidMs: 9 * HOUR },
        ],
      }),
    );
    expect(result.shares.map((s) => [s.employeeId, s.amount])).toEqual([
      ["ana", 3_501],
      ["ben", 3_500],
      ["cy", 3_000],
    ]);
    expect(result.undistributed).toEqual([]);
    expect(tipsOf(result, "max")).toEqual({ tips: 0, paidOut: 0 });
  });

  it("keeps a day's tips aside when nobody eligible was on the clock", () => {
    const result = distributeTips(
      input({
        payments: [{ id: "p1", saleId: "s1", businessDate: day, tip: 500, origin: null }],
        sales: [saleOf("s1", [])],
        people: [person("max", manager)],
        hours: [{ employeeId: "max", businessDate: day, paidMs: 8 * HOUR }],
      }),
    );
    expect(result).toEqual({ shares: [], undistributed: [{ businessDate: day, amount: 500, paidOut: false }] });
  });

  it("shares such a day evenly among the eligible employees a manager assigned it to, never to a manager", () => {
    // $10.01 assigned to Ana, Ben and the manager: the manager is left out; $5.005 each, the odd
    // cent to Ana (the lower id). The next day, unassigned, stays aside.
    const result = distributeTips(
      input({
        payments: [
          { id: "p1", saleId: "s1", businessDate: day, tip: 1_001, origin: null },
          { id: "p2", saleId: "s2", businessDate: "2026-11-05", tip: 300, origin: null },
        ],
        sales: [saleOf("s1", []), saleOf("s2", [])],
        people: [person("ana"), person("ben"), person("max", manager)],
        hours: [{ employeeId: "max", businessDate: day, paidMs: 8 * HOUR }],
        assignments: [{ businessDate: day, employeeIds: ["max", "ben", "ana", "ana"] }],
      }),
    );
    expect(result.shares.map((s) => [s.employeeId, s.amount, s.businessDate])).toEqual([
      ["ana", 501, day],
      ["ben", 500, day],
    ]);
    expect(result.undistributed).toEqual([{ businessDate: "2026-11-05", amount: 300, paidOut: false }]);
  });

  it("ignores an assignment on a day someone eligible was on the clock: hours decide", () => {
    const result = distributeTips(
      input({
        payments: [{ id: "p1", saleId: "s1", businessDate: day, tip: 500, origin: null }],
        sales: [saleOf("s1", [])],
        people: [person("ana"), person("ben")],
        hours: [{ employeeId: "ana", businessDate: day, paidMs: 2 * HOUR }],
        assignments: [{ businessDate: day, employeeIds: ["ben"] }],
      }),
    );
    expect(result.shares.map((s) => [s.employeeId, s.amount])).toEqual([["ana", 500]]);
  });
});

describe("tips by line", () => {
  const people = [person("ana"), person("ben"), person("cy"), person("max", manager)];

  it("go to the staff on the sale's lines, by line net, a line's net shared by its staff", () => {
    // Lines: $30.00 by Ana and Ben, $10.00 by Cy. Tip $10.00: the $30.00 line earns $7.50, $3.75 each; Cy $2.50.
    const result = distributeTips(
      input({
        mode: "byLine",
        payments: [{ id: "p1", saleId: "s1", businessDate: day, tip: 1_000, origin: null }],
        sales: [
          saleOf("s1", [
            { id: "l1", net: 3_000, staffIds: ["ana", "ben"] },
            { id: "l2", net: 1_000, staffIds: ["cy"] },
          ]),
        ],
        people,
      }),
    );
    expect(result.shares.map((s) => [s.employeeId, s.amount, s.fromPool])).toEqual([
      ["ana", 375, false],
      ["ben", 375, false],
      ["cy", 250, false],
    ]);
  });

  it("leave a manager out of a line shared with crew, but not out of a service the manager gave alone", () => {
    const sales = [saleOf("s1", [{ id: "l1", net: 2_000, staffIds: ["max", "ana"] }]), saleOf("s2", [{ id: "l2", net: 2_000, staffIds: ["max"] }])];
    const result = distributeTips(
      input({
        mode: "byLine",
        payments: [
          { id: "p1", saleId: "s1", businessDate: day, tip: 400, origin: null },
          { id: "p2", saleId: "s2", businessDate: day, tip: 300, origin: null },
        ],
        sales,
        people,
      }),
    );
    expect(tipsOf(result, "ana").tips).toBe(400);
    expect(tipsOf(result, "max").tips).toBe(300);
  });

  it("send a sale without staff to its day's pool", () => {
    const result = distributeTips(
      input({
        mode: "byLine",
        payments: [{ id: "p1", saleId: "s1", businessDate: day, tip: 900, origin: null }],
        sales: [saleOf("s1", [{ id: "l1", net: 2_000, staffIds: [] }])],
        people,
        hours: [
          { employeeId: "ana", businessDate: day, paidMs: 4 * HOUR },
          { employeeId: "ben", businessDate: day, paidMs: 2 * HOUR },
        ],
      }),
    );
    expect(result.shares.map((s) => [s.employeeId, s.amount, s.fromPool])).toEqual([
      ["ana", 600, true],
      ["ben", 300, true],
    ]);
  });
});

describe("tips by origin and status", () => {
  const people = [person("ana")];
  const hours = [
    { employeeId: "ana", businessDate: day, paidMs: 8 * HOUR },
    { employeeId: "ana", businessDate: "2026-11-09", paidMs: 8 * HOUR },
  ];
  const sales = [
    saleOf("s1", [{ id: "l1", net: 2_000, staffIds: ["ana"] }]),
    saleOf("void", [{ id: "l2", net: 2_000, staffIds: ["ana"] }], OrderStatus.Cancel),
  ];

  it("count a tip added after the sale on the day it was added", () => {
    // The sale was on 2026-11-04; its tip was added on Monday 2026-11-09, in the next period.
    const rebill = { id: "p2", saleId: "s1", businessDate: "2026-11-09", tip: 500, origin: PaymentOrigin.TipsRebill };
    expect(tipsOf(distributeTips(input({ mode: "byLine", payments: [rebill], sales, people, hours })), "ana").tips).toBe(0);
    const next = { start: "2026-11-09", end: "2026-11-15" };
    expect(tipsOf(distributeTips(input({ mode: "byLine", period: next, payments: [rebill], sales, people, hours })), "ana").tips).toBe(500);
  });

  it("show cash tips handed over at the counter as already paid out", () => {
    const handed = { id: "p1", saleId: "s1", businessDate: day, tip: 700, origin: PaymentOrigin.PaidToStaff };
    expect(tipsOf(distributeTips(input({ payments: [handed], sales, people, hours })), "ana")).toEqual({ tips: 0, paidOut: 700 });
  });

  it("give nobody the tips of a voided or deleted sale", () => {
    const voided = { id: "p1", saleId: "void", businessDate: day, tip: 700, origin: null };
    expect(distributeTips(input({ mode: "byLine", payments: [voided], sales, people, hours }))).toEqual({ shares: [], undistributed: [] });
  });
});

describe("every split", () => {
  const ids = ["a", "b", "c", "d", "e"];
  const scenario = fc.record({
    mode: fc.constantFrom("byLine" as const, "pool" as const),
    payments: fc.array(
      fc.record({
        sale: fc.integer({ min: 0, max: 3 }),
        day: fc.integer({ min: 1, max: 9 }),
        tip: fc.integer({ min: 0, max: 100_000 }),
        origin: fc.constantFrom(null, PaymentOrigin.PaidToStaff, PaymentOrigin.TipsRebill, PaymentOrigin.PayByLink),
      }),
      { maxLength: 12 },
    ),
    lines: fc.array(fc.record({ sale: fc.integer({ min: 0, max: 3 }), net: fc.integer({ min: -500, max: 50_000 }), staff: fc.subarray(ids) }), {
      maxLength: 10,
    }),
    hours: fc.array(fc.record({ who: fc.constantFrom(...ids), day: fc.integer({ min: 1, max: 9 }), ms: fc.integer({ min: 0, max: 12 * HOUR }) }), {
      maxLength: 20,
    }),
    managers: fc.subarray(ids),
    statuses: fc.array(fc.constantFrom(OrderStatus.Completed, OrderStatus.Cancel, OrderStatus.Refund), { minLength: 4, maxLength: 4 }),
  });
  const date = (d: number) => `2026-11-0${d}`;

  it("sums to what was tipped, to the cent, shared or kept aside", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const sales = s.statuses.map((status, i) =>
          saleOf(
            `s${i}`,
            s.lines.filter((l) => l.sale === i).map((l, j) => ({ id: `l${i}-${j}`, net: l.net, staffIds: l.staff })),
            status,
          ),
        );
        const payments = s.payments.map((p, i) => ({ id: `p${i}`, saleId: `s${p.sale}`, businessDate: date(p.day), tip: p.tip, origin: p.origin }));
        const result = distributeTips({
          mode: s.mode,
          period: { start: "2026-11-02", end: "2026-11-08" },
          payments,
          sales,
          people: ids.map((id) => person(id, s.managers.includes(id) ? manager : crew)),
          hours: s.hours.map((h) => ({ employeeId: h.who, businessDate: date(h.day), paidMs: h.ms })),
        });
        const tipped = payments
          .filter((p) => p.businessDate >= "2026-11-02" && p.businessDate <= "2026-11-08")
          .filter((p) => sales.find((x) => x.id === p.saleId)?.status !== OrderStatus.Cancel)
          .reduce((sum, p) => sum + p.tip, 0);
        const shared = result.shares.reduce((sum, x) => sum + x.amount, 0) + result.undistributed.reduce((sum, x) => sum + x.amount, 0);
        expect(shared).toBe(tipped);
        // Managers get no pool share.
        for (const share of result.shares) if (share.fromPool) expect(s.managers).not.toContain(share.employeeId);
        // Replayed, the same.
        expect(
          distributeTips({
            mode: s.mode,
            period: { start: "2026-11-02", end: "2026-11-08" },
            payments,
            sales,
            people: ids.map((id) => person(id, s.managers.includes(id) ? manager : crew)),
            hours: s.hours.map((h) => ({ employeeId: h.who, businessDate: date(h.day), paidMs: h.ms })),
          }),
        ).toEqual(result);
      }),
    );
  });
});

describe("alike tips counted together", () => {
  it("weigh a sale by the net of each set of staff, and a sale worked by one set as 1", () => {
    const lines = [
      { net: 1_500, staffIds: ["b"] },
      { net: -200, staffIds: ["a"] },
      { net: 500, staffIds: ["b"] },
      { net: 700, staffIds: ["a"] },
    ];
    expect(tipLinesOf(lines)).toEqual([
      { net: 700, staffIds: ["a"] },
      { net: 2_000, staffIds: ["b"] },
    ]);
    expect(tipLinesOf([{ net: 4_000, staffIds: ["a", "b"] }])).toEqual([{ net: 1, staffIds: ["a", "b"] }]);
    // Two washes at different prices by the same two people, the same tip, the same day: one group of two.
    const sales = [saleOf("s1", [{ id: "l1", net: 1_000, staffIds: ["a", "b"] }]), saleOf("s2", [{ id: "l2", net: 2_500, staffIds: ["a", "b"] }])];
    const payments = sales.map((sale, i) => ({ id: `p${i}`, saleId: sale.id, businessDate: day, tip: 301, origin: null }));
    expect(tipGroupsOf(payments, sales)).toEqual([
      { businessDate: day, tip: 301, origin: null, status: OrderStatus.Completed, lines: [{ net: 1, staffIds: ["a", "b"] }], count: 2 },
    ]);
  });

  it("are shared exactly as each tip shared alone, to the cent, whatever the sales", () => {
    const ids = ["a", "b", "c", "d"];
    const line = fc.record({ net: fc.integer({ min: -300, max: 6_000 }), staff: fc.subarray(ids) });
    const scenario = fc.record({
      mode: fc.constantFrom("byLine" as const, "pool" as const),
      // Few prices and tips, so that sales often group.
      sales: fc.array(fc.record({ lines: fc.array(line, { maxLength: 4 }), status: fc.constantFrom(OrderStatus.Completed, OrderStatus.Cancel) }), {
        minLength: 1,
        maxLength: 6,
      }),
      payments: fc.array(
        fc.record({
          sale: fc.nat(),
          day: fc.integer({ min: 1, max: 3 }),
          tip: fc.constantFrom(100, 250, 333, 1_001),
          origin: fc.constantFrom(null, PaymentOrigin.PaidToStaff),
        }),
        { maxLength: 25 },
      ),
      managers: fc.subarray(ids, { maxLength: 2 }),
      untipped: fc.subarray(ids, { maxLength: 2 }),
    });
    fc.assert(
      fc.property(scenario, (s) => {
        const sales = s.sales.map((sale, i) =>
          saleOf(
            `s${i}`,
            sale.lines.map((l, j) => ({ id: `l${i}-${j}`, net: l.net, staffIds: l.staff })),
            sale.status,
          ),
        );
        const payments = s.payments.map((p, i) => ({
          id: `p${i}`,
          saleId: `s${p.sale % sales.length}`,
          businessDate: `2026-11-0${p.day + 3}`,
          tip: p.tip,
          origin: p.origin,
        }));
        const settings = {
          mode: s.mode,
          period,
          people: ids.map((id) => person(id, s.managers.includes(id) ? manager : crew, !s.untipped.includes(id))),
          hours: ids.map((id, i) => ({ employeeId: id, businessDate: "2026-11-05", paidMs: (i + 1) * HOUR })),
        };
        // Each tip alone: its own group of one, the sale's lines as they are.
        const alone = distributeTipGroups({
          ...settings,
          tips: payments.map((p) => {
            const sale = sales.find((x) => x.id === p.saleId)!;
            return { businessDate: p.businessDate, tip: p.tip, origin: p.origin, status: sale.status, lines: sale.lines, count: 1 };
          }),
        });
        const grouped = distributeTips({ ...settings, payments, sales });
        expect(tipsByEmployee(grouped)).toEqual(tipsByEmployee(alone));
        expect(grouped.undistributed).toEqual(alone.undistributed);
        const byDay = (d: typeof alone) => {
          const sums = new Map<string, number>();
          for (const x of d.shares) {
            const key = `${x.employeeId} ${x.businessDate} ${x.fromPool} ${x.paidOut}`;
            sums.set(key, (sums.get(key) ?? 0) + x.amount);
          }
          return [...sums.entries()].sort();
        };
        expect(byDay(grouped)).toEqual(byDay(alone));
      }),
      { numRuns: 400 },
    );
  });
});
