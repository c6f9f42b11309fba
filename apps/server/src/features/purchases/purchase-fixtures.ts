import { eq } from "drizzle-orm";
import { ItemKind, type PurchaseInput } from "@washdesk/domain";
import type { TestApp } from "../../../test/test-app";
import { products } from "../../platform/db/schema";

let next = 0;

/** A product row written straight to the catalog table (the catalog's API is another feature's). */
export async function insertProduct(app: TestApp, values: Partial<typeof products.$inferInsert> = {}) {
  next += 1;
  const [row] = await app.db
    .insert(products)
    .values({ kind: ItemKind.Standard, name: `Towel ${next}`, code: `PUR-${next}`, category: "Retail", price: 999, cost: 450, stock: 10, ...values })
    .returning();
  return row!;
}

export async function stockOf(app: TestApp, productId: string): Promise<number | null> {
  const [row] = await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? null;
}

export function purchaseInput(vendor: string, overrides: Partial<PurchaseInput> = {}): PurchaseInput {
  return { date: "2026-05-20 10:15:00", vendor, paidBy: "Check", amount: 1000, notes: "", attachments: [], products: [], ...overrides };
}
