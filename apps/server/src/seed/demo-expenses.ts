import { addMonths, Frequency, PaymentMethod } from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { businessDateAt } from "../platform/shop-clock";
import { expenseCategories, expenses } from "../platform/db/schema";
import { insertSchedule } from "../features/expenses/expense-schedules.repository";
import { createDueOccurrences } from "../features/expenses/schedule-occurrences";
import { seededRandom } from "./seeded-random";

export const DEMO_EXPENSE_CATEGORIES = ["Rent", "Utilities", "Supplies", "Employee", "Maintenance", "Marketing"] as const;
export const DEMO_RENT_CENTS = 350_000;

const day = (month: string, d: number) => `${month}-${String(d).padStart(2, "0")}`;

/**
 * A year of expenses: the rent as a monthly schedule from the 1st of the month eleven months ago
 * (its occurrences made as the scheduler makes them), and utilities, supplies, staff bonuses,
 * repairs and marketing spread over the months, all dated on the shop's calendar up to today.
 */
export async function seedDemoExpenses(db: Executor, ownerId: string, employeeId: string, now: Date, timeZone = "America/New_York"): Promise<void> {
  const random = seededRandom(20_260_615);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const today = businessDateAt(now, timeZone);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const categories = await db
    .insert(expenseCategories)
    .values(DEMO_EXPENSE_CATEGORIES.map((name) => ({ name, createdBy: ownerId })))
    .returning({ id: expenseCategories.id, name: expenseCategories.name });
  const id = (name: (typeof DEMO_EXPENSE_CATEGORIES)[number]) => categories.find((c) => c.name === name)!.id;

  const rent = await insertSchedule(db, {
    frequency: Frequency.Monthly,
    startDate: addMonths(thisMonth, -11),
    nextIndex: 0,
    nextDate: addMonths(thisMonth, -11),
    reference: "Shop lease",
    categoryId: id("Rent"),
    amount: DEMO_RENT_CENTS,
    paidBy: PaymentMethod.Check,
    notes: "Monthly lease, 100 Main Street",
    createdBy: ownerId,
  });
  await createDueOccurrences(db, rent, today, now);

  const rows: (typeof expenses.$inferInsert)[] = [];
  const add = (
    date: string,
    category: (typeof DEMO_EXPENSE_CATEGORIES)[number],
    reference: string,
    amount: number,
    paidBy: number,
    extra: Partial<typeof expenses.$inferInsert> = {},
  ) => {
    if (date <= today) rows.push({ date, reference, categoryId: id(category), amount, paidBy, createdBy: ownerId, ...extra });
  };
  for (let back = 11; back >= 0; back--) {
    const month = addMonths(thisMonth, -back).slice(0, 7);
    const winter = ["12", "01", "02"].includes(month.slice(5));
    add(day(month, 8), "Utilities", `Water ${month}`, between(38_000, 61_000), PaymentMethod.Debit);
    add(day(month, 12), "Utilities", `Power ${month}`, between(winter ? 52_000 : 41_000, winter ? 78_000 : 60_000), PaymentMethod.Debit);
    for (let i = 0, n = between(2, 4); i < n; i++) {
      add(
        day(month, between(2, 27)),
        "Supplies",
        `SUP-${month.replace("-", "")}-${i + 1}`,
        between(4_500, 28_000),
        i % 2 === 0 ? PaymentMethod.Cash : PaymentMethod.Credit,
        {
          notes: ["Soap and wax", "Microfiber towels", "Tire shine", "Glass cleaner"][i] ?? "",
        },
      );
    }
    if (["03", "06", "09", "12"].includes(month.slice(5))) {
      add(day(month, 28), "Employee", `Bonus Q${Math.ceil(Number(month.slice(5)) / 3)}`, 25_000, PaymentMethod.Cash, {
        employeeId,
        notes: "Quarterly performance bonus",
      });
    }
    if (random() < 0.35)
      add(day(month, between(5, 25)), "Maintenance", `Repair ${month}`, between(15_000, 95_000), PaymentMethod.Credit, { notes: "Pressure washer service" });
    if (random() < 0.5) add(day(month, between(1, 20)), "Marketing", `Flyers ${month}`, between(6_000, 20_000), PaymentMethod.Other);
  }
  if (rows.length > 0) await db.insert(expenses).values(rows);
}
