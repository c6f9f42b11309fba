import type { CustomersReport } from "@washdesk/domain";
import { blank, count, countOf, date, money, text, totalOf, type ReportTableData } from "./report-table-data";

const n = (title: string) => ({ title, numeric: true });
const FIGURE = [{ title: "Figure" }, n("Count")] as const;

type Customer = { customerId: string; name: string; isVip: boolean; lastVisit: string | null };

/** A customer's profile for those who may open it (null: the name stays plain text). */
export type CustomerLink = ((customer: { id: string; name: string }) => string) | null;

/** The customers report's tables by name; in this order in the CSV file. */
export function customersReportTables(report: CustomersReport, link: CustomerLink = null) {
  const name = (c: Customer) => text(c.name, link?.({ id: c.customerId, name: c.name }));
  const vip = (c: Customer) => text(c.isVip ? "VIP" : "");
  const lastVisit = (c: Customer) => (c.lastVisit === null ? blank : date(c.lastVisit));
  const { topCustomers: top, notSeen } = report;
  return {
    visits: {
      title: "Visits",
      columns: FIGURE,
      rows: [
        [text("Visits by customers"), count(report.visits)],
        [text("Walk-ins (no customer named)"), count(report.walkIns)],
      ],
      totals: [text("All sales"), count(report.visits + report.walkIns)],
      empty: "No sales in this period",
    },
    customers: {
      title: "New and returning customers",
      columns: FIGURE,
      rows: [
        [text("New customers (first visit ever)"), count(report.newCustomers)],
        [text("Returning customers"), count(report.returningCustomers)],
      ],
      totals: [text("Customers who came"), count(report.newCustomers + report.returningCustomers)],
      empty: "No customers in this period",
    },
    vips: {
      title: "VIPs",
      columns: [{ title: "Figure" }, n("Value")],
      rows: [
        [text("VIP customers who came"), count(report.vips.count)],
        [text("Their visits"), count(report.vips.visits)],
        [text("Their spend"), money(report.vips.spend)],
      ],
      empty: "No VIPs in this period",
    },
    top: {
      title: "Top customers by spend",
      columns: [{ title: "Customer" }, { title: "VIP" }, n("Visits"), n("Spend"), n("Lifetime spend"), { title: "Last visit" }],
      rows: top.map((c) => [name(c), vip(c), count(c.visits), money(c.spend), money(c.lifetimeSpend), lastVisit(c)]),
      totals: [
        text("Top customers"),
        blank,
        count(countOf(top, (c) => c.visits)),
        money(totalOf(top, (c) => c.spend)),
        money(totalOf(top, (c) => c.lifetimeSpend)),
        blank,
      ],
      empty: "No customers in this period",
      minWidth: 640,
    },
    // The list is the most recently seen first, and may be shorter than the count (the heading tells both).
    notSeen: {
      title: `Not seen for ${notSeen.days} days`,
      columns: [{ title: "Customer" }, { title: "VIP" }, n("Visits"), n("Lifetime spend"), { title: "Last visit" }],
      rows: notSeen.customers.map((c) => [name(c), vip(c), count(c.visits), money(c.lifetimeSpend), lastVisit(c)]),
      empty: "Every customer has been seen in that time",
      minWidth: 560,
    },
  } satisfies Record<string, ReportTableData>;
}
