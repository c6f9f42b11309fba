import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNull, sql } from "drizzle-orm";
import { colorNameFromHex, normalizePhone, titleCase } from "@washdesk/domain";
import { openTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../platform/db/database";
import { customers, vehicles } from "../platform/db/schema";
import { ensureBaseData } from "./base-data";
import { seedDemoShop } from "./demo-shop";
import { DEMO_CUSTOMER_COUNT } from "./demo-customers";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await ensureBaseData(handle.db);
  await seedDemoShop(handle.db);
});
afterAll(() => handle.close());

describe("the demo shop's customers", () => {
  it("has a few hundred customers as the server would have saved them", async () => {
    const rows = await handle.db.select().from(customers).where(isNull(customers.deletedAt));
    expect(rows).toHaveLength(DEMO_CUSTOMER_COUNT);
    expect(new Set(rows.map((r) => r.phone)).size).toBe(rows.length);
    for (const row of rows) {
      expect(normalizePhone(row.phone)).toBe(row.phone);
      expect(titleCase(row.name)).toBe(row.name);
      expect(row.addedBy).not.toBeNull();
    }
  });

  it("gives every customer one or two vehicles with derived colour names", async () => {
    const perCustomer = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vehicles)
      .groupBy(vehicles.customerId);
    expect(perCustomer).toHaveLength(DEMO_CUSTOMER_COUNT);
    expect(perCustomer.every(({ n }) => n === 1 || n === 2)).toBe(true);
    const sample = await handle.db.select().from(vehicles).limit(50);
    for (const v of sample) expect(v.color).toBe(colorNameFromHex(v.colorCode));
  });
});
