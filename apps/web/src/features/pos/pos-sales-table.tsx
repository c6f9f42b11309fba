import { ActionIcon, Button, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconBan, IconCash, IconPrinter, IconReceiptRefund } from "@tabler/icons-react";
import { formatMoney, paymentMethodLabels, type SaleListItem } from "@washdesk/domain";
import { Link } from "react-router";
import { ListTable } from "../../components/list-table";
import { formatTimeAt } from "../../components/shop-dates";
import { OrderStatusBadge } from "../sales";
import { posSaleActions } from "./pos-sale-actions";

export interface PosSalesTableProps {
  sales: readonly SaleListItem[];
  emptyText: string;
  timeZone: string | undefined;
  /** The shop's business date: a sale is voided only on its own. */
  today: string;
  /** Refund and void show to those who may do them, or ask a manager's PIN for them. */
  mayRefund: boolean;
  busyId: string | null;
  onReprint: (id: string) => void;
  onRefund: (id: string) => void;
}

/** The counter resumes a pending sale from its address to take the payment. */
export const payAddressOf = (saleId: string) => `/sales/pos?sale=${encodeURIComponent(saleId)}`;

/**
 * The session's sales: one status each and the moves its state allows (refund a paid sale, void
 * one with nothing paid, take the payment of a pending one) beside the receipt again.
 */
export function PosSalesTable({ sales, emptyText, timeZone, today, mayRefund, busyId, onReprint, onRefund }: PosSalesTableProps) {
  return (
    <ListTable
      label="POS sales"
      minWidth={640}
      verticalSpacing="sm"
      columns={7}
      empty={sales.length === 0}
      emptyText={emptyText}
      head={
        <>
          <Table.Th>Sale</Table.Th>
          <Table.Th>Customer</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Paid by</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th ta="right">Refunded</Table.Th>
          <Table.Th aria-label="Actions" />
        </>
      }
    >
      {sales.map((sale) => {
        const actions = posSaleActions(sale, today);
        const busy = busyId === sale.id;
        return (
          <Table.Tr key={sale.id}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              <Text fw={600} size="sm">
                #{sale.number}
              </Text>
              <Text c="dimmed" size="xs">
                {formatTimeAt(sale.createdAt, timeZone)}
              </Text>
            </Table.Td>
            <Table.Td>{sale.customer?.name ?? "Walk-in"}</Table.Td>
            {/* Room for the whole word: a badge squeezed by the table would cut it. */}
            <Table.Td style={{ minWidth: "8rem" }}>
              <OrderStatusBadge status={sale.status} />
            </Table.Td>
            <Table.Td>{[...new Set(sale.paymentMethods)].map((method) => paymentMethodLabels[method]).join(", ")}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
              {formatMoney(sale.amount)}
              {sale.tipTotal > 0 && (
                <Text c="dimmed" size="xs">
                  + {formatMoney(sale.tipTotal)} tip
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{sale.refundedTotal > 0 ? formatMoney(sale.refundedTotal) : ""}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" justify="flex-end">
                {actions.pay && (
                  <Button
                    component={Link}
                    to={payAddressOf(sale.id)}
                    variant="light"
                    color="teal"
                    size="compact-sm"
                    leftSection={<IconCash size={16} aria-hidden />}
                    aria-label={`Pay the balance of ${formatMoney(sale.balance)} on sale #${sale.number}`}
                  >
                    Pay
                  </Button>
                )}
                {mayRefund && actions.refund && (
                  <Button
                    variant="light"
                    color="orange"
                    size="compact-sm"
                    leftSection={<IconReceiptRefund size={16} aria-hidden />}
                    aria-label={`Refund sale #${sale.number}`}
                    disabled={busy}
                    onClick={() => onRefund(sale.id)}
                  >
                    Refund
                  </Button>
                )}
                {mayRefund && actions.void && (
                  <Button
                    variant="light"
                    color="red"
                    size="compact-sm"
                    leftSection={<IconBan size={16} aria-hidden />}
                    aria-label={`Void sale #${sale.number}`}
                    disabled={busy}
                    onClick={() => onRefund(sale.id)}
                  >
                    Void
                  </Button>
                )}
                <Tooltip label="Reprint receipt">
                  <ActionIcon
                    variant="default"
                    size="md"
                    loading={busy}
                    aria-label={`Reprint receipt of sale #${sale.number}`}
                    onClick={() => onReprint(sale.id)}
                  >
                    <IconPrinter size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
