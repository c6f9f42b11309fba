import { averageOf, netSales, type MonthFigures } from "@washdesk/domain";
import type { Transaction } from "../../platform/db/database";
import { givenBack } from "./sales-figures";
import { expensesBy, purchasesBy } from "./money-out-read.repository";
import { refundsBy, salesByDay, type Period } from "./summary-read.repository";

// Month by month figures, shared by the monthly report and the dashboard's twelve months. Profit
// is net sales less expenses and purchases: the cash the month left.

export const monthOf = (date: string) => date.slice(0, 7);

export const noMonth: MonthFigures = { saleCount: 0, carCount: 0, net: 0, averageTicket: null, expenses: 0, purchases: 0, profit: 0 };

/** Each month's figures of a span of whole months, from the daily summaries in four reads. */
export async function monthFigures(tx: Transaction, span: Period): Promise<Map<string, MonthFigures>> {
  const figures = new Map<string, MonthFigures>();
  const of = (month: string) =>
    figures.get(month) ?? figures.set(month, { saleCount: 0, carCount: 0, net: 0, averageTicket: null, expenses: 0, purchases: 0, profit: 0 }).get(month)!;
  for (const d of await salesByDay(tx, span)) {
    const m = of(monthOf(d.date));
    Object.assign(m, { saleCount: m.saleCount + d.saleCount, carCount: m.carCount + d.carCount, net: m.net + d.amount });
  }
  for (const r of await refundsBy(tx, span)) {
    const m = of(monthOf(r.date));
    const back = givenBack([r]);
    m.net = netSales(m.net, back.refunds, back.voids);
  }
  for (const e of await expensesBy(tx, span)) of(e.month).expenses += e.amount;
  for (const p of await purchasesBy(tx, span)) of(p.month).purchases += p.amount;
  for (const m of figures.values()) {
    m.averageTicket = averageOf(m.net, m.carCount);
    m.profit = m.net - m.expenses - m.purchases;
  }
  return figures;
}
