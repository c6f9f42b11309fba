import { describe, expect, it } from "vitest";
import { isNull, sql } from "drizzle-orm";
import { colorNameFromHex, normalizePhone, titleCase, VehicleType } from "@washdesk/domain";
import { seededDemoShop } from "../../test/demo-shop-database";
import { customers, vehicles } from "../platform/db/schema";
import { vehicleCatalog } from "../features/vehicles/vehicle-catalog";
import { DEMO_CUSTOMER_COUNT, demoModels } from "./demo-customers";

const demo = seededDemoShop();

describe("the demo shop's customers", () => {
  it("has a few hundred customers as the server would have saved them", async () => {
    const rows = await demo.db.select().from(customers).where(isNull(customers.deletedAt));
    expect(rows).toHaveLength(DEMO_CUSTOMER_COUNT);
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
    for (const row of rows) {
      expect(normalizePhone(row.phone)).toBe(row.phone);
      expect(titleCase(row.name)).toBe(row.name);
      expect(row.addedBy).not.toBeNull();
    }
  });

  it("gives every customer one or two vehicles with derived colour names", async () => {
    const perCustomer = await demo.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vehicles)
      .groupBy(vehicles.customerId);
    expect(perCustomer).toHaveLength(DEMO_CUSTOMER_COUNT);
    expect(perCustomer.every(({ n }) => n === 1 || n === 2)).toBe(true);
    const sample = await demo.db.select().from(vehicles).limit(50);
    for (const v of sample) expect(v.color).toBe(colorNameFromHex(v.colorCode));
  });
});

describe("the demo shop's vehicles", () => {
  it("are of the type their model is priced as (a sedan is never a large pickup)", async () => {
    const rows = await demo.db.select({ make: vehicles.make, model: vehicles.model, type: vehicles.type }).from(vehicles);
    expect(rows.length).toBeGreaterThan(DEMO_CUSTOMER_COUNT);
    for (const row of rows) {
      const known = demoModels[row.make]?.find(([model]) => model === row.model);
      expect(known, `${row.make} ${row.model}`).toBeDefined();
      expect(row.type).toBe(known?.[1]);
      expect(vehicleCatalog[row.make]).toContain(row.model);
    }
    const civic = rows.find((row) => row.model === "Civic");
    if (civic) expect(civic.type).toBe(VehicleType.Sedan);
    // Every type shows up, so every price of a washed vehicle can be seen in the demo.
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(Object.values(VehicleType)));
  });
});
