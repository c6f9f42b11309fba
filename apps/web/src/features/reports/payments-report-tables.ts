import { paymentMethodLabels, type PaymentsReport } from "@washdesk/domain";
import { originLabel } from "./report-labels";
import { count, countOf, date, money, text, totalOf, type ReportTableData } from "./report-table-data";

const n = (title: string) => ({ title, numeric: true });

/** The payments report's tables by name; in this order in the CSV file. Where the period has a total of its own, the totals row is that total. */
export function paymentsReportTables(report: PaymentsReport) {
  const { total } = report;
  return {
    byDay: {
      title: "Payments by day",
      columns: [{ title: "Date" }, n("Payments"), n("Tips"), n("Refunds")],
      rows: report.byDay.map((d) => [date(d.date), money(d.amount), money(d.tip), money(d.refunds)]),
      totals: [text("Total"), money(total.amount), money(total.tip), money(total.refunds)],
      empty: "No payments in this period",
    },
    byMethod: {
      title: "Payments by method",
      columns: [{ title: "Method" }, n("Payments"), n("Amount"), n("Tips"), n("Total")],
      rows: report.byMethod.map((p) => [text(paymentMethodLabels[p.method]), count(p.count), money(p.amount), money(p.tip), money(p.amount + p.tip)]),
      totals: [text("All methods"), count(total.count), money(total.amount), money(total.tip), money(total.amount + total.tip)],
      empty: "No payments in this period",
      minWidth: 480,
    },
    byOrigin: {
      title: "Payments by origin",
      columns: [{ title: "Origin" }, n("Payments"), n("Amount"), n("Tips")],
      rows: report.byOrigin.map((o) => [text(originLabel(o.origin)), count(o.count), money(o.amount), money(o.tip)]),
      totals: [
        text("All origins"),
        count(countOf(report.byOrigin, (o) => o.count)),
        money(totalOf(report.byOrigin, (o) => o.amount)),
        money(totalOf(report.byOrigin, (o) => o.tip)),
      ],
      empty: "No payments in this period",
    },
    refunds: {
      title: "Refunds and voids by method",
      columns: [{ title: "Method" }, n("Refunds"), n("Refunded"), n("Voided")],
      rows: report.refundsByMethod.map((r) => [text(paymentMethodLabels[r.method]), count(r.count), money(r.amount), money(r.voids)]),
      totals: [text("All methods"), count(countOf(report.refundsByMethod, (r) => r.count)), money(total.refunds), money(total.voids)],
      empty: "No refunds or voids in this period",
    },
    tipsByStaff: {
      title: "Tips by staff",
      columns: [{ title: "Staff" }, n("Tips")],
      rows: report.tipsByStaff.map((s) => [text(s.name), money(s.tip)]),
      totals: [text("All staff"), money(totalOf(report.tipsByStaff, (s) => s.tip))],
      empty: "No tips in this period",
    },
  } satisfies Record<string, ReportTableData>;
}
