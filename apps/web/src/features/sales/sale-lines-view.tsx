import { Table, Text } from "@mantine/core";
import { formatMoney, type SaleLine } from "@washdesk/domain";
import { discountLabel } from "./discount-label";
import { taxLabel } from "./tax-label";

/** A saved sale's lines as sold (prices frozen), with what was given back: for sales that can no longer change. */
export function SaleLinesView({ lines }: { lines: readonly SaleLine[] }) {
  const anyRefunded = lines.some((line) => line.refundedQuantity > 0);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Lines" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Discount</Table.Th>
            <Table.Th>Tax</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            {anyRefunded && <Table.Th ta="right">Returned</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.code}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.unitPrice)}</Table.Td>
              <Table.Td ta="right">{line.discountTotal > 0 ? `${discountLabel(line.discount)} (−${formatMoney(line.discountTotal)})` : ""}</Table.Td>
              <Table.Td>{line.taxTotal > 0 ? `${taxLabel(line.tax)} (${formatMoney(line.taxTotal)})` : taxLabel(line.tax)}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.subTotal)}</Table.Td>
              {anyRefunded && <Table.Td ta="right">{line.refundedQuantity > 0 ? line.refundedQuantity : ""}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
