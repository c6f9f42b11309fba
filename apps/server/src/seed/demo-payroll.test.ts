import { describe, expect, it } from "vitest";
import { and, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { Recurrence } from "@washdesk/domain";
import { seededDemoShop } from "../../test/demo-shop-database";
import { payRuns, payStubs, payrollCommissionRules, timeShifts, users } from "../platform/db/schema";

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

  it("pays the crew on the rota weekly: their paid stubs hold wages, commissions and tips, and last week one of them worked past 40 hours", async () => {
    const crew = await demo.db
      .select()
      .from(users)
      .where(inArray(users.firstName, ["Priya", "Owen"]));
    expect(crew.map((c) => c.paySchedule)).toEqual([Recurrence.EveryWeek, Recurrence.EveryWeek]);
    const [run] = await demo.db.select().from(payRuns);
    const stubs = await demo.db.select().from(payStubs).where(eq(payStubs.runId, run!.id));
    for (const person of crew) {
      const stub = stubs.find((s) => s.userId === person.id)?.stub;
      expect(stub, `${person.firstName}'s stub`).toBeDefined();
      const earned = (type: string) => stub!.earnings.filter((e) => e.type === type).reduce((sum, e) => sum + e.amount, 0);
      expect(stub!.regularMs).toBe(40 * 3_600_000);
      expect(earned("regular")).toBeGreaterThan(0);
      expect(earned("commission")).toBeGreaterThan(0);
      expect(earned("tips")).toBeGreaterThan(0);
    }

    // Last week: the week after the paid one.
    const start = new Date(Date.parse(`${run!.periodStart}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.parse(`${start}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const shifts = await demo.db
      .select()
      .from(timeShifts)
      .where(
        and(
          inArray(
            timeShifts.userId,
            crew.map((c) => c.id),
          ),
          gte(timeShifts.businessDate, start),
          lte(timeShifts.businessDate, end),
        ),
      );
    const onClockMs = (id: string) => shifts.filter((s) => s.userId === id).reduce((sum, s) => sum + (s.clockedOutAt!.getTime() - s.clockedInAt.getTime()), 0);
    // Time between clock-in and clock-out, meals included: more than 40 paid hours needs more than 42.5 here.
    expect(Math.max(...crew.map((c) => onClockMs(c.id)))).toBeGreaterThan(42.5 * 3_600_000);
  });
});
