import { Badge, Group } from "@mantine/core";
import { InvoiceStatus, invoiceStatusLabels, OrderStatus, orderStatusLabels } from "@washdesk/domain";

const orderColors: Record<OrderStatus, string> = {
  [OrderStatus.Cancel]: "gray",
  [OrderStatus.Completed]: "teal",
  [OrderStatus.Refund]: "red",
  [OrderStatus.Deleted]: "dark",
  [OrderStatus.Pending]: "yellow",
  [OrderStatus.PartialRefund]: "orange",
};

const invoiceColors: Record<InvoiceStatus, string> = {
  [InvoiceStatus.Pending]: "gray",
  [InvoiceStatus.Due]: "orange",
  [InvoiceStatus.Partial]: "yellow",
  [InvoiceStatus.Paid]: "teal",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={orderColors[status]} variant="light" aria-label={`Status: ${orderStatusLabels[status]}`}>
      {orderStatusLabels[status]}
    </Badge>
  );
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={invoiceColors[status]} variant="outline" aria-label={`Invoice: ${invoiceStatusLabels[status]}`}>
      {invoiceStatusLabels[status]}
    </Badge>
  );
}

/** The order status and the invoice status side by side, as every sale screen shows them. */
export function SaleStatusBadges({ status, invoiceStatus }: { status: OrderStatus; invoiceStatus: InvoiceStatus }) {
  return (
    <Group gap={6} wrap="nowrap">
      <OrderStatusBadge status={status} />
      <InvoiceStatusBadge status={invoiceStatus} />
    </Group>
  );
}
