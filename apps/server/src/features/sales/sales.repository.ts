import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { MAX_POINTS_BALANCE } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { comboItems, customers, payments, products, refunds, saleLines, sales, users, vehicles } from "../../platform/db/schema";

export type SaleRow = typeof sales.$inferSelect;
export type NewSaleRow = typeof sales.$inferInsert;
export type SaleLineRow = typeof saleLines.$inferSelect;
export type NewSaleLineRow = typeof saleLines.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;
export type SaleChanges = Partial<Omit<NewSaleRow, "id" | "number" | "createdAt">>;

const cashier = alias(users, "cashier");
const deleter = alias(users, "deleter");
const fullName = (t: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`trim(${t.firstName} || ' ' || ${t.lastName})`;

/** Products named on a sale, with what pricing and stock need (deleted ones too: the service says why it refuses). */
export function findProducts(db: Executor, ids: string[]) {
  return db
    .select({
      id: products.id,
      kind: products.kind,
      name: products.name,
      code: products.code,
      price: products.price,
      vehiclePrices: products.vehiclePrices,
      taxType: products.taxType,
      taxMethod: products.taxMethod,
      taxRate: products.taxRate,
      discountType: products.discountType,
      discountRate: products.discountRate,
      active: products.active,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(inArray(products.id, ids));
}
export type ProductForSale = Awaited<ReturnType<typeof findProducts>>[number];

/** What some combos bundle. */
export function findComboParts(db: Executor, comboIds: string[]) {
  if (comboIds.length === 0) return Promise.resolve([]);
  return db
    .select({ comboId: comboItems.comboId, productId: comboItems.productId, quantity: comboItems.quantity })
    .from(comboItems)
    .where(inArray(comboItems.comboId, comboIds));
}

const customerFields = { id: customers.id, name: customers.name, phone: customers.phone, email: customers.email, awardPoints: customers.awardPoints };
const vehicleFields = {
  id: vehicles.id,
  type: vehicles.type,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  color: vehicles.color,
  tag: vehicles.tag,
};

/**
 * A living customer as a sale shows them, and (when asked) one of their living vehicles, in one
 * round trip: `vehicle` is null when the vehicle is not theirs or is gone.
 */
export async function findCustomerAndVehicle(db: Executor, customerId: string, vehicleId: string | null) {
  const [row] = await db
    .select({ customer: customerFields, vehicle: vehicleFields })
    .from(customers)
    .leftJoin(vehicles, and(eq(vehicles.customerId, customers.id), vehicleId ? eq(vehicles.id, vehicleId) : sql`false`, isNull(vehicles.deletedAt)))
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row ?? null;
}
type Found = NonNullable<Awaited<ReturnType<typeof findCustomerAndVehicle>>>;
export type SaleCustomerRow = Found["customer"];
export type SaleVehicleRow = NonNullable<Found["vehicle"]>;

export async function countUsers(db: Executor, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.id, ids));
  return row?.n ?? 0;
}

export function insertLines(db: Executor, rows: NewSaleLineRow[]): Promise<SaleLineRow[]> {
  return db.insert(saleLines).values(rows).returning();
}

/**
 * Rows inserted together share the transaction's now(); the wall clock plus i microseconds keeps them
 * in the order given (payments taken cash first, then card, list in that order).
 */
const inOrder = (i: number) => sql`clock_timestamp() + make_interval(secs => ${i}::int / 1000000.0)`;

export function insertPayments(db: Executor, rows: NewPaymentRow[]): Promise<PaymentRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(payments)
    .values(rows.map((row, i) => ({ ...row, createdAt: inOrder(i) })))
    .returning();
}

export function insertRefunds(db: Executor, rows: NewRefundRow[]): Promise<RefundRow[]> {
  return db
    .insert(refunds)
    .values(rows.map((row, i) => ({ ...row, createdAt: inOrder(i) })))
    .returning();
}

/**
 * The sale row, locked until the transaction ends: payments, refunds, edits and deletes of one sale
 * queue up here. NO KEY UPDATE is enough among them and leaves foreign-key checks (KEY SHARE) alone.
 */
export async function findSale(db: Executor, id: string): Promise<SaleRow | null> {
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  return row ?? null;
}

export async function lockSale(db: Executor, id: string): Promise<SaleRow | null> {
  const [row] = await db.select().from(sales).where(eq(sales.id, id)).for("no key update");
  return row ?? null;
}

export async function updateSale(db: Executor, id: string, changes: SaleChanges): Promise<void> {
  await db
    .update(sales)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(sales.id, id));
}

export function findLines(db: Executor, saleId: string): Promise<SaleLineRow[]> {
  return db.select().from(saleLines).where(eq(saleLines.saleId, saleId)).orderBy(asc(saleLines.position));
}

export async function deleteLines(db: Executor, saleId: string): Promise<void> {
  await db.delete(saleLines).where(eq(saleLines.saleId, saleId));
}

/** Sets refunded quantities of some lines in one statement. */
export async function setLinesRefunded(db: Executor, changes: { id: string; refundedQuantity: number }[]): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::uuid, ${c.refundedQuantity}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${saleLines} set refunded_quantity = v.q
    from (values ${values}) as v(id, q)
    where ${saleLines.id} = v.id`);
}

/** Sets refunded amounts of some payments in one statement. */
export async function setPaymentsRefunded(db: Executor, changes: { id: string; refundedAmount: number }[]): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::uuid, ${c.refundedAmount}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${payments} set refunded_amount = v.a
    from (values ${values}) as v(id, a)
    where ${payments.id} = v.id`);
}

export function findPayments(db: Executor, saleId: string) {
  return db
    .select({ payment: payments, byName: fullName(users) })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.createdBy))
    .where(eq(payments.saleId, saleId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
export type PaymentWithName = Awaited<ReturnType<typeof findPayments>>[number];

export function findRefunds(db: Executor, saleId: string) {
  return db
    .select({ refund: refunds, byName: fullName(users) })
    .from(refunds)
    .innerJoin(users, eq(users.id, refunds.createdBy))
    .where(eq(refunds.saleId, saleId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}
export type RefundWithName = Awaited<ReturnType<typeof findRefunds>>[number];

/** The sale with its cashier, customer, vehicle and who deleted it (deleted sales too). */
export async function findSaleHeader(db: Executor, id: string) {
  const [row] = await db
    .select({
      sale: sales,
      cashierName: fullName(cashier),
      customer: customerFields,
      vehicle: vehicleFields,
      deletedByName: sql<string | null>`trim(${deleter.firstName} || ' ' || ${deleter.lastName})`,
    })
    .from(sales)
    .innerJoin(cashier, eq(cashier.id, sales.cashierId))
    .leftJoin(customers, eq(customers.id, sales.customerId))
    .leftJoin(vehicles, eq(vehicles.id, sales.vehicleId))
    .leftJoin(deleter, eq(deleter.id, sales.deletedBy))
    .where(eq(sales.id, id));
  return row ?? null;
}
export type SaleHeader = NonNullable<Awaited<ReturnType<typeof findSaleHeader>>>;

/**
 * Moves a customer's points: spends `spend` (refused, returning null, when they have fewer) and adds
 * `add`, in one statement so two payments with points at once cannot both spend the same points.
 * The balance stops growing at the domain's MAX_POINTS_BALANCE.
 */
export async function movePoints(db: Executor, customerId: string, spend: number, add: number): Promise<number | null> {
  const [row] = await db
    .update(customers)
    .set({ awardPoints: sql`least(${customers.awardPoints}::bigint - ${spend}::int + ${add}::int, ${MAX_POINTS_BALANCE}::bigint)::int` })
    .where(and(eq(customers.id, customerId), sql`${customers.awardPoints} >= ${spend}::int`))
    .returning({ awardPoints: customers.awardPoints });
  return row?.awardPoints ?? null;
}

/** Gives back and takes back points after a refund; a balance already spent stops at zero rather than going into debt. */
export async function adjustPoints(db: Executor, customerId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .update(customers)
    .set({ awardPoints: sql`least(greatest(${customers.awardPoints}::bigint + ${delta}::int, 0), ${MAX_POINTS_BALANCE}::bigint)::int` })
    .where(eq(customers.id, customerId));
}

export async function customerPoints(db: Executor, customerId: string): Promise<number> {
  const [row] = await db.select({ points: customers.awardPoints }).from(customers).where(eq(customers.id, customerId));
  return row?.points ?? 0;
}
