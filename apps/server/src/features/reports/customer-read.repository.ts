import { between, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { customers, summaryDayCustomers } from "../../platform/db/schema";
import { sumCents } from "../../platform/db/sum-cents";
import type { Period } from "./summary-read.repository";

// Reads over the per-customer daily summaries. First and last visits come from the index by
// customer, for the customers asked about only.

const visits = sql<number>`coalesce(sum(${summaryDayCustomers.visitCount}), 0)::int`.mapWith(Number);
const spend = sumCents(sql`${summaryDayCustomers.amount} - ${summaryDayCustomers.givenBack}`);

/** Each customer seen in the period (a visit, or money given back on one of their sales). */
export function customersInPeriod(db: Executor, period: Period) {
  return db
    .select({ customerId: summaryDayCustomers.customerId, visits, spend })
    .from(summaryDayCustomers)
    .where(between(summaryDayCustomers.businessDate, period.from, period.to))
    .groupBy(summaryDayCustomers.customerId);
}

/** Of these customers, those whose first visit ever is before `day`. */
export async function visitedBefore(db: Executor, ids: string[], day: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.execute(sql`
    select c.id from unnest(${`{${ids.join(",")}}`}::uuid[]) as c(id)
    where exists (select 1 from summary_day_customers s where s.customer_id = c.id and s.business_date < ${day} and s.visit_count > 0)`);
  return new Set((rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}

/** All-time figures of some customers: visits, spend and the last day they came. */
export function lifetimeOf(db: Executor, ids: string[]) {
  return db
    .select({
      customerId: summaryDayCustomers.customerId,
      visits,
      spend,
      lastVisit: sql<string | null>`max(${summaryDayCustomers.businessDate}) filter (where ${summaryDayCustomers.visitCount} > 0)::text`,
    })
    .from(summaryDayCustomers)
    .where(inArray(summaryDayCustomers.customerId, ids.length > 0 ? ids : ["00000000-0000-0000-0000-000000000000"]))
    .groupBy(summaryDayCustomers.customerId);
}

export function customerNames(db: Executor, ids: string[]) {
  return db
    .select({ id: customers.id, name: customers.name, isVip: customers.isVip })
    .from(customers)
    .where(inArray(customers.id, ids.length > 0 ? ids : ["00000000-0000-0000-0000-000000000000"]));
}

/**
 * Living customers who have visited but not since `cutoff`, most recently seen first: each
 * customer's last visit is one probe of the index by customer.
 */
export async function notSeenSince(db: Executor, cutoff: string, limit: number) {
  const last = sql`(select max(s.business_date) from summary_day_customers s where s.customer_id = ${customers.id} and s.visit_count > 0)`;
  const rows = await db.execute(sql`
    select id, name, is_vip as "isVip", last_visit::text as "lastVisit", count(*) over ()::int as total
    from (select ${customers.id} as id, ${customers.name} as name, ${customers.isVip} as is_vip, ${last} as last_visit
          from ${customers} where ${isNull(customers.deletedAt)}) c
    where last_visit < ${cutoff}
    order by last_visit desc, id
    limit ${limit}`);
  return (rows as unknown as { rows: { id: string; name: string; isVip: boolean; lastVisit: string; total: number }[] }).rows;
}
