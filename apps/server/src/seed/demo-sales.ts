import { and, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  DiscountType,
  InvoiceStatus,
  ItemKind,
  OrderStatus,
  PaymentMethod,
  pointsEarned,
  pricedSaleLines,
  proportionalDelta,
  VoidOrRefund,
  type VehicleType,
} from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { businessDateAt } from "../platform/shop-clock";
import { customers, payments, products, refunds, saleLines, sales, vehicles } from "../platform/db/schema";
import { readShopSettings } from "../features/settings/settings.service";
import { readAwardPointsSettings } from "../features/settings/award-points.service";
import { findDemoStaff } from "./demo-staff";
import { saleProductOf } from "../features/sales/sale-lines";
import { seededRandom } from "./seeded-random";

export const DEMO_SALE_DAYS = 183;
const DAY = 24 * 60 * 60 * 1000;
const vehicleTypes: VehicleType[] = ["Sedan", "SUV", "LargeSUV", "LargePickup", "Van"];
const refundReasons = ["Customer not satisfied with the dry", "Spots left on the windshield", "Charged the wrong package", "Goodwill: waited too long"];
const voidReasons = ["Rang up twice", "Wrong vehicle type", "Customer changed their mind"];

type ProductRow = typeof products.$inferSelect;
type SaleInsert = typeof sales.$inferInsert;
type LineInsert = typeof saleLines.$inferInsert;
type PaymentInsert = typeof payments.$inferInsert;
type RefundInsert = typeof refunds.$inferInsert;

/**
 * One INSERT for many rows: the rows travel as a single JSON parameter and PostgreSQL reads them
 * with the table's own row type. Thousands of bound parameters are what make a seed slow on PGlite;
 * columns left out of the rows (the receipt number, timestamps with defaults) get their defaults.
 */
async function insertJson<T extends PgTable>(db: Executor, table: T, rows: T["$inferInsert"][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] as object).filter((key) => columns[key]);
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(", ");
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key] ?? null]))));
  await db.execute(sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${table}, ${json}::json)`);
}

/**
 * Six months of sales for the demo shop, priced with the domain functions from the products in the
 * database: mostly washes (the vehicle's price), some add-ons and retail, paid by card or cash (with
 * change), a few refunds, partial refunds and voids, and today's last sales still open. Built in
 * memory and written with a handful of multi-row INSERTs so start-up stays fast. The catalog's
 * stock counts are today's, so these past sales move no stock; customers' points do follow.
 */
export async function seedDemoSales(db: Executor, now: Date): Promise<{ sales: number }> {
  const random = seededRandom(20_260_603);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  /** A v4-shaped id from the seeded generator, so the demo data is the same every time. */
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  const { timeZone } = (await readShopSettings(db)).utility;
  const points = await readAwardPointsSettings(db);

  const catalog = await db
    .select()
    .from(products)
    .where(and(isNull(products.deletedAt), eq(products.active, true)))
    .orderBy(products.code);
  const staff = await findDemoStaff(db);
  const people = await db
    .select({ customerId: customers.id, vehicleId: vehicles.id, vehicleType: vehicles.type })
    .from(vehicles)
    .innerJoin(customers, eq(customers.id, vehicles.customerId))
    .where(and(isNull(customers.deletedAt), isNull(vehicles.deletedAt)))
    .orderBy(vehicles.id);
  // Washes and packages make a visit; cheap services are add-ons; standard products are retail.
  const mains = catalog.filter((p) => p.kind !== ItemKind.Standard && p.price >= 1000);
  const addOns = catalog.filter((p) => p.kind === ItemKind.Service && p.price < 1000);
  const retail = catalog.filter((p) => p.kind === ItemKind.Standard);
  if (mains.length === 0 || !staff) return { sales: 0 };
  // Cheaper visits are far more common than a ceramic coating.
  const weights = mains.map((p) => 1 / (p.price / 100) ** 1.6);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const pickMain = () => {
    let r = random() * weightSum;
    for (let i = 0; i < mains.length; i++) if ((r -= weights[i]!) <= 0) return mains[i]!;
    return mains[mains.length - 1]!;
  };
  const { cashier, owner } = staff;

  const saleRows: SaleInsert[] = [];
  const lineRows: LineInsert[] = [];
  const paymentRows: PaymentInsert[] = [];
  const refundRows: RefundInsert[] = [];
  const pointsByCustomer = new Map<string, number>();
  const addPoints = (customerId: string | null, n: number) => {
    if (customerId && n !== 0) pointsByCustomer.set(customerId, (pointsByCustomer.get(customerId) ?? 0) + n);
  };

  for (let daysAgo = DEMO_SALE_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const day = new Date(now.getTime() - daysAgo * DAY);
    const weekend = [0, 6].includes(day.getUTCDay());
    const count = Math.floor(weekend ? 18 + random() * 10 : 10 + random() * 8);
    // 12:00–23:00 UTC is the working day (about 7 am to 7 pm) in the Americas, on one calendar day.
    const opening = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12);
    const times = Array.from({ length: count }, () => opening + Math.floor(random() * 11 * 60) * 60_000)
      .filter((t) => t < now.getTime() - 5 * 60_000)
      .sort((a, b) => a - b);
    times.forEach((time, index) => {
      const at = new Date(time);
      const businessDate = businessDateAt(at, timeZone);
      const person = random() < 0.7 && people.length > 0 ? pick(people) : null;
      const vehicleType = person?.vehicleType ?? pick(vehicleTypes);
      const chosen: { product: ProductRow; quantity: number; discount?: { type: DiscountType; rate: number } }[] = [
        { product: pickMain(), quantity: 1, discount: random() < 0.08 ? { type: DiscountType.Percentage, rate: 10_000 } : undefined },
      ];
      const extra = random();
      if (addOns.length > 0 && extra < 0.35) chosen.push({ product: pick(addOns), quantity: 1 });
      if (addOns.length > 1 && extra < 0.1) chosen.push({ product: pick(addOns.filter((p) => p.id !== chosen[1]!.product.id)), quantity: 1 });
      if (retail.length > 0 && random() < 0.15) chosen.push({ product: pick(retail), quantity: 1 + Math.floor(random() * 2) });
      const toPrice = chosen.map((c) => ({
        product: { ...saleProductOf(c.product), name: c.product.name, code: c.product.code },
        quantity: c.quantity,
        discount: c.discount,
      }));
      const { values, pricing } = pricedSaleLines(toPrice, vehicleType);
      const saleId = uuid();
      const customerId = person?.customerId ?? null;
      const openToday = daysAgo === 0 && index >= times.length - 2;

      const outcome = random();
      const methodRoll = random();
      const method =
        methodRoll < 0.35
          ? PaymentMethod.Cash
          : methodRoll < 0.88
            ? PaymentMethod.CreditCard
            : methodRoll < 0.95
              ? PaymentMethod.Debit
              : PaymentMethod.Terminal;
      const tip = method !== PaymentMethod.Cash && random() < 0.35 ? Math.round((pricing.amount * (0.1 + random() * 0.1)) / 25) * 25 : 0;
      const tendered =
        method === PaymentMethod.Cash ? (random() < 0.3 ? pricing.amount : Math.ceil(pricing.amount / 500) * 500 + (random() < 0.3 ? 1000 : 0)) : null;
      const paymentId = uuid();
      const paidAt = new Date(time + 60_000);
      const earned = customerId ? pointsEarned(pricing.amount, points) : 0;

      let status: OrderStatus = openToday ? OrderStatus.Pending : OrderStatus.Completed;
      let refundedTotal = 0;
      let unitsReturned = false;
      if (!openToday) {
        paymentRows.push({
          id: paymentId,
          saleId,
          method,
          amount: pricing.amount,
          tip,
          tendered,
          change: tendered === null ? null : tendered - pricing.amount,
          reference: method === PaymentMethod.Cash ? "" : `AUTH ${100000 + Math.floor(random() * 900000)}`,
          createdBy: cashier.id,
          createdAt: paidAt,
          businessDate: businessDateAt(paidAt, timeZone),
          refundedAmount: 0,
        });
        addPoints(customerId, earned);
        const refund = (kind: VoidOrRefund, amount: number, reason: string, when: Date, lines: RefundInsert["lines"], takenBack: number) => {
          refundRows.push({
            id: uuid(),
            groupId: uuid(),
            saleId,
            kind,
            amount,
            method,
            paymentId,
            reason,
            lines,
            businessDate: businessDateAt(when, timeZone),
            pointsTakenBack: takenBack,
            createdBy: owner.id,
            createdAt: when,
          });
          paymentRows[paymentRows.length - 1]!.refundedAmount = amount;
          refundedTotal = amount;
          addPoints(customerId, -takenBack);
        };
        if (outcome < 0.01) {
          status = OrderStatus.Cancel;
          unitsReturned = true;
          refund(VoidOrRefund.VOID, pricing.amount, pick(voidReasons), new Date(time + 10 * 60_000), [], earned);
        } else if (outcome < 0.025) {
          status = OrderStatus.Refund;
          unitsReturned = true;
          const when = new Date(Math.min(time + Math.floor(random() * 3) * DAY + 3_600_000, now.getTime() - 60_000));
          refund(VoidOrRefund.REFUND, pricing.amount, pick(refundReasons), when, [], earned);
        } else if (outcome < 0.04 && pricing.amount >= 400) {
          status = OrderStatus.PartialRefund;
          const amount = Math.round((pricing.amount * (0.2 + random() * 0.3)) / 100) * 100;
          const when = new Date(Math.min(time + 3_600_000, now.getTime() - 60_000));
          refund(VoidOrRefund.REFUND, amount, pick(refundReasons), when, [], proportionalDelta(earned, 0, amount, pricing.amount));
        }
      }
      const paid = openToday ? 0 : pricing.amount;
      saleRows.push({
        id: saleId,
        customerId,
        vehicleId: person?.vehicleId ?? null,
        vehicleType,
        serviceMode: random() < 0.8 ? 2 : 1,
        notes: "",
        cashierId: random() < 0.75 ? cashier.id : owner.id,
        status,
        invoiceStatus: openToday ? InvoiceStatus.Pending : InvoiceStatus.Paid,
        subTotal: pricing.subTotal,
        discountTotal: pricing.discountTotal,
        taxTotal: pricing.taxTotal,
        includedTaxTotal: pricing.includedTaxTotal,
        amount: pricing.amount,
        paidTotal: paid,
        tipTotal: openToday ? 0 : tip,
        refundedTotal,
        awardPointsEarned: openToday ? 0 : earned,
        businessDate,
        createdAt: at,
        updatedAt: at,
        completedAt: openToday ? null : paidAt,
      });
      chosen.forEach((c, i) => {
        lineRows.push({ saleId, position: i + 1, productId: c.product.id, ...values[i]!, refundedQuantity: unitsReturned ? c.quantity : 0 });
      });
    });
  }

  // In time order, so receipt numbers (bigserial) rise with the dates.
  await insertJson(db, sales, saleRows);
  await insertJson(db, saleLines, lineRows);
  await insertJson(db, payments, paymentRows);
  await insertJson(db, refunds, refundRows);
  const earnedRows = [...pointsByCustomer].filter(([, n]) => n !== 0);
  if (earnedRows.length > 0) {
    const values = sql.join(
      earnedRows.map(([id, n]) => sql`(${id}::uuid, ${n}::int)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${customers} set award_points = greatest(${customers.awardPoints} + v.n, 0) from (values ${values}) as v(id, n) where ${customers.id} = v.id`,
    );
  }
  return { sales: saleRows.length };
}
