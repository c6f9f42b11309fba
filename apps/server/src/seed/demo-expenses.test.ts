import { describe, expect, it } from "vitest";
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { addMonths, Frequency, toStoredDate } from "@washdesk/domain";
import { seededDemoShop } from "../../test/demo-shop-database";
import { expenseCategories, expenses, expenseSchedules } from "../platform/db/schema";
import { DEMO_EXPENSE_CATEGORIES, DEMO_RENT_CENTS } from "./demo-expenses";

const demo = seededDemoShop();

describe("the demo shop's expenses", () => {
  it("has its categories and a year of expenses, none in the future", async () => {
    const names = (await demo.db.select({ name: expenseCategories.name }).from(expenseCategories)).map((c) => c.name).sort();
    expect(names).toEqual([...DEMO_EXPENSE_CATEGORIES].sort());
    const [span] = await demo.db
      .select({ first: sql<string>`min(${expenses.date})::text`, last: sql<string>`max(${expenses.date})::text`, n: sql<number>`count(*)::int` })
      .from(expenses);
    const today = toStoredDate(new Date(), "America/New_York");
    expect(span!.n).toBeGreaterThan(60);
    expect(span!.last <= today).toBe(true);
    expect(span!.first).toBe(addMonths(`${today.slice(0, 7)}-01`, -11));
  });

  it("pays the rent by a monthly schedule: one expense per month so far, the next one ahead", async () => {
    const [schedule] = await demo.db.select().from(expenseSchedules);
    expect(schedule).toMatchObject({ frequency: Frequency.Monthly, amount: DEMO_RENT_CENTS, paused: false, endedAt: null });
    const rent = await demo.db.select({ date: expenses.date }).from(expenses).where(eq(expenses.scheduleId, schedule!.id)).orderBy(asc(expenses.date));
    expect(rent).toHaveLength(12);
    expect(schedule!.nextDate > toStoredDate(new Date(), "America/New_York")).toBe(true);
  });

  it("names an employee only on Employee expenses", async () => {
    const withEmployee = await demo.db
      .select({ category: expenseCategories.name })
      .from(expenses)
      .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
      .where(isNotNull(expenses.employeeId));
    expect(withEmployee.length).toBeGreaterThan(0);
    expect(new Set(withEmployee.map((r) => r.category))).toEqual(new Set(["Employee"]));
  });
});
