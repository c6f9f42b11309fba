import { Paper, Table, Title } from "@mantine/core";
import { formatMoney, paymentMethodLabels, voidOrRefundLabels, type Refund } from "@washdesk/domain";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { formatDateTimeAt } from "../../components/shop-dates";

/** What went back on this sale: when, how, how much, why and by whom. */
export function SaleRefundsTable({ refunds }: { refunds: readonly Refund[] }) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sale-refunds-title">
      <Title order={2} size="h4" id="sale-refunds-title" mb="sm">
        Refunds
      </Title>
      <Table.ScrollContainer minWidth={600}>
        <Table aria-label="Refunds of this sale" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>By</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {refunds.map((refund) => (
              <Table.Tr key={refund.id}>
                <Table.Td>{formatDateTimeAt(refund.createdAt, timeZone)}</Table.Td>
                <Table.Td>{voidOrRefundLabels[refund.kind]}</Table.Td>
                <Table.Td>{paymentMethodLabels[refund.method]}</Table.Td>
                <Table.Td ta="right">{formatMoney(refund.amount)}</Table.Td>
                <Table.Td>{refund.reason}</Table.Td>
                <Table.Td>{refund.createdBy.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
