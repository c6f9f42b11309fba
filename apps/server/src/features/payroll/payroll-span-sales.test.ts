import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  addDays,
  commissionEntries,
  commissionOfGroups,
  distributeTipGroups,
  distributeTips,
  ItemKind,
  OrderStatus,
  PaymentMethod,
  PaymentOrigin,
  VoidOrRefund,
  type CommissionRule,
  type CommissionSale,
  type DatedCommission,
  type TipDistribution,
  type TipSale,
} from "@washdesk/domain";
import { payments, refunds, saleLines, sales, users } from "../../platform/db/schema";
import { createStaffUser } from "../../seed/create-user";
import { createTestApp, PASSWORD, type TestApp } from "../../../test/test-app";
import { insertProduct } from "../sales/sale-fixtures";
import { insertSale } from "./payroll-fixtures";
import { salesOfSpan } from "./payroll-inputs.repository";

// The span's sales as payroll reads them (alike lines grouped in SQL, refunded sales whole, tipped
// sales only) against every sale read plainly, line by line, on random sales, refunds and tips:
// the domain's figures from both are the same to the cent.

const SPAN = { start: "2026-10-05", end: "2026-10-18" };
let app: TestApp;
let staff: string[];
/** Two products some lines are of, with rules of their own. */
let productIds: string[];

/** A small fixed-seed generator, so a failure replays. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!;
  return { int, pick, chance: (p: number) => next() < p };
}

beforeAll(async () => {
  app = await createTestApp();
  staff = [];
  for (const name of ["Ana", "Ben", "Cy", "Dee"]) {
    const user = await createStaffUser(app.db, {
      email: `${name.toLowerCase()}@span.test`,
      password: PASSWORD,
      firstName: name,
      lastName: "Span",
      groupName: "Cashier",
    });
    staff.push(user.id);
  }
  productIds = [(await insertProduct(app, { name: "Ceramic coat" })).id, (await insertProduct(app, { name: "Tire shine" })).id];
  const random = randomOf(20261127);
  const crews = [[], [staff[0]!], [staff[1]!], [staff[0]!, staff[1]!], [staff[1]!, staff[0]!, staff[0]!], [staff[0]!, staff[2]!, staff[3]!]];
  const statuses = [
    OrderStatus.Completed,
    OrderStatus.Completed,
    OrderStatus.Completed,
    OrderStatus.PartialRefund,
    OrderStatus.Refund,
    OrderStatus.Cancel,
    OrderStatus.Deleted,
    OrderStatus.Pending,
  ];
  const [someone] = await app.db.select({ id: users.id }).from(users).limit(1);
  for (let n = 0; n < 160; n += 1) {
    // Sold before the span, on its first and last days, and after it; few kinds of line, so many are alike.
    const businessDate = addDays(SPAN.start, random.pick([-3, 0, 1, 6, 13, 16]));
    const lines = Array.from({ length: random.int(1, 3) }, () => ({
      productId: random.pick([null, null, productIds[0]!, productIds[1]!]),
      kind: random.pick([ItemKind.Service, ItemKind.Service, ItemKind.Standard]),
      quantity: random.pick([1, 1, 2]),
      // Half cents under a 10 % rule (1,505), and prices that round either way under odd rates.
      unitPrice: random.pick([1_505, 4_000, 999, 1]),
      staffIds: random.pick(crews),
    }));
    const sale = await insertSale(app.db, { cashierId: someone!.id, businessDate, lines, status: random.pick(statuses) });
    if (random.chance(0.3)) {
      const amount = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
      const [payment] = await app.db
        .insert(payments)
        .values({
          saleId: sale.id,
          method: PaymentMethod.CreditCard,
          amount,
          tip: random.int(1, 900),
          origin: random.pick([null, PaymentOrigin.PaidToStaff, PaymentOrigin.TipsRebill]),
          businessDate: addDays(businessDate, random.int(0, 2)),
          createdBy: someone!.id,
        })
        .returning({ id: payments.id });
      void payment;
    }
    // A refund on one sale in four, some of them after the span, some by money only, some in two rows of one request.
    for (let r = 0; r < 2 && random.chance(0.25); r += 1) {
      const refundDate = addDays(businessDate, random.int(0, 14));
      const back = random.chance(0.6) ? [{ lineId: sale.lineIds[random.int(0, sale.lineIds.length - 1)]!, quantity: 1, amount: 500 }] : [];
      const [row] = await app.db
        .insert(refunds)
        .values({
          saleId: sale.id,
          kind: VoidOrRefund.REFUND,
          amount: random.int(100, 900),
          method: PaymentMethod.Cash,
          reason: "test",
          lines: back,
          businessDate: refundDate,
          createdBy: someone!.id,
        })
        .returning({ groupId: refunds.groupId });
      if (random.chance(0.3)) {
        await app.db.insert(refunds).values({
          saleId: sale.id,
          groupId: row!.groupId,
          kind: VoidOrRefund.REFUND,
          amount: 300,
          method: PaymentMethod.CreditCard,
          reason: "test",
          lines: back,
          businessDate: refundDate,
          createdBy: someone!.id,
        });
      }
    }
  }
  // Washes at different prices by the same two people, each tipped $2.50 the same day: alike tips.
  for (const unitPrice of [1_505, 4_000, 999]) {
    const lines = [{ productId: null, kind: ItemKind.Service, quantity: 1, unitPrice, staffIds: [staff[0]!, staff[1]!] }];
    const sale = await insertSale(app.db, { cashierId: someone!.id, businessDate: addDays(SPAN.start, 2), lines, status: OrderStatus.Completed });
    await app.db.insert(payments).values({
      saleId: sale.id,
      method: PaymentMethod.CreditCard,
      amount: unitPrice,
      tip: 250,
      businessDate: addDays(SPAN.start, 2),
      createdBy: someone!.id,
    });
  }
});
afterAll(() => app.close());

/** Every sale read plainly, as commission and tips see it (a refund request's rows taken as one, as payroll does). */
async function everySale(): Promise<{ commission: CommissionSale[]; tips: TipSale[] }> {
  const saleRows = await app.db.select().from(sales);
  const lineRows = await app.db.select().from(saleLines).orderBy(saleLines.saleId, saleLines.position);
  const refundRows = await app.db.select().from(refunds).orderBy(refunds.createdAt, refunds.id);
  const commission = saleRows.map((sale): CommissionSale => {
    const lines = lineRows
      .filter((l) => l.saleId === sale.id)
      .map((l) => ({ id: l.id, productId: l.productId, kind: l.kind, quantity: l.quantity, net: l.netTotal - l.includedTaxTotal, staffIds: l.staffIds }));
    const requests = new Map<string, { id: string; businessDate: string; lines: { lineId: string; quantity: number }[]; moneyOnly: number }>();
    for (const row of refundRows.filter((r) => r.saleId === sale.id)) {
      const request = requests.get(row.groupId);
      if (!request) {
        requests.set(row.groupId, {
          id: row.groupId,
          businessDate: row.businessDate,
          lines: row.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })),
          moneyOnly: row.lines.length > 0 ? 0 : row.amount,
        });
      } else if (request.lines.length === 0 && row.lines.length === 0) request.moneyOnly += row.amount;
      else if (request.lines.length === 0) Object.assign(request, { lines: row.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })), moneyOnly: 0 });
    }
    return { id: sale.id, businessDate: sale.businessDate, status: sale.status as OrderStatus, amount: sale.amount, lines, refunds: [...requests.values()] };
  });
  const tips = commission.map((s) => ({ id: s.id, status: s.status, lines: s.lines.map((l) => ({ id: l.id, net: l.net, staffIds: l.staffIds })) }));
  return { commission, tips };
}

/** Sums by person and day inside the span, zeros left out, in a fixed order. */
function inSpanByDay(rows: readonly DatedCommission[]): string[] {
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (row.businessDate < SPAN.start || row.businessDate > SPAN.end) continue;
    const key = `${row.employeeId} ${row.businessDate}`;
    sums.set(key, (sums.get(key) ?? 0) + row.amount);
  }
  return [...sums]
    .filter(([, amount]) => amount !== 0)
    .map(([key, amount]) => `${key} ${amount}`)
    .sort();
}

describe("a span's sales as payroll reads them", () => {
  it("earn every person the same commission each day as every sale read line by line", async () => {
    const plain = await everySale();
    const [coat, shine] = productIds as [string, string];
    const ruleSets: CommissionRule[][] = [
      staff.map((employeeId) => ({ employeeId, productId: null, kind: "percent", rate: 10_000 })),
      staff.map((employeeId, i) =>
        i % 2 === 0 ? { employeeId, productId: null, kind: "perUnit", amount: 333 } : { employeeId, productId: null, kind: "percent", rate: 12_345 },
      ),
      [{ employeeId: staff[0]!, productId: null, kind: "percent", rate: 7_777 }],
      // A product's own rule beats the default; a default fixed amount pays on services only; a
      // product rule alone pays on that product only.
      [
        { employeeId: staff[0]!, productId: coat, kind: "perUnit", amount: 250 },
        { employeeId: staff[0]!, productId: null, kind: "percent", rate: 10_000 },
        { employeeId: staff[1]!, productId: shine, kind: "percent", rate: 20_000 },
        { employeeId: staff[1]!, productId: null, kind: "perUnit", amount: 333 },
        { employeeId: staff[2]!, productId: coat, kind: "percent", rate: 5_000 },
      ],
      [],
    ];
    for (const rules of ruleSets) {
      const read = await salesOfSpan(app.db, SPAN.start, SPAN.end);
      const summed = [...commissionOfGroups(read.commissionGroups, rules), ...commissionEntries(read.refundedSales, rules)];
      const expected = inSpanByDay(commissionEntries(plain.commission, rules));
      if (rules.length > 0) {
        // Some groups stand for several alike lines, worked alone or shared, and some sales are read whole for their refunds.
        expect(read.commissionGroups.some((g) => g.count > 1 && g.staffIds.length === 1)).toBe(true);
        expect(read.commissionGroups.some((g) => g.count > 1 && g.staffIds.length > 1)).toBe(true);
        expect(read.refundedSales.some((s) => s.refunds.length > 1)).toBe(true);
        expect(expected.length).toBeGreaterThan(0);
      }
      expect(inSpanByDay(summed)).toEqual(expected);
    }
  });

  it("follow a refund written after the span was read: the sale leaves the summary and is read whole", async () => {
    const rules: CommissionRule[] = staff.map((employeeId) => ({ employeeId, productId: null, kind: "percent", rate: 10_000 }));
    // Read once: the span's summaries are now up to date, the sale among the alike lines.
    await salesOfSpan(app.db, SPAN.start, SPAN.end);
    // A sale of the span that earns, was never refunded and has a line worked alone.
    const found = (await app.db.execute(sql`
      select s.id, s.business_date from sales s
      where s.business_date between ${SPAN.start} and ${SPAN.end} and s.status = ${OrderStatus.Completed}
        and not exists (select 1 from refunds r where r.sale_id = s.id)
        and exists (select 1 from sale_lines l where l.sale_id = s.id and jsonb_array_length(l.staff_ids) = 1)
      limit 1`)) as unknown as { rows: { id: string }[] };
    const target = found.rows[0];
    // Only the refund row is written, on a day after the span: its sale's day is marked all the same.
    await app.db.insert(refunds).values({
      saleId: target!.id,
      kind: VoidOrRefund.REFUND,
      amount: 200,
      method: PaymentMethod.Cash,
      reason: "test",
      lines: [],
      businessDate: addDays(SPAN.end, 5),
      createdBy: staff[0]!,
    });
    const read = await salesOfSpan(app.db, SPAN.start, SPAN.end);
    expect(read.refundedSales.map((s) => s.id)).toContain(target!.id);
    const summed = [...commissionOfGroups(read.commissionGroups, rules), ...commissionEntries(read.refundedSales, rules)];
    expect(inSpanByDay(summed)).toEqual(inSpanByDay(commissionEntries((await everySale()).commission, rules)));
  });

  it("share every tip as when every payment and sale is read", async () => {
    await expectTipsAsRead();
  });

  it("follow a tipped sale changed after a read, when its tip was added on a later day", async () => {
    const found = await app.db.execute(sql`
      select s.id from ${sales} s join ${payments} p on p.sale_id = s.id
      where p.tip <> 0 and p.business_date > s.business_date and p.business_date between ${SPAN.start} and ${SPAN.end}
        and s.status in (${OrderStatus.Completed}, ${OrderStatus.PartialRefund})
      order by s.id limit 1`);
    const [later] = (found as unknown as { rows: { id: string }[] }).rows;
    expect(later).toBeDefined();
    await expectTipsAsRead();
    // Other staff on its lines: the tip's day (not only the sale's) is read again.
    await app.db
      .update(saleLines)
      .set({ staffIds: [staff[3]!] })
      .where(sql`${saleLines.saleId} = ${later!.id}`);
    await expectTipsAsRead();
    // Voided: its tip is nobody's.
    await app.db
      .update(sales)
      .set({ status: OrderStatus.Cancel })
      .where(sql`${sales.id} = ${later!.id}`);
    await expectTipsAsRead();
  });
});

/** The span's tips as payroll reads them (grouped, from the summary) share as every payment and sale read plainly. */
async function expectTipsAsRead(): Promise<void> {
  const read = await salesOfSpan(app.db, SPAN.start, SPAN.end);
  const plain = await everySale();
  const tipped = (await app.db.select().from(payments)).filter((p) => p.tip !== 0);
  // Alike tips of the span come as one row: fewer rows than tipped payments.
  const ofSpan = tipped.filter((p) => p.businessDate >= SPAN.start && p.businessDate <= SPAN.end);
  expect(read.tipGroups.reduce((n, g) => n + g.count, 0)).toBe(ofSpan.length);
  expect(read.tipGroups.length).toBeLessThan(ofSpan.length);
  // One of the crew takes no tips and one is an owner: lines they worked share differently.
  const people = staff.map((employeeId, i) => ({
    employeeId,
    tipEligible: i !== 2,
    group: { permission: {}, isOwner: i === 3, isDev: false },
  }));
  const hours = staff.map((employeeId, i) => ({ employeeId, businessDate: addDays(SPAN.start, i), paidMs: 3_600_000 * (i + 1) }));
  const byPersonAndDay = (d: TipDistribution) => {
    const sums = new Map<string, number>();
    for (const x of d.shares) {
      const key = `${x.employeeId} ${x.businessDate} ${x.fromPool} ${x.paidOut}`;
      sums.set(key, (sums.get(key) ?? 0) + x.amount);
    }
    return { shares: [...sums.entries()].sort(), undistributed: d.undistributed };
  };
  for (const mode of ["byLine", "pool"] as const) {
    const settings = { mode, period: SPAN, people, hours };
    const grouped = distributeTipGroups({ ...settings, tips: read.tipGroups });
    expect(grouped.shares.length).toBeGreaterThan(0);
    const tipPayments = tipped.map((p) => ({
      id: p.id,
      saleId: p.saleId,
      businessDate: p.businessDate,
      tip: p.tip,
      origin: p.origin as PaymentOrigin | null,
    }));
    expect(byPersonAndDay(grouped)).toEqual(byPersonAndDay(distributeTips({ ...settings, payments: tipPayments, sales: plain.tips })));
  }
}
