import { describe, expect, it } from "vitest";
import { eq, isNull } from "drizzle-orm";
import { ItemKind, pricePurchase } from "@washdesk/domain";
import { seededDemoShop } from "../../test/demo-shop-database";
import { products, purchaseLines, purchases, vendors } from "../platform/db/schema";

const started = Date.now();
const demo = seededDemoShop();

describe("the demo shop's vendors and purchases", () => {
  it("has three vendors with stored 10-digit phones", async () => {
    const rows = await demo.db.select().from(vendors).where(isNull(vendors.deletedAt));
    expect(rows.map((row) => row.company).sort()).toEqual(["Detail Pro Chemicals", "Fresh Scents Distributors", "Shine Wholesale Supply"]);
    for (const row of rows) expect(row.phone).toMatch(/^\d{10}$/);
  });

  it("restocks the retail products about twice a month over the last year, each amount the sum of its lines", async () => {
    const rows = await demo.db.select().from(purchases);
    expect(rows.length).toBeGreaterThanOrEqual(18);
    const year = 366 * 24 * 60 * 60 * 1000;
    for (const row of rows) {
      expect(row.date.getTime()).toBeGreaterThan(started - year);
      expect(row.date.getTime()).toBeLessThan(started);
    }
    const months = new Set(rows.map((row) => row.date.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(11);

    const lines = await demo.db.select().from(purchaseLines);
    const standard = new Set((await demo.db.select({ id: products.id }).from(products).where(eq(products.kind, ItemKind.Standard))).map((p) => p.id));
    for (const row of rows) {
      const own = lines.filter((line) => line.purchaseId === row.id);
      expect(own.length).toBeGreaterThan(0);
      for (const line of own) expect(standard.has(line.productId!)).toBe(true);
      const priced = pricePurchase(
        own.map((line) => ({
          price: line.price,
          quantity: line.quantity,
          discount: { type: line.discountType, rate: line.discountRate },
          tax: { type: line.taxType, method: line.taxMethod, rate: line.taxRate },
        })),
      );
      expect(row.amount).toBe(priced.amount);
      expect(own.map((line) => line.subTotal)).toEqual(priced.lines.map((line) => line.subTotal));
    }
  });
});
