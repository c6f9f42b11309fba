import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { exactNumber } from "../../platform/db/sum-cents";
import type { Period } from "./summary-read.repository";

// Reads for the customers report. What a customer did in the period comes from the daily rows
// (summary_day_customers); their whole history (first and last visit, lifetime) from the rollup
// (summary_customers), one row per customer, so no read looks at every day of every customer.

/** Customers with a visit in the period: their visits, and spend less what was given back. */
const seenIn = (period: Period) => sql`
  select customer_id, sum(visit_count)::int as visits, sum(amount - given_back) as spend
  from summary_day_customers
  where business_date between ${period.from} and ${period.to}
  group by customer_id
  having sum(visit_count) > 0`;

interface PeriodCustomersRow {
  visits: number;
  seen: number;
  new_customers: number;
  vip_count: number;
  vip_visits: number;
  vip_spend: string;
  customer_id: string | null;
  name: string | null;
  is_vip: boolean | null;
  top_visits: number | null;
  top_spend: string | null;
  lifetime_spend: string | null;
  last_visit: string | null;
}

/**
 * The period's customers in one reading of its days: visits, new (first visit ever in the period)
 * against returning, VIPs, and the top ones by spend with their lifetime figures.
 */
export async function periodCustomers(db: Executor, period: Period, top: number) {
  const result = (await db.execute(sql`
    with seen as materialized (${seenIn(period)}),
    -- A customer is new when their first visit ever falls in the period (so they were seen in it).
    totals as (
      select coalesce(sum(visits), 0)::int as visits, count(*)::int as seen,
        (select count(*) from summary_customers where first_visit between ${period.from} and ${period.to})::int as new_customers
      from seen),
    vip as (
      select count(*)::int as vip_count, coalesce(sum(s.visits), 0)::int as vip_visits, coalesce(sum(s.spend), 0)::bigint::text as vip_spend
      from seen s join customers c on c.id = s.customer_id and c.is_vip),
    top as (select * from seen order by spend desc, visits desc, customer_id limit ${top})
    select totals.*, vip.*, top.customer_id::text, c.name, c.is_vip, top.visits as top_visits, top.spend::bigint::text as top_spend,
      (t.amount - t.given_back)::text as lifetime_spend, t.last_visit::text
    from totals
      cross join vip
      left join top on true
      left join customers c on c.id = top.customer_id
      left join summary_customers t on t.customer_id = top.customer_id
    order by top.spend desc, top.visits desc, top.customer_id`)) as unknown as { rows: PeriodCustomersRow[] };
  const first = result.rows[0]!;
  return {
    visits: first.visits,
    newCustomers: first.new_customers,
    returningCustomers: first.seen - first.new_customers,
    vips: { count: first.vip_count, visits: first.vip_visits, spend: exactNumber(first.vip_spend) },
    top: result.rows
      .filter((r) => r.customer_id !== null)
      .map((r) => {
        const spend = exactNumber(r.top_spend);
        return {
          customerId: r.customer_id!,
          name: r.name ?? "",
          isVip: r.is_vip ?? false,
          visits: r.top_visits!,
          spend,
          lifetimeSpend: r.lifetime_spend === null ? spend : exactNumber(r.lifetime_spend),
          lastVisit: r.last_visit,
        };
      }),
  };
}

/**
 * Living customers who have visited but not since `cutoff`, most recently seen first, with their
 * lifetime figures, and how many there are in all: a range of the rollup's index by last visit.
 */
export async function notSeenSince(db: Executor, cutoff: string, limit: number) {
  const notSeen = sql`
    from summary_customers t join customers c on c.id = t.customer_id
    where t.last_visit < ${cutoff} and c.deleted_at is null`;
  const listed = (await db.execute(sql`
    select c.id::text as "customerId", c.name, c.is_vip as "isVip", t.last_visit::text as "lastVisit", t.visit_count as visits,
      (t.amount - t.given_back)::text as "lifetimeSpend"
    ${notSeen}
    order by t.last_visit desc, t.customer_id
    limit ${limit}`)) as unknown as {
    rows: { customerId: string; name: string; isVip: boolean; lastVisit: string; visits: number; lifetimeSpend: string }[];
  };
  // Counted as all the rollup's lapsed customers (a range of its last-visit index, read without
  // touching a table row) less the deleted ones among them (few, by their own index): the lapsed
  // grow with the years, and a join to every one of them made a day's report follow the history.
  const counted = (await db.execute(sql`
    select ((select count(*) from summary_customers where last_visit < ${cutoff})
      - (select count(*) from customers c join summary_customers t on t.customer_id = c.id
         where c.deleted_at is not null and t.last_visit < ${cutoff}))::int as total`)) as unknown as { rows: { total: number }[] };
  return {
    count: counted.rows[0]!.total,
    customers: listed.rows.map((r) => ({ ...r, lifetimeSpend: exactNumber(r.lifetimeSpend) })),
  };
}
