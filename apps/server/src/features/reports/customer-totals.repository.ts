import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";

// Each customer's whole history (summary_customers) rolled up from their daily rows
// (summary_day_customers). When some days are recomputed, the customers whose daily rows they
// held before or hold after are rolled up again from all their days, so the rollup stays the plain
// sum of the daily rows it summarises.

/**
 * Two batches recomputing different days at once may touch the same customer: each rolls up from
 * a snapshot that misses the other's uncommitted days. Rolling up under one lock held to commit
 * makes the last of them read what the first committed. The lock is taken after a batch's daily
 * rows are written, so it is held for the rollup and the commit only.
 */
const ROLLUP_LOCK = 1_404_201_714;

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
const dayArray = (days: readonly string[]) => sql`${`{${days.join(",")}}`}::date[]`;

/** The customers with daily rows on these days. */
export async function customersOfDays(db: Executor, days: readonly string[]): Promise<string[]> {
  if (days.length === 0) return [];
  const result = (await db.execute(sql`
    select distinct customer_id::text as id from summary_day_customers where business_date = any(${dayArray(days)})`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows.map((r) => r.id);
}

/**
 * Rolls up again the customers who had daily rows on these days before they were recomputed
 * (`before`) or have them now. A customer left with no daily rows loses their row.
 */
export async function recomputeCustomerTotals(db: Executor, days: readonly string[], before: readonly string[]): Promise<void> {
  const ids = [...new Set([...before, ...(await customersOfDays(db, days))])];
  if (ids.length === 0) return;
  await db.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
  await db.execute(sql`delete from summary_customers where customer_id = any(${uuidArray(ids)})`);
  await db.execute(sql`
    insert into summary_customers (customer_id, first_visit, last_visit, visit_count, amount, given_back)
    select customer_id,
      min(business_date) filter (where visit_count > 0),
      max(business_date) filter (where visit_count > 0),
      sum(visit_count), sum(amount), sum(given_back)
    from summary_day_customers
    where customer_id = any(${uuidArray(ids)})
    group by customer_id`);
}
