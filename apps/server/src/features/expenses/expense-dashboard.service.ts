import { addMonths, type ExpenseDashboard } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { monthTotals, totalsByCategory, totalsByMonth } from "./expense-dashboard.repository";
import { upcomingSchedules } from "./expense-schedules.repository";
import { toSchedule } from "./expense-dto";
import { shopToday } from "../settings";
import { exactNumber } from "../../platform/db/sum-cents";

const UPCOMING_LIMIT = 10;

/** rows of db.execute: node-postgres and PGlite both answer { rows }. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * GET /api/expenses/dashboard: this month against last, the last 12 months by category and by
 * month, and the schedules to come. Months are the shop's calendar months; sums are done in SQL.
 */
export async function expenseDashboard(deps: AppDeps): Promise<ExpenseDashboard> {
  const today = await shopToday(deps, deps.db);
  const monthStart = `${today.slice(0, 7)}-01`;
  const nextMonthStart = addMonths(monthStart, 1);
  const lastMonthStart = addMonths(monthStart, -1);
  const yearStart = addMonths(monthStart, -11);
  const months = await monthTotals(deps.db, lastMonthStart, monthStart, nextMonthStart);
  const byMonth = rowsOf<{ month: string; amount: string | number }>(await totalsByMonth(deps.db, yearStart, monthStart));
  const byCategory = await totalsByCategory(deps.db, yearStart, nextMonthStart);
  const upcoming = await upcomingSchedules(deps.db, UPCOMING_LIMIT);
  return {
    month: today.slice(0, 7),
    thisMonth: months.thisMonth,
    lastMonth: months.lastMonth,
    byCategory,
    byMonth: byMonth.map((r) => ({ month: r.month, amount: exactNumber(r.amount) })),
    upcoming: upcoming.map(toSchedule),
  };
}
