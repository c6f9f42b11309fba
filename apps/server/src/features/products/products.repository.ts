import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { ItemKind } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { comboItems, products } from "../../platform/db/schema";

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductChanges = Omit<NewProductRow, "id" | "createdAt" | "updatedAt" | "deletedAt">;
export type ComboItemRow = { comboId: string; productId: string; quantity: number; name: string; code: string; kind: ItemKind };

const alive = isNull(products.deletedAt);

export async function insertProduct(db: Executor, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function findProduct(db: Executor, id: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), alive));
  return row ?? null;
}

/** The living product holding a code (codes compare without case), other than `exceptId`. */
export async function findProductByCode(db: Executor, code: string, exceptId?: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(sql`lower(${products.code}) = lower(${code})`, alive, exceptId ? ne(products.id, exceptId) : undefined));
  return row ?? null;
}

/** Living products among some ids, with what the combo rules look at. */
export function findProductsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, kind: products.kind })
    .from(products)
    .where(and(inArray(products.id, ids), alive));
}

export async function updateProduct(db: Executor, id: string, changes: Partial<ProductChanges>): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), alive))
    .returning();
  return row ?? null;
}

/** Marks the product deleted; the row stays for the sales lines that name it, its code is free again. */
export async function softDeleteProduct(db: Executor, id: string, at: Date) {
  const [row] = await db
    .update(products)
    .set({ deletedAt: at })
    .where(and(eq(products.id, id), alive))
    .returning({ id: products.id, name: products.name });
  return row ?? null;
}

/** The parts of some combos, by name (the table keeps no order of its own). */
export async function findComboItems(db: Executor, comboIds: string[]): Promise<ComboItemRow[]> {
  if (comboIds.length === 0) return [];
  return db
    .select({
      comboId: comboItems.comboId,
      productId: comboItems.productId,
      quantity: comboItems.quantity,
      name: products.name,
      code: products.code,
      kind: products.kind,
    })
    .from(comboItems)
    .innerJoin(products, eq(products.id, comboItems.productId))
    .where(inArray(comboItems.comboId, comboIds))
    .orderBy(asc(products.name), asc(products.id));
}

/** Replaces what a combo bundles (none for a product that is not, or no longer, a combo). */
export async function replaceComboItems(db: Executor, comboId: string, items: { productId: string; quantity: number }[]): Promise<void> {
  await db.delete(comboItems).where(eq(comboItems.comboId, comboId));
  if (items.length > 0) await db.insert(comboItems).values(items.map((item) => ({ comboId, ...item })));
}

/** A living combo that bundles this product, if any. */
export async function findComboContaining(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(comboItems)
    .innerJoin(products, eq(products.id, comboItems.comboId))
    .where(and(eq(comboItems.productId, productId), alive))
    .limit(1);
  return row ?? null;
}
