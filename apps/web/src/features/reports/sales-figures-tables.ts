import type { SalesFigures } from "@washdesk/domain";
import { count, money, text, type ReportTableData } from "./report-table-data";

const FIGURE = [{ title: "Figure" }, { title: "Amount", numeric: true }] as const;

/**
 * A period's sales figures as three tables (the general and the sales report show the same ones):
 * from gross to net, cars and tickets, and the unpaid tickets flagged on their own. Each label leads
 * to `sales` and the tips to `payments` where given.
 */
export function salesFiguresTables(sales: SalesFigures, links: { sales?: string | null; payments?: string | null } = {}) {
  const toSales = (words: string) => text(words, links.sales ?? undefined);
  const toPayments = (words: string) => text(words, links.payments ?? undefined);
  return {
    sales: {
      title: "Sales",
      columns: FIGURE,
      rows: [
        [toSales("Gross sales"), money(sales.gross)],
        [toSales("Discounts"), money(sales.discount)],
        [toSales("Subtotal"), money(sales.subTotal)],
        [toSales("Tax"), money(sales.tax)],
        [toSales("Sales total"), money(sales.amount)],
        [toSales("Refunds"), money(sales.refunds)],
        [toSales("Voids"), money(sales.voids)],
      ],
      totals: [toSales("Net sales"), money(sales.net)],
      empty: "No sales",
    },
    cars: {
      title: "Cars and tickets",
      columns: [{ title: "Figure" }, { title: "Value", numeric: true }],
      rows: [
        [toSales("Sales"), count(sales.saleCount)],
        [toSales("Cars"), count(sales.carCount)],
        [toSales("Average ticket ($/car)"), money(sales.averageTicket)],
        [toPayments("Tips"), money(sales.tips)],
      ],
      empty: "No sales",
    },
    // Rung up and counted in the sales above, but not paid in full: never to be read as money in.
    unpaid: {
      title: "Unpaid tickets",
      columns: FIGURE,
      rows: [
        [toSales("Tickets"), count(sales.unpaid.count)],
        [toSales("Amount of the tickets"), money(sales.unpaid.amount)],
        [toSales("Still due"), money(sales.unpaid.due)],
      ],
      empty: "No unpaid tickets",
    },
  } satisfies Record<string, ReportTableData>;
}
