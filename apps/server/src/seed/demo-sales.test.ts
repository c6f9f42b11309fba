import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { OrderStatus, toStoredDate } from "@washdesk/domain";
import { seededDemoShop } from "../../test/demo-shop-database";
import { sales } from "../platform/db/schema";
import { DEMO_SALE_DAYS } from "./demo-sales";

const demo = seededDemoShop();

type Row = Record<string, number | string>;
const rows = async (query: ReturnType<typeof sql>) => ((await demo.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe("the demo shop's sales", () => {
  it("covers a year up to today, several thousand sales, most of them paid", async () => {
    const [summary] = await rows(sql`
      select count(*)::int as n, min(business_date)::text as first, max(business_date)::text as last,
             count(distinct business_date)::int as days,
             count(*) filter (where status = ${OrderStatus.Completed})::int as completed
      from ${sales}`);
    expect(summary!.n).toBeGreaterThan(2000);
    expect(summary!.days).toBeGreaterThanOrEqual(DEMO_SALE_DAYS - 1);
    // Today has sales only once the shop has opened (about 7 am in New York).
    const today = toStoredDate(new Date(), "America/New_York");
    const yesterday = toStoredDate(new Date(Date.now() - 24 * 3_600_000), "America/New_York");
    expect([today, yesterday]).toContain(summary!.last);
    expect(Number(summary!.completed) / Number(summary!.n)).toBeGreaterThan(0.9);
    console.info(`demo shop seeded in ${demo.seedSeconds.toFixed(2)} s with ${summary!.n} sales`);
  });

  it("keeps every sale's sums exact: lines, payments and refunds add up to the stored totals", async () => {
    const broken = await rows(sql`
      select s.number from sales s
      left join lateral (select coalesce(sum(sub_total), 0) as lines, coalesce(sum(tax_total), 0) as tax from sale_lines where sale_id = s.id) l on true
      left join lateral (select coalesce(sum(amount), 0) as paid, coalesce(sum(tip), 0) as tips, coalesce(sum(refunded_amount), 0) as back from payments where sale_id = s.id) p on true
      left join lateral (select coalesce(sum(amount), 0) as refunded from refunds where sale_id = s.id) r on true
      where l.lines <> s.amount or l.tax <> s.tax_total or p.paid <> s.paid_total or p.tips <> s.tip_total
         or r.refunded <> s.refunded_total or p.back <> s.refunded_total or s.refunded_total > s.paid_total
      limit 5`);
    expect(broken).toEqual([]);
  });

  it("has a few refunds, partial refunds and voids, and a couple of open sales today", async () => {
    const byStatus = await rows(sql`select status, count(*)::int as n from ${sales} group by status order by status`);
    const count = (status: number) => Number(byStatus.find((r) => Number(r.status) === status)?.n ?? 0);
    expect(count(OrderStatus.Refund)).toBeGreaterThan(10);
    expect(count(OrderStatus.PartialRefund)).toBeGreaterThan(10);
    expect(count(OrderStatus.Cancel)).toBeGreaterThan(5);
    expect(count(OrderStatus.Pending)).toBeLessThanOrEqual(2);
  });

  it("names a customer only once they are on file, so every month of the year brings new customers", async () => {
    const [early] = await rows(sql`
      select count(*)::int as n from ${sales} s join customers c on c.id = s.customer_id where s.created_at < c.created_at`);
    expect(early!.n).toBe(0);
    // Each customer's first visit, by month of the shop's clock: the customers report's "new customers".
    const months = await rows(sql`
      select to_char(first, 'YYYY-MM') as month, count(*)::int as n
      from (select customer_id, min(business_date) as first from ${sales}
            where customer_id is not null and deleted_at is null group by customer_id) f
      group by 1 order by 1`);
    const today = toStoredDate(new Date(), "America/New_York");
    const wholeMonths = months.filter((m) => String(m.month) < today.slice(0, 7)).slice(1);
    expect(wholeMonths.length).toBeGreaterThanOrEqual(10);
    for (const month of wholeMonths) expect(Number(month.n), String(month.month)).toBeGreaterThanOrEqual(5);
  });
});

describe("the demo shop's sales started far from the Americas", () => {
  const tokyo = seededDemoShop("Asia/Tokyo");

  it("rings every sale up in the shop's own opening hours, and voids each on its own business day", async () => {
    const result = (await tokyo.db.execute(sql`
      select count(*) filter (where extract(hour from s.created_at at time zone 'Asia/Tokyo') not between 7 and 17)::int as outside,
             count(*) filter (where s.business_date <> (s.created_at at time zone 'Asia/Tokyo')::date)::int as misdated,
             (select count(*) from refunds r join sales v on v.id = r.sale_id
               where v.status = ${OrderStatus.Cancel} and r.business_date <> v.business_date)::int as voided_later,
             (select count(*) from sales where status = ${OrderStatus.Cancel})::int as voids
      from ${sales} s`)) as unknown as { rows: Row[] };
    const [row] = result.rows;
    expect(row).toMatchObject({ outside: 0, misdated: 0, voided_later: 0 });
    expect(Number(row!.voids)).toBeGreaterThan(5);
  });
});
