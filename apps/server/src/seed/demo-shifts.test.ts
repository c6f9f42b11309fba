import { describe, expect, it } from "vitest";
import { isNotNull, isNull, sql } from "drizzle-orm";
import { toStoredDate } from "@washdesk/domain";
import { seededDemoShop } from "../../test/demo-shop-database";
import { timeShifts } from "../platform/db/schema";

const demo = seededDemoShop();

describe("the demo shop's time clock", () => {
  it("has four weeks of shifts, one overnight, and one forgotten clock-out flagged and still open", async () => {
    const today = toStoredDate(new Date(), "America/New_York");
    const [span] = await demo.db.select({ n: sql<number>`count(*)::int`, last: sql<string>`max(${timeShifts.businessDate})::text` }).from(timeShifts);
    expect(span!.n).toBeGreaterThan(25);
    expect(span!.last < today).toBe(true);
    const open = await demo.db.select().from(timeShifts).where(isNull(timeShifts.clockedOutAt));
    expect(open).toHaveLength(1);
    expect(open[0]!.flaggedAt).not.toBeNull();
    const closed = await demo.db.select().from(timeShifts).where(isNotNull(timeShifts.clockedOutAt));
    const overnight = closed.filter((s) => toStoredDate(s.clockedOutAt!, "America/New_York") !== s.businessDate);
    expect(overnight).toHaveLength(1);
  });
});
