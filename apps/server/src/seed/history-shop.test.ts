import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNotNull, sql } from "drizzle-orm";
import { expectedCash, OrderStatus } from "@washdesk/domain";
import type { DatabaseHandle } from "../platform/db/database";
import { openTestDatabase } from "../../test/test-database";
import { businessDateAt, instantToWallTime } from "../platform/shop-clock";
import { registerSessions, sales } from "../platform/db/schema";
import { readLedgerRows } from "../features/registers/ledger.repository";
import { cashLedgerOf, rowsOfSession } from "../features/registers/register-dto";
import { ensureBaseData } from "./base-data";
import { OPENING_HOURS } from "./history-calendar";
import { seedHistory, ShopHasSales, type HistoryResult } from "./history-shop";

// Two months around the spring daylight-saving change in New York (March 9, 2025).
const FROM = "2025-02-01";
const TO = "2025-04-01";
const ZONE = "America/New_York";

let handle: DatabaseHandle;
let result: HistoryResult;
beforeAll(async () => {
  handle = await openTestDatabase();
  await ensureBaseData(handle.db);
  result = await seedHistory(handle.db, { sales: 2000, from: FROM, to: TO, chunk: 700 });
}, 120_000);
afterAll(() => handle?.close());

type Row = Record<string, string | number | null>;
const rows = async (query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe("a shop with history", () => {
  it("rang up exactly the sales asked for, numbered in the order they were rung up", async () => {
    const [summary] = await rows(
      sql`select count(*)::int as n, count(distinct number)::int as numbers, min(number)::int as first, max(number)::int as last from sales`,
    );
    expect(summary).toEqual({ n: 2000, numbers: 2000, first: 1, last: 2000 });
    expect(result.sales).toBe(2000);
    const outOfOrder = await rows(
      sql`select count(*)::int as n from (select number, lag(created_at) over (order by number) as before, created_at from sales) s where before > created_at`,
    );
    expect(outOfOrder[0]!.n).toBe(0);
    // The next sale rung up at the counter follows the last one.
    const [next] = await rows(sql`select nextval(pg_get_serial_sequence('sales', 'number'))::int as n`);
    expect(next!.n).toBe(2001);
  });

  it("keeps every sale's sums exact: lines, payments and refunds add up to the stored totals", async () => {
    const broken = await rows(sql`
      select s.number from sales s
      left join lateral (select coalesce(sum(sub_total), 0) as lines, coalesce(sum(tax_total), 0) as tax, coalesce(sum(discount_total), 0) as discount from sale_lines where sale_id = s.id) l on true
      left join lateral (select coalesce(sum(amount), 0) as paid, coalesce(sum(tip), 0) as tips, coalesce(sum(refunded_amount), 0) as back, bool_or(refunded_amount > amount) as over from payments where sale_id = s.id) p on true
      left join lateral (select coalesce(sum(amount), 0) as refunded from refunds where sale_id = s.id) r on true
      where l.lines <> s.amount or l.tax <> s.tax_total or l.discount <> s.discount_total or p.paid <> s.paid_total or p.tips <> s.tip_total
         or r.refunded <> s.refunded_total or p.back <> s.refunded_total or s.refunded_total > s.paid_total or p.over
         or (s.status in (${OrderStatus.Completed}, ${OrderStatus.Refund}, ${OrderStatus.PartialRefund}, ${OrderStatus.Cancel}) and s.paid_total <> s.amount)
      limit 5`);
    expect(broken).toEqual([]);
  });

  it("has a few voids, refunds, partial refunds, unpaid accounts and deleted sales", async () => {
    const byStatus = await rows(
      sql`select coalesce(deleted_from_status, status) as status, count(*)::int as n, count(deleted_at)::int as deleted from ${sales} group by 1`,
    );
    const of = (status: number) => byStatus.find((r) => Number(r.status) === status)?.n ?? 0;
    expect(Number(of(OrderStatus.Completed))).toBeGreaterThan(1800);
    for (const status of [OrderStatus.Cancel, OrderStatus.Refund, OrderStatus.PartialRefund, OrderStatus.Pending])
      expect(Number(of(status))).toBeGreaterThan(0);
    expect(result.deleted).toBeGreaterThan(0);
    expect(byStatus.reduce((sum, r) => sum + Number(r.deleted), 0)).toBe(result.deleted);
  });

  it("rings sales up within opening hours, and dates every money row on the shop's calendar inside the range", async () => {
    const rung = await handle.db.select({ at: sales.createdAt, date: sales.businessDate }).from(sales);
    for (const { at, date } of rung) {
      expect(date).toBe(businessDateAt(at, ZONE));
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const [opens, closes] = OPENING_HOURS[weekday]!;
      const hour = Number(instantToWallTime(at, ZONE).slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(opens);
      expect(hour).toBeLessThan(closes);
    }
    const moneyRows = await rows(sql`
      select created_at::text as at, business_date::text as date from payments
      union all select created_at::text, business_date::text from refunds
      union all select created_at::text, business_date::text from cash_drops`);
    for (const { at, date } of moneyRows) expect(date).toBe(businessDateAt(new Date(at as string), ZONE));
    const [range] = await rows(sql`
      select min(d)::text as first, max(d)::text as last from (
        select business_date as d from sales union all select business_date from payments union all select business_date from refunds
        union all select date from expenses union all select business_date from cash_drops union all select business_date from register_sessions
        union all select (date at time zone ${ZONE})::date from purchases) all_dates`);
    expect(range!.first! >= FROM && range!.last! <= TO).toBe(true);
  });

  it("has each day's drawer closed on the expected cash its ledger gives", async () => {
    const sessions = await handle.db.select().from(registerSessions).where(isNotNull(registerSessions.closedAt));
    expect(sessions.length).toBe(result.days);
    const ledger = await readLedgerRows(handle.db, { sessionIds: sessions.map((s) => s.id) });
    for (const s of sessions) {
      expect(s.expectedCash).toBe(expectedCash(cashLedgerOf(rowsOfSession(ledger, s.id), s.openingCash)));
      expect(s.expectedCash).toBeGreaterThan(0);
    }
    // Every money row of a day went through that day's drawer.
    const [loose] = await rows(sql`
      select count(*)::int as n from payments p join register_sessions r on r.id = p.register_session_id where r.business_date <> p.business_date`);
    expect(loose!.n).toBe(0);
  });

  it("has expenses by category, the rent as a monthly schedule, and weekly restocking purchases", async () => {
    const byCategory = await rows(sql`select c.name, count(*)::int as n from expenses e join expense_categories c on c.id = e.category_id group by c.name`);
    expect(byCategory.map((r) => r.name).sort()).toEqual(expect.arrayContaining(["Rent", "Supplies", "Utilities"]));
    const [rent] = await rows(sql`select count(*)::int as n, count(distinct date)::int as dates from expenses where schedule_id is not null`);
    expect(rent).toEqual({ n: 3, dates: 3 });
    const [cash] = await rows(sql`select count(*)::int as n from expenses where register_session_id is not null and paid_by = 0`);
    expect(cash!.n).toBeGreaterThan(0);
    expect(result.purchases).toBeGreaterThan(5);
    const [lines] = await rows(
      sql`select count(*)::int as n from purchases p where amount <> (select sum(sub_total) from purchase_lines where purchase_id = p.id)`,
    );
    expect(lines!.n).toBe(0);
  });

  it("refuses a shop that already has sales", async () => {
    await expect(seedHistory(handle.db, { sales: 10, from: FROM, to: TO })).rejects.toBeInstanceOf(ShopHasSales);
  });
});
