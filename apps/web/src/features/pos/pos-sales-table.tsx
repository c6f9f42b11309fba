import { Button, Group, Table } from "@mantine/core";
import { IconPrinter, IconReceiptRefund } from "@tabler/icons-react";
import { formatMoney, paymentMethodLabels, type SaleListItem } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import { SaleStatusBadges } from "../sales";

export interface PosSalesTableProps {
  sales: readonly SaleListItem[];
  emptyText: string;
  timeZone: string | undefined;
  mayRefund: boolean;
  busyId: string | null;
  onReprint: (id: string) => void;
  onRefund: (id: string) => void;
}

const timeOf = (iso: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(iso));

/** The session's sales, with the receipt again and (for those allowed) a refund one tap away. */
export function PosSalesTable({ sales, emptyText, timeZone, mayRefund, busyId, onReprint, onRefund }: PosSalesTableProps) {
  return (
    <ListTable
      label="POS sales"
      minWidth={760}
      verticalSpacing="sm"
      columns={9}
      empty={sales.length === 0}
      emptyText={emptyText}
      head={
        <>
          <Table.Th>Sale</Table.Th>
          <Table.Th>Time</Table.Th>
          <Table.Th>Customer</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Paid by</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th ta="right">Tips</Table.Th>
          <Table.Th ta="right">Refunded</Table.Th>
          <Table.Th aria-label="Actions" />
        </>
      }
    >
      {sales.map((sale) => (
        <Table.Tr key={sale.id}>
          <Table.Td fw={600}>#{sale.number}</Table.Td>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{timeOf(sale.createdAt, timeZone)}</Table.Td>
          <Table.Td>{sale.customer?.name ?? "Walk-in"}</Table.Td>
          <Table.Td>
            <SaleStatusBadges status={sale.status} invoiceStatus={sale.invoiceStatus} />
          </Table.Td>
          <Table.Td>{[...new Set(sale.paymentMethods)].map((method) => paymentMethodLabels[method]).join(", ")}</Table.Td>
          <Table.Td ta="right">{formatMoney(sale.amount)}</Table.Td>
          <Table.Td ta="right">{sale.tipTotal > 0 ? formatMoney(sale.tipTotal) : ""}</Table.Td>
          <Table.Td ta="right">{sale.refundedTotal > 0 ? formatMoney(sale.refundedTotal) : ""}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              <Button
                variant="default"
                size="sm"
                leftSection={<IconPrinter size={16} aria-hidden />}
                loading={busyId === sale.id}
                aria-label={`Reprint receipt of sale #${sale.number}`}
                onClick={() => onReprint(sale.id)}
              >
                Reprint
              </Button>
              {mayRefund && sale.paidTotal > sale.refundedTotal && (
                <Button
                  variant="light"
                  color="orange"
                  size="sm"
                  leftSection={<IconReceiptRefund size={16} aria-hidden />}
                  aria-label={`Refund sale #${sale.number}`}
                  onClick={() => onRefund(sale.id)}
                >
                  Refund
                </Button>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
