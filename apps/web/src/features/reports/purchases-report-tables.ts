import { purchasePaidByLabels, type PurchasePaidBy, type PurchasesReport } from "@washdesk/domain";
import { blank, count, countOf, money, month, text, totalOf, type ReportTableData } from "./report-table-data";

const n = (title: string) => ({ title, numeric: true });
const COLUMNS = (first: string) => [{ title: first }, n("Purchases"), n("Amount")];

/** How a purchase was paid; a value no longer offered reads as stored. */
const paidByLabel = (paidBy: string) => purchasePaidByLabels[paidBy as PurchasePaidBy] ?? paidBy;

/**
 * The purchases report's tables by name; in this order in the CSV file. Totals rows are the
 * period's own total, except by product, whose rows add up (a purchase may hold several products,
 * and a purchase of an amount alone holds none). With `list`, each vendor and way of paying leads
 * to the purchases list of the period filtered to it.
 */
export function purchasesReportTables(report: PurchasesReport, list = false) {
  const { total } = report;
  const filtered = (filter: Record<string, string>) =>
    list ? `/purchases/list?${new URLSearchParams({ from: report.period.from, to: report.period.to, ...filter }).toString()}` : undefined;
  const all = (words: string) => [text(words), count(total.count), money(total.amount)];
  return {
    byVendor: {
      title: "Purchases by vendor",
      columns: COLUMNS("Vendor"),
      rows: report.byVendor.map((v) => [text(v.name, filtered({ vendor: v.vendorId, vn: v.name })), count(v.count), money(v.amount)]),
      totals: all("All vendors"),
      empty: "No purchases in this period",
    },
    byProduct: {
      title: "Purchases by product",
      columns: [{ title: "Product" }, { title: "Category" }, n("Quantity"), n("Amount")],
      rows: report.byProduct.map((p) => [text(p.name), text(p.category), count(p.quantity), money(p.amount)]),
      totals: [text("All products"), blank, count(countOf(report.byProduct, (p) => p.quantity)), money(totalOf(report.byProduct, (p) => p.amount))],
      empty: "No products bought in this period",
      minWidth: 480,
    },
    byMonth: {
      title: "Purchases by month",
      columns: COLUMNS("Month"),
      rows: report.byMonth.map((m) => [month(m.month), count(m.count), money(m.amount)]),
      totals: all("All months"),
      empty: "No purchases in this period",
    },
    byPaidBy: {
      title: "Purchases by how they were paid",
      columns: COLUMNS("Paid by"),
      rows: report.byPaidBy.map((p) => [text(paidByLabel(p.paidBy), filtered({ paidBy: p.paidBy })), count(p.count), money(p.amount)]),
      totals: all("All methods"),
      empty: "No purchases in this period",
    },
  } satisfies Record<string, ReportTableData>;
}
