import { itemKindLabels, reportRoleLabels, type SalesReport } from "@washdesk/domain";
import { hourLabel, vehicleTypeLabel } from "./report-labels";
import { blank, count, countOf, date, money, ratio, share, text, totalOf, type ReportTableData } from "./report-table-data";
import { salesFiguresTables } from "./sales-figures-tables";

const n = (title: string) => ({ title, numeric: true });

/**
 * The sales report's tables by name; in this order in the CSV file. Totals rows add up their rows,
 * except by day, whose totals are the period's own (the same sales, counted once).
 */
export function salesReportTables(report: SalesReport, links: { payments?: string | null } = {}) {
  const { totals } = report;
  return {
    ...salesFiguresTables(totals, links),
    byDay: {
      title: "Sales by day",
      columns: [{ title: "Date" }, n("Sales"), n("Cars"), n("Sales total"), n("Net sales")],
      rows: report.byDay.map((d) => [date(d.date), count(d.saleCount), count(d.carCount), money(d.amount), money(d.net)]),
      totals: [text("Total"), count(totals.saleCount), count(totals.carCount), money(totals.amount), money(totals.net)],
      empty: "No sales in this period",
      minWidth: 520,
    },
    byHour: {
      title: "Sales by hour of day",
      columns: [{ title: "Hour" }, n("Sales"), n("Sales total")],
      rows: report.byHour.map((h) => [text(hourLabel(h.hour)), count(h.saleCount), money(h.amount)]),
      totals: [text("Total"), count(countOf(report.byHour, (h) => h.saleCount)), money(totalOf(report.byHour, (h) => h.amount))],
      empty: "No sales in this period",
    },
    byProduct: {
      title: "Sales by product",
      columns: [{ title: "Product" }, { title: "Category" }, { title: "Kind" }, n("Sales"), n("Cars"), n("Quantity"), n("Gross"), n("Discounts"), n("Net")],
      rows: report.byProduct.map((p) => [
        text(p.name),
        text(p.category),
        text(itemKindLabels[p.kind]),
        count(p.saleCount),
        count(p.carCount),
        count(p.quantity),
        money(p.gross),
        money(p.discount),
        money(p.net),
      ]),
      // A sale with two products counts in both rows: sales and cars do not add up across products.
      totals: [
        text("All products"),
        blank,
        blank,
        blank,
        blank,
        count(countOf(report.byProduct, (p) => p.quantity)),
        money(totalOf(report.byProduct, (p) => p.gross)),
        money(totalOf(report.byProduct, (p) => p.discount)),
        money(totalOf(report.byProduct, (p) => p.net)),
      ],
      empty: "No products sold in this period",
      minWidth: 860,
    },
    byCategory: {
      title: "Sales by category",
      columns: [{ title: "Category" }, n("Quantity"), n("Gross"), n("Discounts"), n("Net")],
      rows: report.byCategory.map((c) => [text(c.category), count(c.quantity), money(c.gross), money(c.discount), money(c.net)]),
      totals: [
        text("All categories"),
        count(countOf(report.byCategory, (c) => c.quantity)),
        money(totalOf(report.byCategory, (c) => c.gross)),
        money(totalOf(report.byCategory, (c) => c.discount)),
        money(totalOf(report.byCategory, (c) => c.net)),
      ],
      empty: "No products sold in this period",
      minWidth: 520,
    },
    byVehicleType: {
      title: "Sales by vehicle type",
      columns: [{ title: "Vehicle type" }, n("Sales"), n("Cars"), n("Sales total")],
      rows: report.byVehicleType.map((v) => [text(vehicleTypeLabel(v.vehicleType)), count(v.saleCount), count(v.carCount), money(v.amount)]),
      totals: [
        text("All vehicle types"),
        count(countOf(report.byVehicleType, (v) => v.saleCount)),
        count(countOf(report.byVehicleType, (v) => v.carCount)),
        money(totalOf(report.byVehicleType, (v) => v.amount)),
      ],
      empty: "No sales in this period",
    },
    byStaff: {
      title: "Sales by staff on the lines",
      columns: [{ title: "Staff" }, n("Lines"), n("Net")],
      rows: report.byStaff.map((s) => [text(s.name), count(s.lineCount), money(s.net)]),
      totals: [text("All staff"), count(countOf(report.byStaff, (s) => s.lineCount)), money(totalOf(report.byStaff, (s) => s.net))],
      empty: "No staff on the lines in this period",
    },
    byCashier: {
      title: "Sales by cashier",
      columns: [{ title: "Cashier" }, n("Sales"), n("Sales total"), n("Discounts")],
      rows: report.byCashier.map((c) => [text(c.name), count(c.saleCount), money(c.amount), money(c.discount)]),
      totals: [
        text("All cashiers"),
        count(countOf(report.byCashier, (c) => c.saleCount)),
        money(totalOf(report.byCashier, (c) => c.amount)),
        money(totalOf(report.byCashier, (c) => c.discount)),
      ],
      empty: "No sales in this period",
    },
    // A car may have more than one package, so the rows are not added up into a total.
    carsByPackage: {
      title: "Cars by package",
      columns: [{ title: "Service" }, { title: "Counts as" }, n("Cars")],
      rows: report.carsByPackage.map((p) => [text(p.name), text(reportRoleLabels[p.reportRole]), count(p.carCount)]),
      empty: "No cars in this period",
    },
    // What the catalog's report roles count (report-rules.ts); the ratios come from the counts above them.
    packages: {
      title: "Packages and add-ons",
      columns: [{ title: "Figure" }, { title: "Value", numeric: true }],
      rows: [
        [text("Cars"), count(report.packages.carCount)],
        [text("Cars with a package"), count(report.packages.packageCarCount)],
        [text("Cars with a premium package"), count(report.packages.premiumCarCount)],
        [text("Premium share (of cars with a package)"), share(report.packages.premiumShare)],
        [text("Add-ons sold with cars"), count(report.packages.addOnCount)],
        [text("Add-ons per car"), ratio(report.packages.addOnsPerCar)],
      ],
      empty: "No cars in this period",
    },
  } satisfies Record<string, ReportTableData>;
}
