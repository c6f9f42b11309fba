import type { Executor } from "../../platform/db/database";
import { rowFromJson, runFixed, type FixedQuery } from "../../platform/db/fixed-query";
import { payments, saleLines, sales } from "../../platform/db/schema";
import type { ComboPart, LineDraft } from "./sale-lines";
import type { PlannedPaymentRow } from "@washdesk/domain";
import type { NewSaleRow, PaymentRow, ProductForSale, SaleCustomerRow, SaleLineRow, SaleRow, SaleVehicleRow } from "./sales.repository";

// POST /api/sales is the busiest write of a shop: its reads are one statement and its writes
// another, each of fixed text (prepared once per connection), instead of a dozen round trips.

/** Everything a new sale is checked and priced against, read together. */
export interface SaleFacts {
  settings: Record<string, Record<string, unknown>>;
  /** Null when the customer is not given or is gone; `vehicle` null when not asked for, not theirs or gone. */
  party: { customer: SaleCustomerRow; vehicle: SaleVehicleRow | null } | null;
  products: ProductForSale[];
  comboParts: ComboPart[];
  /** How many of the staff ids named on the lines are users. */
  staffFound: number;
}

/** Exported so the sales bench's anchor runs the very same statement. */
export const saleFactsQuery: FixedQuery = {
  name: "sale_create_facts_v2",
  text: `
select
  (select coalesce(json_object_agg(key, value), '{}'::json) from settings where key in ('utility', 'awardPoints', 'paymentProfile')) as settings,
  (select json_build_object(
      'customer', json_build_object('id', c.id, 'name', c.name, 'phone', c.phone, 'email', c.email, 'awardPoints', c.award_points),
      'vehicle', case when v.id is null then null else json_build_object('id', v.id, 'type', v.type, 'make', v.make, 'model', v.model, 'year', v.year, 'color', v.color, 'tag', v.tag) end)
    from customers c
    left join vehicles v on v.customer_id = c.id and v.id = $2::uuid and v.deleted_at is null
    where c.id = $1::uuid and c.deleted_at is null) as party,
  (select coalesce(json_agg(json_build_object(
      'id', p.id, 'kind', p.kind, 'name', p.name, 'code', p.code, 'price', p.price, 'vehiclePrices', p.vehicle_prices,
      'taxType', p.tax_type, 'taxMethod', p.tax_method, 'taxRate', p.tax_rate, 'discountType', p.discount_type, 'discountRate', p.discount_rate,
      'active', p.active, 'deletedAt', p.deleted_at)), '[]'::json)
    from products p where p.id = any(string_to_array($3::text, ',')::uuid[])) as products,
  (select coalesce(json_agg(json_build_object('comboId', ci.combo_id, 'productId', ci.product_id, 'quantity', ci.quantity)), '[]'::json)
    from combo_items ci where ci.combo_id = any(string_to_array($3::text, ',')::uuid[])) as combo_parts,
  (select count(*)::int from users u where u.id = any(string_to_array($4::text, ',')::uuid[])) as staff_found`,
};

interface FactsRow {
  settings: Record<string, Record<string, unknown>>;
  party: { customer: SaleCustomerRow; vehicle: SaleVehicleRow | null } | null;
  products: (Omit<ProductForSale, "deletedAt"> & { deletedAt: string | null })[];
  combo_parts: ComboPart[];
  staff_found: number;
}

/**
 * The shop settings a sale needs, the customer and vehicle (when given), the products on the lines
 * (deleted ones too: the service says why it refuses), the parts of any combos among them and a
 * count of the staff named: one round trip.
 */
export async function readSaleFacts(
  db: Executor,
  input: { customerId: string | null; vehicleId: string | null; productIds: readonly string[]; staffIds: readonly string[] },
): Promise<SaleFacts> {
  const [row] = await runFixed<FactsRow>(db, saleFactsQuery, [
    input.customerId,
    input.vehicleId,
    input.productIds.join(","),
    input.staffIds.length > 0 ? input.staffIds.join(",") : null,
  ]);
  const facts = row!;
  return {
    settings: facts.settings,
    party: facts.party,
    products: facts.products.map((p) => ({ ...p, deletedAt: p.deletedAt === null ? null : new Date(p.deletedAt) })),
    comboParts: facts.combo_parts,
    staffFound: facts.staff_found,
  };
}

export interface SaleWrite {
  sale: NewSaleRow & { id: string; completedAt: Date | null };
  lines: readonly LineDraft[];
  /** In the order taken; their ids are chosen by the caller so the activity entry can name them. */
  payments: readonly (PlannedPaymentRow & { id: string })[];
  activity: { action: number; details: Record<string, unknown>; ip: string };
  /** The customer's points: spent and earned (one guarded update; skipped when both are 0). */
  points: { customerId: string | null; spend: number; add: number };
  /** Product id → units (negative for a sale); products without a stock count are left alone. */
  stock: ReadonlyMap<string, number>;
}

/** Exported so the sales bench's anchor runs the very same statement. */
export const saleWriteQuery: FixedQuery = {
  name: "sale_create_write_v1",
  text: `
with
s as (
  insert into sales (id, customer_id, vehicle_id, vehicle_type, service_mode, notes, cashier_id, register_session_id, status, invoice_status,
    sub_total, discount_total, tax_total, included_tax_total, amount, paid_total, tip_total, award_points_earned, award_points_redeemed, business_date, completed_at)
  values ($1::uuid, $2::uuid, $3::uuid, $4::text, $5::smallint, $6::text, $7::uuid, $8::uuid, $9::smallint, $10::smallint,
    $11::bigint, $12::bigint, $13::bigint, $14::bigint, $15::bigint, $16::bigint, $17::bigint, $18::int, $19::int, $20::text::date, $21::text::timestamptz)
  returning *),
l as (
  insert into sale_lines (sale_id, position, product_id, kind, name, code, quantity, unit_price, discount_type, discount_rate, tax_type, tax_method,
    tax_rate, unit_discount, unit_tax, discount_total, net_total, tax_total, included_tax_total, sub_total, staff_ids)
  select $1::uuid, x.position, x.product_id, x.kind, x.name, x.code, x.quantity, x.unit_price, x.discount_type, x.discount_rate, x.tax_type, x.tax_method,
    x.tax_rate, x.unit_discount, x.unit_tax, x.discount_total, x.net_total, x.tax_total, x.included_tax_total, x.sub_total, x.staff_ids
  from jsonb_to_recordset($22::text::jsonb) as x(position smallint, product_id uuid, kind smallint, name text, code text, quantity int, unit_price bigint,
    discount_type smallint, discount_rate int, tax_type smallint, tax_method smallint, tax_rate int, unit_discount bigint, unit_tax bigint,
    discount_total bigint, net_total bigint, tax_total bigint, included_tax_total bigint, sub_total bigint, staff_ids jsonb)
  returning *),
p as (
  insert into payments (id, sale_id, method, amount, tip, tendered, change, reference, origin, points, created_by, register_session_id, business_date, created_at)
  select x.id, $1::uuid, x.method, x.amount, x.tip, x.tendered, x.change, x.reference, x.origin, x.points, $7::uuid, $8::uuid, $20::text::date,
    clock_timestamp() + make_interval(secs => x.ord / 1000000.0)
  from jsonb_to_recordset($23::text::jsonb) as x(ord int, id uuid, method smallint, amount bigint, tip bigint, tendered bigint, change bigint,
    reference text, origin smallint, points int)
  returning *),
a as (
  insert into activity_logs (user_id, action, entity, entity_id, details, ip)
  select $7::uuid, $24::int, 'sale', s.id::text, jsonb_build_object('number', s.number) || $25::text::jsonb, $26::text from s),
pts as (
  update customers set award_points = award_points - $28::int + $29::int
  where id = $27::uuid and ($28::int > 0 or $29::int > 0) and award_points >= $28::int
  returning award_points),
moves as (select v.id, v.units from jsonb_to_recordset($30::text::jsonb) as v(id uuid, units int)),
locked as materialized (select id from products where id in (select id from moves) and stock is not null order by id for no key update),
st as (
  update products set stock = products.stock + moves.units, updated_at = now()
  from moves, locked where products.id = moves.id and locked.id = moves.id)
select row_to_json(s) as sale,
  (select coalesce(json_agg(row_to_json(l) order by l.position), '[]'::json) from l) as lines,
  (select coalesce(json_agg(row_to_json(p) order by p.created_at, p.id), '[]'::json) from p) as payments,
  (select award_points from pts) as points
from s`,
};

const saleFromJson = rowFromJson(sales);
const lineFromJson = rowFromJson(saleLines);
const paymentFromJson = rowFromJson(payments);

/** The parameters of saleWriteQuery, in its order. */
export function saleWriteParams(w: SaleWrite): unknown[] {
  const s = w.sale;
  const stock = [...w.stock].filter(([, units]) => units !== 0).map(([id, units]) => ({ id, units }));
  return [
    s.id,
    s.customerId ?? null,
    s.vehicleId ?? null,
    s.vehicleType ?? null,
    s.serviceMode ?? null,
    s.notes ?? "",
    s.cashierId,
    s.registerSessionId ?? null,
    s.status,
    s.invoiceStatus,
    s.subTotal,
    s.discountTotal,
    s.taxTotal,
    s.includedTaxTotal,
    s.amount,
    s.paidTotal ?? 0,
    s.tipTotal ?? 0,
    s.awardPointsEarned ?? 0,
    s.awardPointsRedeemed ?? 0,
    s.businessDate,
    s.completedAt ? s.completedAt.toISOString() : null,
    JSON.stringify(
      w.lines.map((l) => ({
        position: l.position,
        product_id: l.productId ?? null,
        kind: l.kind,
        name: l.name,
        code: l.code ?? "",
        quantity: l.quantity,
        unit_price: l.unitPrice,
        discount_type: l.discountType,
        discount_rate: l.discountRate,
        tax_type: l.taxType,
        tax_method: l.taxMethod,
        tax_rate: l.taxRate,
        unit_discount: l.unitDiscount,
        unit_tax: l.unitTax,
        discount_total: l.discountTotal,
        net_total: l.netTotal,
        tax_total: l.taxTotal,
        included_tax_total: l.includedTaxTotal,
        sub_total: l.subTotal,
        staff_ids: l.staffIds ?? [],
      })),
    ),
    JSON.stringify(
      w.payments.map((p, ord) => ({
        ord,
        id: p.id,
        method: p.method,
        amount: p.amount,
        tip: p.tip ?? 0,
        tendered: p.tendered ?? null,
        change: p.change ?? null,
        reference: p.reference ?? "",
        origin: p.origin ?? null,
        points: p.points ?? null,
      })),
    ),
    w.activity.action,
    JSON.stringify(w.activity.details),
    w.activity.ip,
    w.points.customerId,
    w.points.spend,
    w.points.add,
    JSON.stringify(stock),
  ];
}

/**
 * Writes a new sale in one statement: the sale, its lines and payments, the activity entry, the
 * customer's points and the stock. Stock rows are locked in id order first, so two sales touching
 * the same products wait for each other instead of deadlocking (see moveStock). `points` is the
 * customer's balance after the move, null when it was not moved or they had too few to spend.
 */
export async function writeNewSale(
  db: Executor,
  w: SaleWrite,
): Promise<{ sale: SaleRow; lines: SaleLineRow[]; payments: PaymentRow[]; points: number | null }> {
  const [row] = await runFixed<{ sale: Record<string, unknown>; lines: Record<string, unknown>[]; payments: Record<string, unknown>[]; points: number | null }>(
    db,
    saleWriteQuery,
    saleWriteParams(w),
  );
  const written = row!;
  return {
    sale: saleFromJson(written.sale),
    lines: written.lines.map(lineFromJson),
    payments: written.payments.map(paymentFromJson),
    points: written.points,
  };
}
