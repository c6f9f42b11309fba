import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { OrderStatus, UserStatus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { accountCharges, accountPayments, accountStatements, customers, groups, houseAccounts, sales, users } from "../../platform/db/schema";

export type HouseAccountRow = typeof houseAccounts.$inferSelect;
export type NewHouseAccountRow = typeof houseAccounts.$inferInsert;

/** The customer a house account belongs to (living customers only). */
export async function findCustomer(db: Executor, customerId: string) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row ?? null;
}

export async function findAccount(db: Executor, customerId: string): Promise<HouseAccountRow | null> {
  const [row] = await db.select().from(houseAccounts).where(eq(houseAccounts.customerId, customerId));
  return row ?? null;
}

/** The account row locked to the commit: charges and payments on one account go one at a time. */
export async function lockAccount(db: Executor, customerId: string): Promise<HouseAccountRow | null> {
  const [row] = await db.select().from(houseAccounts).where(eq(houseAccounts.customerId, customerId)).for("update");
  return row ?? null;
}

export async function upsertAccount(db: Executor, row: NewHouseAccountRow): Promise<void> {
  const { customerId: _customerId, ...changes } = row;
  await db
    .insert(houseAccounts)
    .values(row)
    .onConflictDoUpdate({ target: houseAccounts.customerId, set: { ...changes, updatedAt: sql`now()` } });
}

/** Statuses in which a charged sale still owes: completed, or partly refunded. */
const owingStatuses = [OrderStatus.Completed, OrderStatus.PartialRefund];

/** A customer's charged sales with something still owed, oldest first, with their invoice facts. */
export function findOpenInvoices(db: Executor, customerId: string) {
  return db
    .select({
      saleId: sales.id,
      number: sales.number,
      amount: sales.amount,
      paidTotal: sales.paidTotal,
      invoiceStatus: sales.invoiceStatus,
      invoiceDate: accountCharges.invoiceDate,
      driverName: accountCharges.driverName,
      reference: accountCharges.reference,
    })
    .from(sales)
    .innerJoin(accountCharges, eq(accountCharges.saleId, sales.id))
    .where(
      and(
        eq(sales.customerId, customerId),
        eq(sales.onAccount, true),
        isNull(sales.deletedAt),
        inArray(sales.status, owingStatuses),
        gt(sales.amount, sales.paidTotal),
      ),
    )
    .orderBy(asc(accountCharges.invoiceDate), asc(sales.number));
}
export type OpenInvoiceRow = Awaited<ReturnType<typeof findOpenInvoices>>[number];

export async function insertCharge(db: Executor, row: typeof accountCharges.$inferInsert): Promise<void> {
  await db.insert(accountCharges).values(row);
}

export async function insertAccountPayment(db: Executor, row: typeof accountPayments.$inferInsert) {
  const [inserted] = await db.insert(accountPayments).values(row).returning();
  return inserted!;
}

/** Customers whose active or closed account still owes: the monthly statements go to them. */
export async function customersOwing(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ customerId: houseAccounts.customerId })
    .from(houseAccounts)
    .innerJoin(sales, and(eq(sales.customerId, houseAccounts.customerId), eq(sales.onAccount, true)))
    .where(and(isNull(sales.deletedAt), inArray(sales.status, owingStatuses), gt(sales.amount, sales.paidTotal)));
  return rows.map((row) => row.customerId);
}

/**
 * Records a statement; the monthly one only once per customer and month (the partial unique
 * index): answers false when that month's statement was already recorded.
 */
export async function recordStatement(db: Executor, row: typeof accountStatements.$inferInsert): Promise<number | null> {
  const rows = await db.insert(accountStatements).values(row).onConflictDoNothing().returning({ id: accountStatements.id });
  return rows[0]?.id ?? null;
}

export async function setStatementOutbox(db: Executor, id: number, outboxId: number): Promise<void> {
  await db.update(accountStatements).set({ outboxId }).where(eq(accountStatements.id, id));
}

/** Whether a payment on this account already carries this reference (a checkout's id, for payments by link). */
export async function hasAccountPaymentWithReference(db: Executor, customerId: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accountPayments.id })
    .from(accountPayments)
    .where(and(eq(accountPayments.customerId, customerId), eq(accountPayments.reference, reference)))
    .limit(1);
  return row !== undefined;
}

/** The shop's longest-standing active owner: who a payment arriving by itself is recorded under when nobody else is named. */
export async function firstActiveOwner(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(and(eq(users.status, UserStatus.ACTIVE), eq(groups.isOwner, true)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row?.id ?? null;
}
