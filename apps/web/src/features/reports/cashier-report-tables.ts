import { sumCents, type CashierReport } from "@washdesk/domain";
import { blank, count, countOf, money, text, totalOf, type ReportCell, type ReportTableData } from "./report-table-data";

const n = (title: string) => ({ title, numeric: true });

type Cashier = CashierReport["cashiers"][number];

/** Over/short is only known for a drawer that was closed: blank until then. */
const overShortCell = (overShort: number | null): ReportCell => (overShort === null ? blank : money(overShort));

/** The over/short of every closed drawer together; blank when none was closed. */
function overShortTotal(cashiers: readonly Cashier[]): ReportCell {
  const counted = cashiers.flatMap((c) => (c.overShort === null ? [] : [c.overShort]));
  return counted.length === 0 ? blank : money(sumCents(counted));
}

/** The cashier report's table: one row per person, the totals row adding them up. */
export function cashierReportTables(report: CashierReport) {
  const { cashiers } = report;
  return {
    byCashier: {
      title: "By cashier",
      columns: [
        { title: "Cashier" },
        n("Sales"),
        n("Sales total"),
        n("Discounts"),
        n("Voids"),
        n("Voided"),
        n("Refunds"),
        n("Refunded"),
        n("Drawers opened"),
        n("Over/short"),
        n("Drops"),
        n("Dropped"),
      ],
      rows: cashiers.map((c) => [
        text(c.name),
        count(c.saleCount),
        money(c.amount),
        money(c.discount),
        count(c.voidCount),
        money(c.voids),
        count(c.refundCount),
        money(c.refunds),
        count(c.sessionCount),
        overShortCell(c.overShort),
        count(c.dropCount),
        money(c.drops),
      ]),
      totals: [
        text("All cashiers"),
        count(countOf(cashiers, (c) => c.saleCount)),
        money(totalOf(cashiers, (c) => c.amount)),
        money(totalOf(cashiers, (c) => c.discount)),
        count(countOf(cashiers, (c) => c.voidCount)),
        money(totalOf(cashiers, (c) => c.voids)),
        count(countOf(cashiers, (c) => c.refundCount)),
        money(totalOf(cashiers, (c) => c.refunds)),
        count(countOf(cashiers, (c) => c.sessionCount)),
        overShortTotal(cashiers),
        count(countOf(cashiers, (c) => c.dropCount)),
        money(totalOf(cashiers, (c) => c.drops)),
      ],
      empty: "No one rang up, gave back or counted anything in this period",
      minWidth: 1100,
    },
  } satisfies Record<string, ReportTableData>;
}
