import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ItemKind, priceForVehicleType, TaxType, VehicleType } from "@washdesk/domain";
import { openTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../platform/db/database";
import { comboItems, products } from "../platform/db/schema";
import { DEMO_RETAIL_TAX, seedDemoCatalog, type DemoProduct } from "./demo-catalog";

let handle: DatabaseHandle;
let seeded: DemoProduct[];
beforeAll(async () => {
  handle = await openTestDatabase();
  seeded = await seedDemoCatalog(handle.db);
});
afterAll(() => handle.close());

const byCode = (code: string) => seeded.find((p) => p.code === code)!;
const pricing = (row: DemoProduct) => ({ kind: row.kind, price: row.price, vehiclePrices: row.vehiclePrices });

describe("the demo catalog", () => {
  it("returns every product it stored, each code once", async () => {
    expect(await handle.db.$count(products)).toBe(seeded.length);
    expect(new Set(seeded.map((p) => p.code.toLowerCase())).size).toBe(seeded.length);
    expect(new Set(seeded.map((p) => p.category))).toEqual(new Set(["Washes", "Detailing", "Add-ons", "Packages", "Retail"]));
  });

  it("prices washes per vehicle type, the sedan at the base price", () => {
    const deluxe = pricing(byCode("WASH-DLX"));
    expect(priceForVehicleType(deluxe, VehicleType.Sedan)).toBe(1800);
    expect(priceForVehicleType(deluxe, VehicleType.SUV)).toBe(2200);
    expect(priceForVehicleType(deluxe, VehicleType.Van)).toBe(2600);
  });

  it("taxes retail at 8.875 % exclusive and keeps its stock; services carry neither", () => {
    for (const row of seeded) {
      if (row.kind === ItemKind.Standard) {
        expect({ type: row.taxType, method: row.taxMethod, rate: row.taxRate }).toEqual(DEMO_RETAIL_TAX);
        expect(row.stock).toBeGreaterThan(0);
      } else {
        expect(row.taxType).toBe(TaxType.NoTax);
        expect(row.stock).toBeNull();
      }
    }
  });

  it("bundles a deluxe wash, hand wax and tire shine in the combo, for less than apart", async () => {
    const combo = byCode("CMB-SHINE");
    const parts = await handle.db.select().from(comboItems).where(eq(comboItems.comboId, combo.id));
    const partRows = parts.map((part) => seeded.find((p) => p.id === part.productId)!);
    expect(partRows.map((p) => p.code).sort()).toEqual(["ADD-TIRE", "ADD-WAX", "WASH-DLX"]);
    expect(combo.price).toBeLessThan(partRows.reduce((sum, p) => sum + p.price, 0));
  });
});
