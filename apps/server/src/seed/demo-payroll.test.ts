import { describe, expect, it } from "vitest";
import { eq, isNull } from "drizzle-orm";
import { Recurrence } from "@washdesk/domain";
import { seededDemoShop } from "../../test/demo-shop-database";
import { payRuns, payStubs, payrollCommissionRules } from "../platform/db/schema";

const demo = seededDemoShop();

describe("the demo shop's payroll", () => {
  it("has commission rules for two of the crew and one paid weekly run with the cashier's hours", async () => {
    const rules = await demo.db.select().from(payrollCommissionRules).where(isNull(payrollCommissionRules.replacedAt));
    expect(rules.map((r) => r.kind).sort()).toEqual(["perUnit", "percent"]);
    const runs = await demo.db.select().from(payRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ schedule: Recurrence.EveryWeek, status: "paid" });
    expect(runs[0]!.gross).toBeGreaterThan(0);
    const stubs = await demo.db.select().from(payStubs).where(eq(payStubs.runId, runs[0]!.id));
    expect(stubs.some((s) => s.stub.regularMs > 0 && s.gross > 0)).toBe(true);
  });
});
