import { sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { exactNumber } from "../../platform/db/sum-cents";
import type { Period } from "./summary-read.repository";

// The sales report's totals and its breakdowns by day, hour, vehicle type and cashier from one
// reading of the period's summary_day_sales rows (grouping sets), where one statement each read
// a year's rows (about 31,000 at a million sales over three years) five times.

/** grouping(business_date, hour, vehicle_type, cashier_id): 1 for each column summed over. */
const BY_DAY = 0b0111;
const BY_HOUR = 0b1011;
const BY_VEHICLE_TYPE = 0b1101;
const BY_CASHIER = 0b1110;

interface BreakdownRow {
  grouping: number;
  date: string | null;
  hour: number | null;
  vehicle_type: string | null;
  cashier_id: string | null;
  name: string | null;
  sale_count: number;
  car_count: number;
  pending_count: number;
  pending_amount: string;
  pending_paid: string;
  gross: string;
  discount: string;
  sub_total: string;
  tax: string;
  amount: string;
  package_car_count: number;
  premium_car_count: number;
  add_on_count: number;
}

function measures(r: BreakdownRow) {
  return {
    saleCount: r.sale_count,
    carCount: r.car_count,
    pendingCount: r.pending_count,
    pendingAmount: exactNumber(r.pending_amount),
    pendingPaid: exactNumber(r.pending_paid),
    gross: exactNumber(r.gross),
    discount: exactNumber(r.discount),
    subTotal: exactNumber(r.sub_total),
    tax: exactNumber(r.tax),
    amount: exactNumber(r.amount),
    packageCarCount: r.package_car_count,
    premiumCarCount: r.premium_car_count,
    addOnCount: r.add_on_count,
  };
}

/** The same figures, rows and order as saleTotals, salesByDay, salesByHour, salesByVehicleType and salesByCashier. */
export async function salesBreakdown(db: Executor, period: Period) {
  const result = (await db.execute(sql`
    with g as (
      select grouping(business_date, hour, vehicle_type, cashier_id) as grouping,
        business_date, hour, vehicle_type, cashier_id,
        coalesce(sum(sale_count), 0)::int as sale_count,
        coalesce(sum(car_count), 0)::int as car_count,
        coalesce(sum(pending_count), 0)::int as pending_count,
        coalesce(sum(pending_amount), 0)::bigint::text as pending_amount,
        coalesce(sum(pending_paid), 0)::bigint::text as pending_paid,
        coalesce(sum(gross), 0)::bigint as gross_sum,
        coalesce(sum(discount), 0)::bigint as discount_sum,
        coalesce(sum(sub_total), 0)::bigint::text as sub_total,
        coalesce(sum(tax), 0)::bigint::text as tax,
        coalesce(sum(amount), 0)::bigint as amount_sum,
        coalesce(sum(package_car_count), 0)::int as package_car_count,
        coalesce(sum(premium_car_count), 0)::int as premium_car_count,
        coalesce(sum(add_on_count), 0)::int as add_on_count
      from summary_day_sales
      where business_date between ${period.from} and ${period.to}
      group by grouping sets ((business_date), (hour), (vehicle_type), (cashier_id), ()))
    select g.grouping, g.business_date::text as date, g.hour, g.vehicle_type, g.cashier_id::text, g.sale_count, g.car_count,
      g.pending_count, g.pending_amount, g.pending_paid, g.gross_sum::text as gross, g.discount_sum::text as discount, g.sub_total,
      g.tax, g.amount_sum::text as amount, g.package_car_count, g.premium_car_count, g.add_on_count,
      case when g.grouping = ${BY_CASHIER} then coalesce(trim(u.first_name || ' ' || u.last_name), '') end as name
    from g left join users u on u.id = g.cashier_id
    order by g.grouping, g.business_date, g.hour, g.vehicle_type,
      case when g.grouping = ${BY_CASHIER} then g.amount_sum end desc, g.cashier_id`)) as unknown as { rows: BreakdownRow[] };
  const rows = result.rows.map((r) => ({ ...r, grouping: Number(r.grouping) }));
  const of = (grouping: number) => rows.filter((r) => r.grouping === grouping);
  return {
    // The empty grouping set gives its row even for a period without sales.
    totals: measures(rows.find((r) => r.grouping === 0b1111)!),
    byDay: of(BY_DAY).map((r) => ({ date: r.date!, ...measures(r) })),
    byHour: of(BY_HOUR).map((r) => ({ hour: r.hour!, saleCount: r.sale_count, amount: exactNumber(r.amount) })),
    byVehicleType: of(BY_VEHICLE_TYPE).map((r) => ({
      vehicleType: r.vehicle_type!,
      saleCount: r.sale_count,
      carCount: r.car_count,
      amount: exactNumber(r.amount),
    })),
    byCashier: of(BY_CASHIER).map((r) => ({
      cashierId: r.cashier_id!,
      name: r.name!,
      saleCount: r.sale_count,
      amount: exactNumber(r.amount),
      discount: exactNumber(r.discount),
    })),
  };
}
