import { Anchor, Table } from "@mantine/core";
import { formatDisplayDate, formatMoney, paymentMethodLabels, type SaleListItem, type SaleListTotals } from "@washdesk/domain";
import { ListTable, type ListColumn } from "../../components/list-table";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { SaleStatusBadges } from "./sale-status-badges";

const right = (title: string): ListColumn => ({ title, align: "right" });
const COLUMNS: readonly ListColumn[] = [
  "Sale",
  "Date",
  "Customer",
  "Cashier",
  "Status",
  "Payment methods",
  ...["Discount", "Tax", "Total", "Paid", "Tips", "Refunded", "Balance"].map(right),
];

export interface SaleListTableProps {
  sales: readonly SaleListItem[];
  /** Sums over every sale the filter matches, from the server. */
  totals: SaleListTotals | undefined;
  emptyText: string;
}

/** /sales/list: one row per sale and the totals row; a click on a row opens the sale. */
export function SaleListTable({ sales, totals, emptyText }: SaleListTableProps) {
  const navigate = useNavigate();
  const open = (event: MouseEvent, id: string) => {
    if (event.target instanceof Element && event.target.closest("a, button")) return;
    void navigate(`/sales/${id}`);
  };

  return (
    <ListTable
      label="Sales"
      minWidth={1100}
      highlightOnHover
      empty={sales.length === 0}
      emptyText={emptyText}
      headers={COLUMNS}
      foot={
        totals && (
          <Table.Tfoot>
            <Table.Tr fw={700} aria-label="Totals">
              <Table.Th colSpan={6} scope="row">
                Totals · {totals.count} {totals.count === 1 ? "sale" : "sales"} · net {formatMoney(totals.net)}
              </Table.Th>
              <Table.Td ta="right">{formatMoney(totals.discountTotal)}</Table.Td>
              <Table.Td ta="right">{formatMoney(totals.taxTotal)}</Table.Td>
              <Table.Td ta="right">{formatMoney(totals.amount)}</Table.Td>
              <Table.Td ta="right">{formatMoney(totals.paidTotal)}</Table.Td>
              <Table.Td ta="right">{formatMoney(totals.tipTotal)}</Table.Td>
              <Table.Td ta="right">{formatMoney(totals.refundedTotal)}</Table.Td>
              <Table.Td ta="right">{formatMoney(totals.balance)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )
      }
    >
      {sales.map((sale) => (
        <Table.Tr key={sale.id} onClick={(event) => open(event, sale.id)} style={{ cursor: "pointer" }}>
          <Table.Td>
            <Anchor component={Link} to={`/sales/${sale.id}`} fw={500}>
              #{sale.number}
            </Anchor>
          </Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(sale.businessDate)}</Table.Td>
          <Table.Td>{sale.customer?.name ?? "Walk-in"}</Table.Td>
          <Table.Td>{sale.cashier.name}</Table.Td>
          <Table.Td>
            <SaleStatusBadges status={sale.status} invoiceStatus={sale.invoiceStatus} />
          </Table.Td>
          <Table.Td>{[...new Set(sale.paymentMethods)].map((method) => paymentMethodLabels[method]).join(", ")}</Table.Td>
          <Table.Td ta="right">{formatMoney(sale.discountTotal)}</Table.Td>
          <Table.Td ta="right">{formatMoney(sale.taxTotal)}</Table.Td>
          <Table.Td ta="right">{formatMoney(sale.amount)}</Table.Td>
          <Table.Td ta="right">{formatMoney(sale.paidTotal)}</Table.Td>
          <Table.Td ta="right">{formatMoney(sale.tipTotal)}</Table.Td>
          <Table.Td ta="right">{formatMoney(sale.refundedTotal)}</Table.Td>
          <Table.Td ta="right">{formatMoney(sale.balance)}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
