import { and, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { expenseCategories, expenses } from "../../platform/db/schema";
import { sumCents } from "../../platform/db/sum-cents";

const sumOfAmounts = (filter?: SQL) => sumCents(expenses.amount, filter);
const alive = isNull(expenses.deletedAt);

/** Sums of this month and last month (stored dates, the shop's calendar), in one scan of the two months. */
export async function monthTotals(db: Executor, lastMonthStart: string, monthStart: string, nextMonthStart: string) {
  const [row] = await db
    .select({
      thisMonth: sumOfAmounts(sql`${expenses.date} >= ${monthStart}`),
      lastMonth: sumOfAmounts(sql`${expenses.date} < ${monthStart}`),
    })
    .from(expenses)
    .where(and(alive, gte(expenses.date, lastMonthStart), lt(expenses.date, nextMonthStart)));
  return row ?? { thisMonth: 0, lastMonth: 0 };
}

/** Every month from `from` to `to` (first days), with its sum; months without expenses are 0, not missing. */
export function totalsByMonth(db: Executor, from: string, to: string) {
  return db.execute<{ month: string; amount: string | number }>(sql`
    select to_char(m, 'YYYY-MM') as month, coalesce(sum(${expenses.amount}), 0)::bigint as amount
    from generate_series(${from}::date, ${to}::date, interval '1 month') as m
    left join ${expenses} on date_trunc('month', ${expenses.date}) = m and ${expenses.deletedAt} is null
    group by m
    order by m`);
}

/** Sums by category over a date range, largest first. */
export function totalsByCategory(db: Executor, from: string, before: string) {
  const amount = sumOfAmounts();
  return db
    .select({ categoryId: expenseCategories.id, name: expenseCategories.name, amount })
    .from(expenses)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .where(and(alive, gte(expenses.date, from), lt(expenses.date, before)))
    .groupBy(expenseCategories.id, expenseCategories.name)
    .orderBy(desc(amount), expenseCategories.name);
}
