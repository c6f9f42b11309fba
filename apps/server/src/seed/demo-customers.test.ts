import { describe, expect, it } from "vitest";
import { isNull, sql } from "drizzle-orm";
import { colorNameFromHex, normalizePhone, titleCase } from "@washdesk/domain";
import { seededDemoShop } from "../../test/demo-shop-database";
import { customers, vehicles } from "../platform/db/schema";
import { DEMO_CUSTOMER_COUNT } from "./demo-customers";

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
