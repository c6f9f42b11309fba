import type { ExpensesReport } from "@washdesk/domain";
import { paidByLabel } from "../expenses";
import { count, money, month, text, type ReportTableData } from "./report-table-data";

const n = (title: string) => ({ title, numeric: true });
const COLUMNS = (first: string) => [{ title: first }, n("Expenses"), n("Amount")];

/**
 * The expenses report's tables by name; in this order in the CSV file. Each totals row is the
 * period's own total; with `list`, each category and method leads to the expenses list of the period
 * filtered to it.
 */
export function expensesReportTables(report: ExpensesReport, list = false) {
  const { total } = report;
  const filtered = (key: "category" | "paidBy", value: string) =>
    list ? `/expenses/list?${new URLSearchParams({ from: report.period.from, to: report.period.to, [key]: value }).toString()}` : undefined;
  const all = (words: string) => [text(words), count(total.count), money(total.amount)];
  return {
    byCategory: {
      title: "Expenses by category",
      columns: COLUMNS("Category"),
      rows: report.byCategory.map((c) => [text(c.name, filtered("category", c.categoryId)), count(c.count), money(c.amount)]),
      totals: all("All categories"),
      empty: "No expenses in this period",
    },
    byMethod: {
      title: "Expenses by how they were paid",
      columns: COLUMNS("Paid by"),
      rows: report.byMethod.map((m) => [text(paidByLabel(m.method), filtered("paidBy", String(m.method))), count(m.count), money(m.amount)]),
      totals: all("All methods"),
      empty: "No expenses in this period",
    },
    byMonth: {
      title: "Expenses by month",
      columns: COLUMNS("Month"),
      rows: report.byMonth.map((m) => [month(m.month), count(m.count), money(m.amount)]),
      totals: all("All months"),
      empty: "No expenses in this period",
    },
    scheduled: {
      title: "Scheduled and one-off",
      columns: COLUMNS("Kind"),
      rows: [
        [text("Scheduled (repeating)"), count(report.scheduled.count), money(report.scheduled.amount)],
        [text("One-off"), count(report.oneOff.count), money(report.oneOff.amount)],
      ],
      totals: all("All expenses"),
      empty: "No expenses in this period",
    },
  } satisfies Record<string, ReportTableData>;
}
