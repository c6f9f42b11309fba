import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { products, purchaseLines, purchases, users, vendors } from "../../platform/db/schema";

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchaseRow = typeof purchases.$inferInsert;
export type PurchaseLineRow = typeof purchaseLines.$inferSelect;
export type NewPurchaseLineRow = typeof purchaseLines.$inferInsert;
export type PurchaseChanges = Pick<NewPurchaseRow, "date" | "vendorId" | "paidBy" | "amount" | "attachments" | "notes">;

const alive = isNull(purchases.deletedAt);

export async function insertPurchase(db: Executor, values: NewPurchaseRow): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  return row!;
}

export async function insertLines(db: Executor, rows: NewPurchaseLineRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(purchaseLines).values(rows);
}

/** The lines belong to their purchase alone: an edit replaces them all. */
export async function deleteLines(db: Executor, purchaseId: string): Promise<void> {
  await db.delete(purchaseLines).where(eq(purchaseLines.purchaseId, purchaseId));
}

export function findLines(db: Executor, purchaseId: string): Promise<PurchaseLineRow[]> {
  return db.select().from(purchaseLines).where(eq(purchaseLines.purchaseId, purchaseId)).orderBy(asc(purchaseLines.position));
}

/**
 * Locks a living purchase for the rest of the transaction: an edit and a delete of the same
 * purchase queue, so its stock is never taken back twice.
 */
export async function lockPurchase(db: Executor, id: string): Promise<PurchaseRow | null> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, id), alive))
    .for("update");
  return row ?? null;
}

/** A living purchase with its vendor's company (even a deleted vendor's) and who entered it. */
export async function findPurchase(db: Executor, id: string) {
  const [row] = await db
    .select({ purchase: purchases, company: vendors.company, createdByFirstName: users.firstName, createdByLastName: users.lastName })
    .from(purchases)
    .innerJoin(vendors, eq(vendors.id, purchases.vendorId))
    .leftJoin(users, eq(users.id, purchases.createdBy))
    .where(and(eq(purchases.id, id), alive));
  return row ?? null;
}

export async function updatePurchase(db: Executor, id: string, changes: PurchaseChanges): Promise<void> {
  await db
    .update(purchases)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(purchases.id, id));
}

export async function softDeletePurchase(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(purchases).set({ deletedAt: at }).where(eq(purchases.id, id));
}

/** A living vendor's company, or null. */
export async function findLivingVendor(db: Executor, id: string) {
  const [row] = await db
    .select({ id: vendors.id, company: vendors.company })
    .from(vendors)
    .where(and(eq(vendors.id, id), isNull(vendors.deletedAt)));
  return row ?? null;
}

export type LineProduct = Pick<typeof products.$inferSelect, "id" | "name" | "code" | "category" | "image" | "stock" | "deletedAt">;

/** The products named on lines, deleted ones included (the caller decides which it accepts). */
export function findLineProducts(db: Executor, ids: string[]): Promise<LineProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      category: products.category,
      image: products.image,
      stock: products.stock,
      deletedAt: products.deletedAt,
    })
    .from(products)
    .where(inArray(products.id, ids));
}
