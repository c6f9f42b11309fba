import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { QuoteStatus } from "@washdesk/domain";
import { openTestDatabase } from "../../test/test-database";
import type { DatabaseHandle } from "../platform/db/database";
import { quoteLines, quotes } from "../platform/db/schema";
import { ensureBaseData } from "./base-data";
import { createStaffUser } from "./create-user";
import { seedDemoCatalog } from "./demo-catalog";
import { seedDemoCustomers } from "./demo-customers";
import { seedDemoQuotes } from "./demo-quotes";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await ensureBaseData(handle.db);
  const owner = await createStaffUser(handle.db, {
    email: "owner@example.com",
    password: "demo-password-1",
    firstName: "Olivia",
    lastName: "Owner",
    groupName: "Owner",
  });
  await seedDemoCustomers(handle.db, [owner.id], new Date());
  await seedDemoCatalog(handle.db);
});
afterAll(() => handle.close());

describe("the demo shop's quotes", () => {
  it("writes three priced quotes, one of them sent and one for a walk-in", async () => {
    expect(await seedDemoQuotes(handle.db, new Date())).toEqual({ quotes: 3 });
    const rows = await handle.db.select().from(quotes).orderBy(quotes.number);
    expect(rows.map((q) => q.status)).toEqual([QuoteStatus.Sent, QuoteStatus.Open, QuoteStatus.Open]);
    expect(rows.filter((q) => q.customerId === null)).toHaveLength(1);
    for (const quote of rows) {
      const [sum] = await handle.db
        .select({ total: sql<number>`sum(${quoteLines.subTotal})::bigint`.mapWith(Number) })
        .from(quoteLines)
        .where(eq(quoteLines.quoteId, quote.id));
      expect(sum?.total).toBe(quote.amount);
      expect(quote.amount).toBeGreaterThan(0);
    }
  });
});
