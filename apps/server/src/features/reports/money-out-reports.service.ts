import type { ExpensesReport, PurchasesReport } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { readReport } from "./report-snapshot";
import { sum } from "./sales-figures";
import { expensesBy, expensesByCategory, purchasedProducts, purchasesBy, purchasesByVendor } from "./money-out-read.repository";
import type { Period } from "./summary-read.repository";

/** Sums rows into one per key, in key order. */
function rollUp<T extends { count: number; amount: number }, K extends string | number>(rows: readonly T[], key: (row: T) => K) {
  const out = new Map<K, { count: number; amount: number }>();
  for (const row of rows) {
    const current = out.get(key(row)) ?? { count: 0, amount: 0 };
    out.set(key(row), { count: current.count + row.count, amount: current.amount + row.amount });
  }
  return [...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
const totalOf = (rows: readonly { count: number; amount: number }[]) => ({ count: sum(rows, (r) => r.count), amount: sum(rows, (r) => r.amount) });
const byAmount = (a: { amount: number; name: string }, b: { amount: number; name: string }) => b.amount - a.amount || a.name.localeCompare(b.name);

/** GET /api/reports/expenses. */
export async function expensesReport(deps: AppDeps, period: Period): Promise<ExpensesReport> {
  return readReport(deps.db, [period], async (tx) => {
    const rows = await expensesBy(tx, period);
    return {
      period,
      total: totalOf(rows),
      byCategory: (await expensesByCategory(tx, period)).sort(byAmount),
      byMonth: rollUp(rows, (r) => r.month).map(([month, t]) => ({ month, ...t })),
      byMethod: rollUp(rows, (r) => r.paidBy).map(([method, t]) => ({ method, ...t })),
      scheduled: totalOf(rows.filter((r) => r.scheduled)),
      oneOff: totalOf(rows.filter((r) => !r.scheduled)),
    };
  });
}

/** GET /api/reports/purchases. */
export async function purchasesReport(deps: AppDeps, period: Period): Promise<PurchasesReport> {
  return readReport(deps.db, [period], async (tx) => {
    const rows = await purchasesBy(tx, period);
    return {
      period,
      total: totalOf(rows),
      byVendor: (await purchasesByVendor(tx, period)).sort(byAmount),
      byProduct: await purchasedProducts(tx, period),
      byMonth: rollUp(rows, (r) => r.month).map(([month, t]) => ({ month, ...t })),
      byPaidBy: rollUp(rows, (r) => r.paidBy).map(([paidBy, t]) => ({ paidBy, ...t })),
    };
  });
}
