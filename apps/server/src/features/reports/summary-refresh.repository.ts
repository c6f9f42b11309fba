import { sql, type SQL } from "drizzle-orm";
import {
  ADD_ON_ROLES,
  CAR_ITEM_KINDS,
  CAR_STATUSES,
  COMMISSION_STATUSES,
  NO_PAYMENT_ORIGIN,
  OrderStatus,
  PACKAGE_ROLES,
  PREMIUM_ROLES,
} from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { customersOfDays, recomputeCustomerTotals } from "./customer-totals.repository";

// The daily summaries computed from the raw rows of some business days: one INSERT … SELECT per
// summary table, each the plain aggregate of the day's rows. The caller holds the days' rows of
// summary_days locked (summaries.service.ts), so no write to those days can commit in between.

/** A PostgreSQL array literal of dates; the days come from summary_days, never from a request. */
const dayArray = (days: readonly string[]) => sql`${`{${days.join(",")}}`}::date[]`;
const list = (values: readonly number[]) => sql.raw(values.join(", "));

const isCar = (sale: SQL) => sql`(${sale}.status in (${list(CAR_STATUSES)}))`;

/** Raw rows of some days as one summary table's statement sees them. */
interface PartDays {
  days: readonly string[];
  inDays: SQL;
  timeZone: string;
}

/**
 * One summary table recomputed for some days: its rows of those days dropped and written again
 * from the raw rows. Each is independent of the others, so a day can be recomputed in one
 * transaction (recomputeDays) or one part per transaction with the day's version checked at the
 * end (summaries.service.ts, on PGlite).
 */
interface SummaryPart {
  table: string;
  write(db: Executor, at: PartDays): Promise<void>;
}

/** A purchase's day is read on the shop's clock; the range lets the date index find the rows. */
function purchasesOfDays({ days, inDays, timeZone }: PartDays): SQL {
  const sorted = [...days].sort();
  return sql`
    p.deleted_at is null
    and p.date >= (${sorted[0]}::date)::timestamp at time zone ${timeZone}
    and p.date < (${sorted.at(-1)}::date + 1)::timestamp at time zone ${timeZone}
    and (p.date at time zone ${timeZone})::date = any(${inDays})`;
}

/** A part whose rows are its one INSERT … SELECT of the days' raw rows. */
const insertPart = (table: string, statement: (at: PartDays) => SQL): SummaryPart => ({
  table,
  write: async (db, at) => {
    await db.execute(sql`delete from ${sql.identifier(table)} where business_date = any(${at.inDays})`);
    await db.execute(statement(at));
  },
});

const PARTS: readonly SummaryPart[] = [
  // Living sales: deleted ones leave the sales figures (their payments stay below: the money came in).
  insertPart(
    "summary_day_sales",
    ({ inDays, timeZone }) => sql`
      insert into summary_day_sales (business_date, vehicle_type, hour, cashier_id, sale_count, car_count,
        pending_count, pending_amount, pending_paid, gross, discount, sub_total, tax, included_tax, amount,
        package_car_count, premium_car_count, add_on_count)
      select s.business_date, coalesce(s.vehicle_type, ''), extract(hour from s.created_at at time zone ${timeZone})::smallint, s.cashier_id,
        count(*),
        count(*) filter (where ${isCar(sql`s`)} and exists (
          select 1 from sale_lines l where l.sale_id = s.id and l.kind in (${list(CAR_ITEM_KINDS)}))),
        count(*) filter (where s.status = ${OrderStatus.Pending}),
        coalesce(sum(s.amount) filter (where s.status = ${OrderStatus.Pending}), 0),
        coalesce(sum(s.paid_total) filter (where s.status = ${OrderStatus.Pending}), 0),
        sum(s.sub_total + s.discount_total), sum(s.discount_total), sum(s.sub_total), sum(s.tax_total),
        sum(s.included_tax_total), sum(s.amount),
        count(*) filter (where ${isCar(sql`s`)} and roles.service and roles.package),
        count(*) filter (where ${isCar(sql`s`)} and roles.service and roles.premium),
        coalesce(sum(roles.add_ons) filter (where ${isCar(sql`s`)} and roles.service), 0)
      from sales s
        -- Each sale's lines once: whether it is a car, has a package or a premium one, its add-on units (report-rules.ts).
        cross join lateral (
          select coalesce(bool_or(l.kind in (${list(CAR_ITEM_KINDS)})), false) as service,
            coalesce(bool_or(l.report_role in (${list(PACKAGE_ROLES)})), false) as package,
            coalesce(bool_or(l.report_role in (${list(PREMIUM_ROLES)})), false) as premium,
            coalesce(sum(l.quantity) filter (where l.report_role in (${list(ADD_ON_ROLES)})), 0) as add_ons
          from sale_lines l where l.sale_id = s.id) roles
      where s.business_date = any(${inDays}) and s.deleted_at is null
      group by 1, 2, 3, 4`,
  ),
  insertPart(
    "summary_day_products",
    ({ inDays }) => sql`
      insert into summary_day_products (business_date, product_id, name, kind, vehicle_type, sale_count, car_count,
        quantity, gross, discount, net, tax, amount, cost, report_role)
      select s.business_date, l.product_id, l.name, l.kind, coalesce(s.vehicle_type, ''),
        count(distinct s.id),
        count(distinct s.id) filter (where ${isCar(sql`s`)} and l.kind in (${list(CAR_ITEM_KINDS)})),
        sum(l.quantity), sum(l.net_total + l.discount_total), sum(l.discount_total), sum(l.net_total),
        sum(l.tax_total), sum(l.sub_total), sum((l.quantity - l.refunded_quantity) * coalesce(l.unit_cost, 0)),
        coalesce(l.report_role, 0)
      from sale_lines l join sales s on s.id = l.sale_id
      where s.business_date = any(${inDays}) and s.deleted_at is null
      group by 1, 2, 3, 4, 5, 15`,
  ),
  // A line done by several people: its net split evenly to the cent, the odd cents to those named first.
  insertPart(
    "summary_day_staff",
    ({ inDays }) => sql`
      insert into summary_day_staff (business_date, staff_id, line_count, net)
      select s.business_date, st.staff_id::uuid, count(*),
        sum(l.net_total / n.count + case when st.position <= l.net_total % n.count then 1 else 0 end)
      from sale_lines l
        join sales s on s.id = l.sale_id
        cross join lateral (select jsonb_array_length(l.staff_ids)::bigint as count) n
        cross join lateral jsonb_array_elements_text(l.staff_ids) with ordinality as st(staff_id, position)
      where s.business_date = any(${inDays}) and s.deleted_at is null and n.count > 0
      group by 1, 2`,
  ),
  // The lines that earn commission, alike ones counted together (reports-schema.ts): the payroll
  // preview reads a month of these instead of its sales' lines.
  insertPart(
    "summary_day_commission_lines",
    ({ inDays }) => sql`
      insert into summary_day_commission_lines (business_date, status, product_id, kind, quantity, net, staff_ids,
        staff_count, line_count)
      select s.business_date, s.status, l.product_id, l.kind, l.quantity, l.net_total - l.included_tax_total,
        l.staff_ids::text, jsonb_array_length(l.staff_ids), count(*)
      from sale_lines l join sales s on s.id = l.sale_id
      where s.business_date = any(${inDays}) and s.status in (${list(COMMISSION_STATUSES)})
        and jsonb_array_length(l.staff_ids) > 0
        and not exists (select 1 from refunds r where r.sale_id = s.id)
      group by 1, 2, 3, 4, 5, 6, 7, 8`,
  ),
  // The day's tips, alike ones counted together (reports-schema.ts): the payroll preview shares a
  // month of these instead of its tipped payments and their sales' lines. A sale's lines become one
  // weight per set of staff; a sale worked by one set weighs 1.
  insertPart(
    "summary_day_tips",
    ({ inDays }) => sql`
      with tipped as (
        select p.business_date, p.tip, coalesce(p.origin, ${NO_PAYMENT_ORIGIN}) as origin, p.sale_id
        from payments p where p.business_date = any(${inDays}) and p.tip <> 0
      ), staff_sets as (
        select l.sale_id, l.staff_ids::text as staff, sum(greatest(l.net_total - l.included_tax_total, 0)) as net
        from sale_lines l where l.sale_id in (select sale_id from tipped)
        group by 1, 2
      ), weighed as (
        select sale_id,
          case when count(*) = 1 then array[1::bigint] else array_agg(net::bigint order by staff) end as nets,
          case when count(*) = 1 then array[min(staff)] else array_agg(staff order by staff) end as staff_sets
        from staff_sets group by sale_id
      )
      insert into summary_day_tips (business_date, tip, origin, status, nets, staff_sets, payment_count)
      select t.business_date, t.tip, t.origin, s.status, coalesce(w.nets, '{}'), coalesce(w.staff_sets, '{}'), count(*)
      from tipped t join sales s on s.id = t.sale_id left join weighed w on w.sale_id = t.sale_id
      group by 1, 2, 3, 4, 5, 6`,
  ),
  insertPart(
    "summary_day_payments",
    ({ inDays }) => sql`
      insert into summary_day_payments (business_date, method, origin, taken_by, in_drawer, payment_count, amount, tip)
      select business_date, method, coalesce(origin, ${NO_PAYMENT_ORIGIN}), created_by, register_session_id is not null,
        count(*), sum(amount), sum(tip)
      from payments
      where business_date = any(${inDays})
      group by 1, 2, 3, 4, 5`,
  ),
  insertPart(
    "summary_day_refunds",
    ({ inDays }) => sql`
      insert into summary_day_refunds (business_date, kind, method, given_by, in_drawer, refund_count, amount)
      select business_date, kind, method, created_by, register_session_id is not null, count(distinct group_id), sum(amount)
      from refunds
      where business_date = any(${inDays})
      group by 1, 2, 3, 4, 5`,
  ),
  insertPart(
    "summary_day_expenses",
    ({ inDays }) => sql`
      insert into summary_day_expenses (business_date, category_id, paid_by, scheduled, in_drawer, expense_count, amount)
      select date, category_id, paid_by, schedule_id is not null, register_session_id is not null, count(*), sum(amount)
      from expenses
      where date = any(${inDays}) and deleted_at is null
      group by 1, 2, 3, 4, 5`,
  ),
  insertPart(
    "summary_day_purchases",
    (at) => sql`
      insert into summary_day_purchases (business_date, vendor_id, paid_by, purchase_count, amount)
      select (p.date at time zone ${at.timeZone})::date, p.vendor_id, p.paid_by, count(*), sum(p.amount)
      from purchases p
      where ${purchasesOfDays(at)}
      group by 1, 2, 3`,
  ),
  insertPart(
    "summary_day_purchase_lines",
    (at) => sql`
      insert into summary_day_purchase_lines (business_date, product_id, name, category, quantity, amount)
      select (p.date at time zone ${at.timeZone})::date, l.product_id, l.name, l.category, sum(l.quantity), sum(l.sub_total)
      from purchase_lines l join purchases p on p.id = l.purchase_id
      where ${purchasesOfDays(at)}
      group by 1, 2, 3, 4`,
  ),
  // Last in a whole recompute, so the rollup's lock is held only to the commit. The customers of
  // the days before and after are rolled up again from all their days.
  {
    table: "summary_day_customers",
    write: async (db, { days, inDays }) => {
      const customersBefore = await customersOfDays(db, days);
      await db.execute(sql`delete from summary_day_customers where business_date = any(${inDays})`);
      // A customer's visits that day, and what was given back that day on any of their sales.
      await db.execute(sql`
        insert into summary_day_customers (business_date, customer_id, visit_count, amount, given_back)
        select day, customer_id, sum(visits), sum(amount), sum(given_back)
        from (
          select s.business_date as day, s.customer_id, 1 as visits, s.amount, 0::bigint as given_back
          from sales s
          where s.business_date = any(${inDays}) and s.deleted_at is null and s.customer_id is not null
          union all
          select r.business_date, s.customer_id, 0, 0::bigint, r.amount
          from refunds r join sales s on s.id = r.sale_id
          where r.business_date = any(${inDays}) and s.customer_id is not null
        ) visits
        group by 1, 2`);
      await recomputeCustomerTotals(db, days, customersBefore);
    },
  },
];

/** How many parts a day's recompute has (one per summary table). */
export const SUMMARY_PART_COUNT = PARTS.length;

/** One part of the days' recompute (`SummaryPart`): that table's rows of the days written again. */
export async function recomputePart(db: Executor, index: number, days: readonly string[], timeZone: string): Promise<void> {
  const part = PARTS[index];
  if (!part || days.length === 0) return;
  await part.write(db, { days, inDays: dayArray(days), timeZone });
}

/** Drops the days' summary rows and writes them again from the raw rows; stamps them fresh. */
export async function recomputeDays(db: Executor, days: readonly string[], timeZone: string): Promise<void> {
  if (days.length === 0) return;
  for (let index = 0; index < PARTS.length; index++) await recomputePart(db, index, days, timeZone);
  await db.execute(sql`update summary_days set computed_version = version where business_date = any(${dayArray(days)})`);
}

/** A day's version while its summaries are stale; null when they are fresh. */
export async function staleVersion(db: Executor, day: string): Promise<number | null> {
  const result = (await db.execute(sql`
    select version from summary_days where business_date = ${day} and version <> computed_version`)) as unknown as {
    rows: { version: number | string }[];
  };
  const [row] = result.rows;
  return row ? Number(row.version) : null;
}

/**
 * Stamps a day fresh at the version its parts were recomputed at, only if no write has touched it
 * since (its version is still that one): each part then read the same raw rows. False otherwise.
 */
export async function stampIfUnchanged(db: Executor, day: string, version: number): Promise<boolean> {
  const result = (await db.execute(sql`
    update summary_days set computed_version = version where business_date = ${day} and version = ${version}
    returning business_date`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Days of a period whose summaries are older than their rows. */
export async function staleDays(db: Executor, from: string, to: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select business_date::text as day from summary_days
    where business_date between ${from} and ${to} and version <> computed_version
    order by business_date`)) as unknown as { rows: { day: string }[] };
  return result.rows.map((r) => r.day);
}

/**
 * Locks the days' freshness rows that are still stale, in date order. `skipLocked`: leave out the
 * days a writer holds right now (they are done one at a time afterwards, waiting for the writer).
 */
export async function lockStaleDays(db: Executor, days: readonly string[], skipLocked: boolean): Promise<string[]> {
  if (days.length === 0) return [];
  const result = (await db.execute(sql`
    select business_date::text as day from summary_days
    where business_date = any(${dayArray(days)}) and version <> computed_version
    order by business_date
    for update ${skipLocked ? sql`skip locked` : sql``}`)) as unknown as { rows: { day: string }[] };
  return result.rows.map((r) => r.day);
}

/**
 * Every summary table vacuumed, with fresh statistics: a rebuild rewrites them whole, and until the
 * planner knows their size it plans a year's rows as a handful (nested loops over 40,000
 * customers). The customer rollup's rows are rewritten by every batch that touches their
 * customers, leaving ~9 dead versions a row after a three-year rebuild, which a count by its
 * last-visit index then visits one by one (244,000 heap reads for 21,000 customers) until a vacuum
 * clears them and marks the pages all-visible. Outside a transaction only (VACUUM's rule).
 */
export async function vacuumSummaries(db: Executor): Promise<void> {
  await db.execute(
    sql.raw(
      `vacuum (analyze) summary_days, summary_day_sales, summary_day_products, summary_day_staff, summary_day_payments, summary_day_refunds,
        summary_day_expenses, summary_day_purchases, summary_day_purchase_lines, summary_day_customers, summary_customers, summary_day_commission_lines, summary_day_tips`,
    ),
  );
}

/** Every day stale: the rebuild command's first step. */
export async function markAllStale(db: Executor): Promise<void> {
  await db.execute(sql`update summary_days set computed_version = 0`);
}
