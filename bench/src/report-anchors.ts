import { CAR_ITEM_KINDS, CAR_STATUSES, OrderStatus } from "@washdesk/domain";

// The anchors of the reports bench: for each report, the SQL a person would write to answer it
// straight from the raw rows (sales, sale_lines, payments, refunds, expenses, purchases), with no
// daily summaries. Each is one statement, so it costs one round trip as the API's answer does.
// $1 and $2: the period's first and last business days; $3: the shop's time zone (a purchase's
// day is read on the shop's clock).

const list = (values: readonly number[]) => values.join(", ");
const isCar = `s.status in (${list(CAR_STATUSES)}) and exists (select 1 from sale_lines l where l.sale_id = s.id and l.kind in (${list(CAR_ITEM_KINDS)}))`;
const livingSales = `s.deleted_at is null and s.business_date between $1 and $2`;
const purchasesIn = `p.deleted_at is null and p.date >= $1::date::timestamp at time zone $3 and p.date < ($2::date + 1)::timestamp at time zone $3`;

const saleTotals = `(select json_build_object('count', count(*), 'cars', count(*) filter (where ${isCar}), 'amount', sum(s.amount),
  'tax', sum(s.tax_total), 'discount', sum(s.discount_total), 'pending', sum(s.amount) filter (where s.status = ${OrderStatus.Pending}))
  from sales s where ${livingSales})`;
const paymentsByMethod = `(select json_agg(m) from (select method, count(*), sum(amount) as amount, sum(tip) as tip from payments
  where business_date between $1 and $2 group by method) m)`;
const refundsByKind = `(select json_agg(r) from (select kind, method, count(distinct group_id), sum(amount) as amount from refunds
  where business_date between $1 and $2 group by kind, method) r)`;
const expenseTotal = `(select json_build_object('count', count(*), 'amount', sum(amount)) from expenses where deleted_at is null and date between $1 and $2)`;
const purchaseTotal = `(select json_build_object('count', count(*), 'amount', sum(p.amount)) from purchases p where ${purchasesIn})`;

/** Net sales, cars, expenses and purchases by month over a span: the monthly report's and the P&L's columns. */
const byMonth = `(select json_agg(m order by m.month) from (
  select coalesce(s.month, e.month, p.month) as month, s.amount, s.cars, s.sales, r.back, e.expenses, p.purchases
  from (select date_trunc('month', s.business_date) as month, count(*) as sales, count(*) filter (where ${isCar}) as cars, sum(s.amount) as amount
        from sales s where ${livingSales} group by 1) s
  full join (select date_trunc('month', date) as month, sum(amount) as expenses from expenses where deleted_at is null and date between $1 and $2 group by 1) e using (month)
  full join (select date_trunc('month', p.date at time zone $3) as month, sum(p.amount) as purchases from purchases p where ${purchasesIn} group by 1) p using (month)
  left join (select date_trunc('month', business_date) as month, sum(amount) as back from refunds where business_date between $1 and $2 group by 1) r using (month)) m)`;

export const REPORT_ANCHORS = {
  general: `select ${saleTotals} as sales, ${paymentsByMethod} as payments, ${refundsByKind} as refunds, ${expenseTotal} as expenses, ${purchaseTotal} as purchases`,

  sales: `select ${saleTotals} as totals, ${refundsByKind} as refunds,
    (select json_agg(p) from (select l.product_id, l.name, l.kind, count(distinct s.id) as sales, sum(l.quantity) as quantity,
       sum(l.net_total) as net, sum(l.discount_total) as discount, sum(l.tax_total) as tax, sum(l.sub_total) as amount
       from sale_lines l join sales s on s.id = l.sale_id where ${livingSales} group by 1, 2, 3) p) as products,
    (select json_agg(v) from (select s.vehicle_type, count(*), sum(s.amount) as amount from sales s where ${livingSales} group by 1) v) as vehicles,
    (select json_agg(h) from (select extract(hour from s.created_at at time zone $3) as hour, count(*), sum(s.amount) as amount
       from sales s where ${livingSales} group by 1) h) as hours`,

  payments: `select ${paymentsByMethod} as methods, ${refundsByKind} as refunds,
    (select json_agg(o) from (select method, coalesce(origin, -1) as origin, created_by, register_session_id is not null as in_drawer,
       count(*), sum(amount) as amount, sum(tip) as tip from payments where business_date between $1 and $2 group by 1, 2, 3, 4) o) as detail`,

  pnl: `select ${saleTotals} as sales, ${refundsByKind} as refunds, ${purchaseTotal} as purchases,
    (select sum((l.quantity - l.refunded_quantity) * coalesce(l.unit_cost, 0)) from sale_lines l join sales s on s.id = l.sale_id where ${livingSales}) as cost,
    (select json_agg(c) from (select category_id, count(*), sum(amount) as amount from expenses
       where deleted_at is null and date between $1 and $2 group by 1) c) as expenses,
    ${byMonth} as months`,

  cashier: `select
    (select json_agg(c) from (select s.cashier_id, count(*), sum(s.amount) as amount, sum(s.discount_total) as discount
       from sales s where ${livingSales} group by 1) c) as cashiers,
    (select json_agg(t) from (select created_by, method, count(*), sum(amount) as amount, sum(tip) as tip from payments
       where business_date between $1 and $2 group by 1, 2) t) as taken,
    (select json_agg(g) from (select created_by, kind, count(distinct group_id), sum(amount) as amount from refunds
       where business_date between $1 and $2 group by 1, 2) g) as given,
    (select json_agg(st) from (select st.staff_id, count(*), sum(l.net_total / jsonb_array_length(l.staff_ids)) as net
       from sale_lines l join sales s on s.id = l.sale_id cross join lateral jsonb_array_elements_text(l.staff_ids) as st(staff_id)
       where ${livingSales} and jsonb_array_length(l.staff_ids) > 0 group by 1) st) as staff`,

  /** $1: the first day of the year before the twelve months, $2: their last day. */
  monthly: `select ${byMonth} as months`,

  /** $3 (in place of the time zone): the first day "not seen" looks back from. */
  customers: `select ${saleTotals} as totals,
    (select json_agg(c) from (select s.customer_id, cu.name, cu.is_vip, count(*) as visits, sum(s.amount) as spend,
       exists (select 1 from sales b where b.customer_id = s.customer_id and b.deleted_at is null and b.business_date < $1) as returning
       from sales s join customers cu on cu.id = s.customer_id where ${livingSales} group by 1, 2, 3) c) as seen,
    (select json_agg(n) from (select cu.id, cu.name, max(s.business_date) as last_visit, count(*) as visits, sum(s.amount) as spend
       from customers cu join sales s on s.customer_id = cu.id and s.deleted_at is null
       group by 1, 2 having max(s.business_date) < $3 order by max(s.business_date) desc limit 50) n) as not_seen`,

  expenses: `select ${expenseTotal} as total,
    (select json_agg(c) from (select category_id, paid_by, schedule_id is not null as scheduled, count(*), sum(amount) as amount
       from expenses where deleted_at is null and date between $1 and $2 group by 1, 2, 3) c) as categories`,

  purchases: `select ${purchaseTotal} as total,
    (select json_agg(v) from (select p.vendor_id, p.paid_by, count(*), sum(p.amount) as amount from purchases p where ${purchasesIn} group by 1, 2) v) as vendors,
    (select json_agg(l) from (select l.product_id, l.name, l.category, sum(l.quantity) as quantity, sum(l.sub_total) as amount
       from purchase_lines l join purchases p on p.id = l.purchase_id where ${purchasesIn} group by 1, 2, 3) l) as products`,
} as const;

export type ReportName = keyof typeof REPORT_ANCHORS;

/**
 * The dashboard from the raw rows: today and the same day last week ($1, $2), this month and last
 * month to the same day ($3–$6) with this month's days and top services, and twelve months ($7–$1).
 */
export const DASHBOARD_ANCHOR = `select
  (select json_agg(d) from (select s.business_date, count(*), count(*) filter (where ${isCar}) as cars, sum(s.amount) as amount
     from sales s where s.deleted_at is null and (s.business_date in ($1, $2) or s.business_date between $3 and $1 or s.business_date between $4 and $5)
     group by 1) d) as days,
  (select json_agg(r) from (select business_date, kind, sum(amount) from refunds
     where business_date in ($1, $2) or business_date between $3 and $1 or business_date between $4 and $5 group by 1, 2) r) as given_back,
  (select json_agg(p) from (select method, count(*), sum(amount), sum(tip) from payments where business_date = $1 group by 1) p) as payments,
  (select json_agg(t) from (select l.product_id, l.name, sum(l.quantity) as quantity, sum(l.net_total) as net
     from sale_lines l join sales s on s.id = l.sale_id
     where s.deleted_at is null and s.business_date between $3 and $1 and l.kind in (${list(CAR_ITEM_KINDS)})
     group by 1, 2 order by 3 desc, 4 desc limit 5) t) as top_services,
  (select json_agg(m) from (select date_trunc('month', s.business_date) as month, sum(s.amount) as amount
     from sales s where s.deleted_at is null and s.business_date between $6 and $1 group by 1) m) as months,
  (select json_agg(m) from (select date_trunc('month', business_date) as month, kind, sum(amount) from refunds
     where business_date between $6 and $1 group by 1, 2) m) as months_back,
  (select json_agg(m) from (select date_trunc('month', date) as month, sum(amount) from expenses
     where deleted_at is null and date between $6 and $1 group by 1) m) as months_expenses,
  (select json_agg(m) from (select date_trunc('month', p.date at time zone $7) as month, sum(p.amount) from purchases p
     where p.deleted_at is null and p.date >= $6::date::timestamp at time zone $7 group by 1) m) as months_purchases`;
