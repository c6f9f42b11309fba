import { sql } from "drizzle-orm";
import type { PaymentMethod } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { exactNumber } from "../../platform/db/sum-cents";
import type { Period } from "./summary-read.repository";

// The payments report's breakdowns by method, origin, day and the person who took them, from one
// reading of the period's summary_day_payments rows (grouping sets). Handing over every row (one
// per day, method, origin, person and drawer: 2,573 for a year of a 10,000-sale shop) to be summed
// in JavaScript held PGlite's one connection while each row crossed over.

/** grouping(method, origin, business_date, taken_by): 1 for each column summed over. */
const BY_METHOD = 0b0111;
const BY_ORIGIN = 0b1011;
const BY_DAY = 0b1101;
const BY_TAKER = 0b1110;
const TOTAL = 0b1111;

interface BreakdownRow {
  grouping: number;
  method: number | null;
  origin: number | null;
  date: string | null;
  taken_by: string | null;
  name: string | null;
  count: number;
  amount: string;
  tip: string;
}

const measures = (r: BreakdownRow) => ({ count: r.count, amount: exactNumber(r.amount), tip: exactNumber(r.tip) });

export async function paymentsBreakdown(db: Executor, period: Period) {
  const result = (await db.execute(sql`
    with g as (
      select grouping(method, origin, business_date, taken_by) as grouping, method, origin, business_date, taken_by,
        coalesce(sum(payment_count), 0)::int as count,
        coalesce(sum(amount), 0)::bigint::text as amount,
        coalesce(sum(tip), 0)::bigint::text as tip
      from summary_day_payments
      where business_date between ${period.from} and ${period.to}
      group by grouping sets ((method), (origin), (business_date), (taken_by), ()))
    select g.grouping, g.method, g.origin, g.business_date::text as date, g.taken_by::text, g.count, g.amount, g.tip,
      case when g.grouping = ${BY_TAKER} then coalesce(trim(u.first_name || ' ' || u.last_name), '') end as name
    from g left join users u on u.id = g.taken_by and g.grouping = ${BY_TAKER}
    order by g.grouping, g.method, g.origin, g.business_date, g.taken_by`)) as unknown as { rows: BreakdownRow[] };
  const rows = result.rows.map((r) => ({ ...r, grouping: Number(r.grouping) }));
  const of = (grouping: number) => rows.filter((r) => r.grouping === grouping);
  return {
    // The empty grouping set gives its row even for a period without payments.
    total: measures(rows.find((r) => r.grouping === TOTAL)!),
    byMethod: of(BY_METHOD).map((r) => ({ method: r.method as PaymentMethod, ...measures(r) })),
    byOrigin: of(BY_ORIGIN).map((r) => ({ origin: r.origin!, ...measures(r) })),
    byDay: of(BY_DAY).map((r) => ({ date: r.date!, ...measures(r) })),
    byTaker: of(BY_TAKER).map((r) => ({ staffId: r.taken_by!, name: r.name!, ...measures(r) })),
  };
}
