import type { PnlReport } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { readReport } from "./report-snapshot";
import { salesFigures, sum } from "./sales-figures";
import { expensesByCategory, purchaseTotals } from "./money-out-read.repository";
import { costOfGoods, refundTotals, saleTotals, tipsTotal, type Period } from "./summary-read.repository";

/**
 * GET /api/reports/pnl, cash basis. Revenue is net sales less the tax the sales charged; the cost
 * of goods is what the units kept cost on the day they were sold. Purchases are shown for the cash
 * they took, not subtracted: their cost counts when the goods sell. Labor is not recorded until
 * the time clock and payroll exist.
 */
export async function pnlReport(deps: AppDeps, period: Period): Promise<PnlReport> {
  return readReport(deps.db, [period], async (tx) => {
    const sales = salesFigures(await saleTotals(tx, period), await refundTotals(tx, period), [await tipsTotal(tx, period)]);
    const revenue = sales.net - sales.tax;
    const cost = await costOfGoods(tx, period);
    const categories = (await expensesByCategory(tx, period)).map((c) => ({ categoryId: c.categoryId, name: c.name, amount: c.amount }));
    const expenses = sum(categories, (c) => c.amount);
    const grossMargin = revenue - cost;
    return {
      period,
      netSales: sales.net,
      tax: sales.tax,
      revenue,
      costOfGoods: cost,
      grossMargin,
      expensesByCategory: categories.sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)),
      expenses,
      labor: null,
      netProfit: grossMargin - expenses,
      purchases: (await purchaseTotals(tx, period)).amount,
    };
  });
}
