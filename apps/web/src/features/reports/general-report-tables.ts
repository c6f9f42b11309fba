import { paymentMethodLabels, type GeneralReport } from "@washdesk/domain";
import { count, countOf, money, text, totalOf, type ReportTableData } from "./report-table-data";
import { salesFiguresTables } from "./sales-figures-tables";

/** Where each kind of figure leads (null: the person may not open that screen, so no link). */
export interface GeneralReportLinks {
  sales: string | null;
  payments: string | null;
  expenses: string | null;
  purchases: string | null;
}

const label = (words: string, href: string | null) => text(words, href ?? undefined);

/** The general report's tables by name; in this order in the CSV file. */
export function generalReportTables(report: GeneralReport, links: GeneralReportLinks) {
  const toPayments = (words: string) => label(words, links.payments);
  return {
    ...salesFiguresTables(report.sales, links),
    payments: {
      title: "Payments by method",
      columns: [
        { title: "Method" },
        { title: "Payments", numeric: true },
        { title: "Amount", numeric: true },
        { title: "Tips", numeric: true },
        { title: "Total", numeric: true },
      ],
      rows: report.payments.map((p) => [toPayments(paymentMethodLabels[p.method]), count(p.count), money(p.amount), money(p.tip), money(p.amount + p.tip)]),
      totals: [
        toPayments("All methods"),
        count(countOf(report.payments, (p) => p.count)),
        money(report.paymentsTotal),
        money(totalOf(report.payments, (p) => p.tip)),
        money(report.paymentsTotal + totalOf(report.payments, (p) => p.tip)),
      ],
      empty: "No payments",
      minWidth: 480,
    },
    refunds: {
      title: "Refunds by method",
      columns: [{ title: "Method" }, { title: "Refunds", numeric: true }, { title: "Amount", numeric: true }],
      rows: report.refundsByMethod.map((r) => [toPayments(paymentMethodLabels[r.method]), count(r.count), money(r.amount)]),
      totals: [toPayments("All methods"), count(countOf(report.refundsByMethod, (r) => r.count)), money(totalOf(report.refundsByMethod, (r) => r.amount))],
      empty: "No refunds",
    },
    spending: {
      title: "Expenses and purchases",
      columns: [{ title: "Item" }, { title: "Count", numeric: true }, { title: "Amount", numeric: true }],
      rows: [
        [label("Expenses", links.expenses), count(report.expenses.count), money(report.expenses.amount)],
        [label("Purchases", links.purchases), count(report.purchases.count), money(report.purchases.amount)],
      ],
      totals: [text("Paid out"), count(report.expenses.count + report.purchases.count), money(report.expenses.amount + report.purchases.amount)],
      empty: "No expenses or purchases",
    },
    cashFlow: {
      title: "Cash flow",
      columns: [{ title: "Figure" }, { title: "Amount", numeric: true }],
      rows: [[text("Net cash flow"), money(report.netCashFlow)]],
      empty: "No money moved",
    },
  } satisfies Record<string, ReportTableData>;
}
