import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { ItemKind, TaxMethod, TaxType, type PaymentRequest, type RefundInput, type Sale, type SaleCreate } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";
import { comboItems, customers, products } from "../../platform/db/schema";

let nextCode = 0;

/** A product row straight in the table (the catalog routes are another feature's). */
export async function insertProduct(app: TestApp, values: Partial<typeof products.$inferInsert> = {}) {
  nextCode += 1;
  const [row] = await app.db
    .insert(products)
    .values({ kind: ItemKind.Standard, name: `Product ${nextCode}`, code: `T-${nextCode}-${randomUUID().slice(0, 8)}`, price: 1000, ...values })
    .returning();
  return row!;
}

/** 8.875 % on top of the price. */
export const nyExclusiveTax = { taxType: TaxType.Percentage, taxMethod: TaxMethod.Exclusive, taxRate: 8875 };

export async function insertCombo(app: TestApp, price: number, parts: { productId: string; quantity: number }[]) {
  const combo = await insertProduct(app, { kind: ItemKind.Combo, price, name: "Combo" });
  await app.db.insert(comboItems).values(parts.map((p) => ({ comboId: combo.id, ...p })));
  return combo;
}

export async function stockOf(app: TestApp, productId: string): Promise<number | null> {
  const [row] = await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? null;
}

export async function pointsOf(app: TestApp, customerId: string): Promise<number> {
  const [row] = await app.db.select({ points: customers.awardPoints }).from(customers).where(eq(customers.id, customerId));
  return row!.points;
}

export async function setPoints(app: TestApp, customerId: string, points: number): Promise<void> {
  await app.db.update(customers).set({ awardPoints: points }).where(eq(customers.id, customerId));
}

export const keyed = (key: string = randomUUID()) => ({ "idempotency-key": key });

export function postSale(app: TestApp, token: string, body: SaleCreate, key?: string) {
  return call(app, "POST", "/api/sales", { token, body, headers: keyed(key) });
}

/** Rings up a sale and returns it; fails the test when the API refuses. */
export async function createSale(app: TestApp, token: string, body: SaleCreate): Promise<Sale> {
  const { response, envelope } = await postSale(app, token, body);
  if (response.statusCode !== 200) throw new Error(`sale failed: ${envelope.message}`);
  return envelope.body as Sale;
}

export function postPayment(app: TestApp, token: string, saleId: string, body: PaymentRequest, key?: string) {
  return call(app, "POST", `/api/sales/${saleId}/payments`, { token, body, headers: keyed(key) });
}

export function postRefund(app: TestApp, token: string, saleId: string, body: RefundInput, key?: string) {
  return call(app, "POST", `/api/sales/${saleId}/refunds`, { token, body, headers: keyed(key) });
}
