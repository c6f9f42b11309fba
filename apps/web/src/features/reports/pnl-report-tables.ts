import { reportMessages, type PnlReport } from "@washdesk/domain";
import { money, text, type ReportCell, type ReportTableData } from "./report-table-data";

const FIGURE = [{ title: "Figure" }, { title: "Amount", numeric: true }] as const;

/** Labor is money once pay runs or the time clock record it; until then it says so rather than $0.00. */
const laborCell = (labor: number | null): ReportCell => (labor === null ? text(reportMessages.notRecorded) : money(labor));

/** Where each figure leads (null: the person may not open that screen). */
export interface PnlReportLinks {
  sales: string | null;
  expenses: string | null;
  purchases: string | null;
}

/**
 * The profit and loss report's tables by name; in this order in the CSV file. Amounts taken away
 * are shown as they are, under a "Less" label, and each step's result closes its table.
 */
export function pnlReportTables(report: PnlReport, links: PnlReportLinks = { sales: null, expenses: null, purchases: null }) {
  const label = (words: string, href: string | null) => text(words, href ?? undefined);
  return {
    statement: {
      title: "Profit and loss",
      columns: FIGURE,
      rows: [
        [label("Net sales", links.sales), money(report.netSales)],
        [text("Less sales tax"), money(report.tax)],
        [text("Revenue"), money(report.revenue)],
        [text("Less cost of goods sold"), money(report.costOfGoods)],
        [text("Gross margin"), money(report.grossMargin)],
        [label("Less expenses", links.expenses), money(report.expenses)],
        [text("Less labor"), laborCell(report.labor)],
      ],
      totals: [text("Net profit"), money(report.netProfit)],
      empty: "No figures",
    },
    expenses: {
      title: "Expenses by category",
      columns: [{ title: "Category" }, { title: "Amount", numeric: true }],
      rows: report.expensesByCategory.map((c) => [text(c.name), money(c.amount)]),
      totals: [text("All expenses"), money(report.expenses)],
      empty: "No expenses in this period",
    },
    // Stock bought is cash paid out, but its cost counts when sold (in cost of goods): not taken from the profit.
    stock: {
      title: "Cash paid for stock",
      columns: FIGURE,
      rows: [[label("Purchases (not subtracted: their cost counts when sold)", links.purchases), money(report.purchases)]],
      empty: "No purchases",
    },
  } satisfies Record<string, ReportTableData>;
}
