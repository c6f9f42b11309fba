import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { customers, users, vehicles } from "../../platform/db/schema";

export type CustomerRow = typeof customers.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;
export type NewVehicleRow = typeof vehicles.$inferInsert;
export type CustomerChanges = Partial<Omit<NewCustomerRow, "id" | "addedBy" | "createdAt" | "deletedAt" | "deletedBy">>;
export type VehicleChanges = Pick<NewVehicleRow, "type" | "make" | "model" | "year" | "color" | "colorCode" | "tag">;

const alive = isNull(customers.deletedAt);

export async function insertCustomer(db: Executor, values: NewCustomerRow): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

export function insertVehicles(db: Executor, rows: NewVehicleRow[]): Promise<VehicleRow[]> {
  return db.insert(vehicles).values(rows).returning();
}

/** A living customer with the name of the staff member who added them. */
export async function findCustomer(db: Executor, id: string) {
  const [row] = await db
    .select({ customer: customers, addedByFirstName: users.firstName, addedByLastName: users.lastName })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.addedBy))
    .where(and(eq(customers.id, id), alive));
  return row ?? null;
}

/**
 * Locks a living customer's row for the rest of the transaction: vehicle changes of one customer
 * queue behind each other, so "keep at least one vehicle" holds under concurrent deletes.
 */
export async function lockCustomer(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), alive))
    .for("update");
  return rows.length > 0;
}

/** The living customer holding a phone (10 digits), other than `exceptId`. */
export async function findCustomerByPhone(db: Executor, phone: string, exceptId?: string) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.phone, phone), alive, exceptId ? ne(customers.id, exceptId) : undefined));
  return row ?? null;
}

export async function updateCustomer(db: Executor, id: string, changes: CustomerChanges): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(customers.id, id), alive))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** Marks the customer deleted; the row (and anything that points at it) stays. */
export async function softDeleteCustomer(db: Executor, id: string, deletedBy: string, at: Date) {
  const [row] = await db
    .update(customers)
    .set({ deletedAt: at, deletedBy })
    .where(and(eq(customers.id, id), alive))
    .returning({ id: customers.id, name: customers.name });
  return row ?? null;
}

/** Living vehicles of some customers, oldest first (the statement, for the benchmark to run as is). */
export function vehiclesOfQuery(db: Executor, customerIds: string[]) {
  return db
    .select()
    .from(vehicles)
    .where(and(inArray(vehicles.customerId, customerIds), isNull(vehicles.deletedAt)))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
}

export async function findVehiclesOf(db: Executor, customerIds: string[]): Promise<VehicleRow[]> {
  return customerIds.length === 0 ? [] : vehiclesOfQuery(db, customerIds);
}

export async function findVehicle(db: Executor, customerId: string, vehicleId: string): Promise<VehicleRow | null> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.customerId, customerId), isNull(vehicles.deletedAt)));
  return row ?? null;
}

export async function updateVehicle(db: Executor, vehicleId: string, changes: VehicleChanges): Promise<VehicleRow> {
  const [row] = await db
    .update(vehicles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(vehicles.id, vehicleId))
    .returning();
  return row!;
}

export async function softDeleteVehicle(db: Executor, vehicleId: string, at: Date): Promise<void> {
  await db.update(vehicles).set({ deletedAt: at }).where(eq(vehicles.id, vehicleId));
}

export async function countVehicles(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vehicles)
    .where(and(eq(vehicles.customerId, customerId), isNull(vehicles.deletedAt)));
  return row?.n ?? 0;
}

/** Marks the customer as changed (a vehicle was added, edited or removed). */
export async function touchCustomer(db: Executor, id: string): Promise<void> {
  await db
    .update(customers)
    .set({ updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}
