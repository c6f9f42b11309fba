import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  DiscountType,
  Frequency,
  normalizePhone,
  PaymentMethod,
  pricePurchase,
  purchaseInputSchema,
  TaxMethod,
  TaxType,
  vendorInputSchema,
  type PurchaseInput,
  type PurchasePaidBy,
} from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { expenseCategories, expenses, expenseSchedules, purchaseLines, purchases, vendors } from "../platform/db/schema";
import { wallTimeToInstant } from "../platform/shop-clock";
import { insertSchedule } from "../features/expenses/expense-schedules.repository";
import { createDueOccurrences } from "../features/expenses/schedule-occurrences";
import { lineRows } from "../features/purchases/purchase-lines";
import { DEMO_EXPENSE_CATEGORIES } from "./demo-expenses";
import { demoVendors } from "./demo-purchases";
import { insertJson } from "./insert-json";
import type { ProductRow } from "./sale-generator";

// The money that leaves a shop with years of history: expenses by category, scaled to how busy
// each month was, and restocking purchases of the retail goods it sold.

/** One month of the history: its open days and the cars it washed. */
export interface HistoryMonth {
  month: string;
  days: string[];
  cars: number;
}

/** The retail units sold since the last delivery, ordered on `date`. */
export interface Restock {
  date: string;
  units: ReadonlyMap<string, number>;
}

/** Cash paid out of a day's drawer; its category (Supplies) is set here. */
export type DrawerExpense = Omit<typeof expenses.$inferInsert, "categoryId">;

export interface MoneyOutInput {
  months: readonly HistoryMonth[];
  restocks: readonly Restock[];
  drawerExpenses: readonly DrawerExpense[];
  catalog: readonly ProductRow[];
  ownerId: string;
  employees: readonly string[];
  timeZone: string;
  random: () => number;
}

type Category = (typeof DEMO_EXPENSE_CATEGORIES)[number];
type ExpenseInsert = typeof expenses.$inferInsert;

const paidByChoices: PurchasePaidBy[] = ["Check", "Check", "Credit", "Debit", "Other"];
/** Freight the distributor bills per case, shown as a fixed tax on some lines. */
const FREIGHT_PER_UNIT = 25;

export async function seedHistoryMoneyOut(tx: Executor, input: MoneyOutInput): Promise<{ expenses: number; purchases: number }> {
  const category = await expenseCategoryIds(tx, input.ownerId);
  const expenseCount = (await seedHistoryExpenses(tx, input, category)) + (await seedRent(tx, input, category("Rent")));
  const purchaseCount = await seedRestocks(tx, input);
  return { expenses: expenseCount, purchases: purchaseCount };
}

/** The demo's categories, made where the shop lacks them (by name, whatever its case). */
async function expenseCategoryIds(tx: Executor, ownerId: string): Promise<(name: Category) => string> {
  const read = () =>
    tx
      .select({ id: expenseCategories.id, name: sql<string>`lower(${expenseCategories.name})` })
      .from(expenseCategories)
      .where(
        and(
          isNull(expenseCategories.deletedAt),
          inArray(
            sql`lower(${expenseCategories.name})`,
            DEMO_EXPENSE_CATEGORIES.map((n) => n.toLowerCase()),
          ),
        ),
      );
  const found = new Set((await read()).map((c) => c.name));
  const missing = DEMO_EXPENSE_CATEGORIES.filter((name) => !found.has(name.toLowerCase()));
  if (missing.length > 0) await tx.insert(expenseCategories).values(missing.map((name) => ({ name, createdBy: ownerId })));
  const ids = new Map((await read()).map((c) => [c.name, c.id]));
  return (name) => ids.get(name.toLowerCase())!;
}

/**
 * Water and power every month (more cars, more of both; heating in winter), cleaning chemicals in
 * two to four orders a month (about 85 cents a car), quarterly bonuses, repairs now and then,
 * marketing, and the cash paid out of the drawers. A few were deleted later.
 */
async function seedHistoryExpenses(tx: Executor, input: MoneyOutInput, category: (name: Category) => string): Promise<number> {
  const { random, ownerId } = input;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const rows: ExpenseInsert[] = [];
  const at = (date: string) =>
    wallTimeToInstant(`${date} ${String(between(8, 17)).padStart(2, "0")}:${String(between(0, 59)).padStart(2, "0")}:00`, input.timeZone);
  const add = (date: string, name: Category, reference: string, amount: number, paidBy: number, extra: Partial<ExpenseInsert> = {}) => {
    const createdAt = at(date);
    const deleted = random() < 0.01;
    rows.push({
      date,
      reference,
      categoryId: category(name),
      amount: Math.max(100, Math.round(amount)),
      paidBy,
      notes: "",
      createdBy: ownerId,
      createdAt,
      updatedAt: createdAt,
      deletedAt: deleted ? new Date(createdAt.getTime() + 86_400_000) : null,
      deletedBy: deleted ? ownerId : null,
      registerSessionId: null,
      employeeId: null,
      ...extra,
    });
  };
  for (const { month, days, cars } of input.months) {
    const day = (n: number) => days[Math.min(days.length - 1, n)]!;
    const monthNumber = Number(month.slice(5));
    const winter = monthNumber === 12 || monthNumber <= 2;
    const size = Math.max(1, cars / 2000);
    add(day(5), "Utilities", `Water ${month}`, 40_000 + cars * 35, PaymentMethod.Debit);
    add(day(9), "Utilities", `Power ${month}`, (60_000 + cars * 30) * (winter ? 1.25 : 1), PaymentMethod.Debit);
    const orders = between(2, 4);
    for (let i = 0; i < orders; i++) {
      add(
        day(Math.floor((i * days.length) / orders) + 1),
        "Supplies",
        `SUP-${month.replace("-", "")}-${i + 1}`,
        ((cars * 85) / orders) * (0.85 + 0.3 * random()),
        PaymentMethod.Credit,
        {
          notes: ["Soap and wax", "Microfiber towels", "Tire shine", "Glass cleaner"][i] ?? "",
        },
      );
    }
    if ([3, 6, 9, 12].includes(monthNumber)) {
      for (const employeeId of input.employees) {
        add(day(days.length - 2), "Employee", `Bonus Q${monthNumber / 3} ${month.slice(0, 4)}`, 25_000, PaymentMethod.Check, {
          employeeId,
          notes: "Quarterly performance bonus",
        });
      }
    }
    if (random() < 0.35)
      add(day(between(3, 20)), "Maintenance", `Repair ${month}`, between(15_000, 95_000) * size, PaymentMethod.Credit, { notes: "Pressure washer service" });
    if (random() < 0.6) add(day(between(0, 15)), "Marketing", `Flyers ${month}`, between(6_000, 20_000) * size, PaymentMethod.Other);
  }
  for (const expense of input.drawerExpenses)
    rows.push({ ...expense, categoryId: category("Supplies"), updatedAt: expense.createdAt, deletedAt: null, deletedBy: null, employeeId: null });
  for (let i = 0; i < rows.length; i += 5000) await insertJson(tx, expenses, rows.slice(i, i + 5000));
  return rows.length;
}

/**
 * The lease as a monthly schedule from the first 1st of the history, its occurrences made month by
 * month as the scheduler would have made them (it makes at most a year's at once), each dated on
 * its day.
 */
async function seedRent(tx: Executor, input: MoneyOutInput, categoryId: string): Promise<number> {
  const firstDays = input.months.map((m) => `${m.month}-01`).filter((date) => date >= input.months[0]!.days[0]!);
  const start = firstDays[0];
  if (!start) return 0;
  const averageCars = input.months.reduce((sum, m) => sum + m.cars, 0) / input.months.length;
  // About a twentieth of what the cars bring in, at $25 a car; never below a small lot's $3,500.
  const amount = Math.max(350_000, Math.round((averageCars * 2500) / 20 / 10_000) * 10_000);
  let schedule = await insertSchedule(tx, {
    frequency: Frequency.Monthly,
    startDate: start,
    nextIndex: 0,
    nextDate: start,
    reference: "Shop lease",
    categoryId,
    amount,
    paidBy: PaymentMethod.Check,
    notes: "Monthly lease of the lot",
    createdBy: input.ownerId,
    createdAt: wallTimeToInstant(`${start} 09:00:00`, input.timeZone),
  });
  let made = 0;
  for (const date of firstDays) {
    const when = wallTimeToInstant(`${date} 00:05:00`, input.timeZone);
    made += (await createDueOccurrences(tx, schedule, date, when)).length;
    const [moved] = await tx.select().from(expenseSchedules).where(eq(expenseSchedules.id, schedule.id));
    schedule = moved!;
  }
  // Each occurrence was made on its own day, a few minutes after midnight.
  await tx.execute(sql`
    update ${expenses} set created_at = (${expenses.date}::timestamp + interval '5 minutes') at time zone ${input.timeZone}, updated_at = (${expenses.date}::timestamp + interval '5 minutes') at time zone ${input.timeZone}
    where ${expenses.scheduleId} = ${schedule.id}`);
  return made;
}

/**
 * A delivery a week of the retail goods sold since the last one, in cases of six, at the products'
 * cost, from the shop's vendors (the demo's three when it has none), priced with the domain pricing
 * and checked by the API's schema.
 */
async function seedRestocks(tx: Executor, input: MoneyOutInput): Promise<number> {
  const { random } = input;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const retail = new Map(input.catalog.map((p) => [p.id, p]));
  let vendorIds = (await tx.select({ id: vendors.id }).from(vendors).where(isNull(vendors.deletedAt)).orderBy(vendors.company)).map((v) => v.id);
  if (vendorIds.length === 0) {
    const made = await tx
      .insert(vendors)
      .values(
        demoVendors.map((v) => {
          const vendor = vendorInputSchema.parse(v);
          return { ...vendor, phone: normalizePhone(vendor.phone) ?? vendor.phone, createdBy: input.ownerId };
        }),
      )
      .returning({ id: vendors.id });
    vendorIds = made.map((v) => v.id);
  }
  const purchaseRows: (typeof purchases.$inferInsert)[] = [];
  const lineRowsAll: (typeof purchaseLines.$inferInsert)[] = [];
  for (const restock of input.restocks) {
    const lines = [...restock.units]
      .filter(([id, units]) => units > 0 && retail.has(id))
      .map(([id, units]) => {
        const quantity = Math.min(10_000, 6 * Math.ceil(units / 6));
        return {
          productId: id,
          quantity,
          price: Math.max(1, retail.get(id)!.cost),
          discount: quantity >= 24 && random() < 0.5 ? { type: DiscountType.Percentage, rate: 5_000 } : { type: DiscountType.NoDiscount, rate: 0 },
          tax:
            random() < 0.3
              ? { type: TaxType.Fixed, method: TaxMethod.Exclusive, rate: FREIGHT_PER_UNIT }
              : { type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 },
        };
      });
    if (lines.length === 0) continue;
    const time = `${String(9 + Math.floor(random() * 7)).padStart(2, "0")}:${String(Math.floor(random() * 60)).padStart(2, "0")}:00`;
    const asked: PurchaseInput = {
      date: `${restock.date} ${time}`,
      vendor: pick(vendorIds),
      paidBy: pick(paidByChoices),
      amount: pricePurchase(lines).amount,
      products: lines,
      notes: random() < 0.2 ? "Restock before the weekend rush." : "",
    };
    const purchase = purchaseInputSchema.parse(asked);
    const date = wallTimeToInstant(purchase.date, input.timeZone);
    const id = randomUUID();
    purchaseRows.push({
      id,
      date,
      vendorId: purchase.vendor,
      paidBy: purchase.paidBy,
      amount: purchase.amount,
      notes: purchase.notes,
      createdBy: input.ownerId,
      createdAt: date,
      updatedAt: date,
    });
    lineRowsAll.push(...lineRows(id, purchase, retail));
  }
  for (let i = 0; i < purchaseRows.length; i += 2000) await insertJson(tx, purchases, purchaseRows.slice(i, i + 2000));
  for (let i = 0; i < lineRowsAll.length; i += 5000) await insertJson(tx, purchaseLines, lineRowsAll.slice(i, i + 5000));
  return purchaseRows.length;
}
