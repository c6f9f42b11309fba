import { Alert, Divider, Group, Stack, Table, Text, Title } from "@mantine/core";
import { formatDisplayDate, formatMoney, payLinkRoutes, payLinkWords, type PublicInvoice } from "@washdesk/domain";
import { call } from "../../api/call";
import { CheckoutButton, PublicLinkPage, ShopHeading } from "./public-link-page";

const fetchInvoice = (token: string, signal: AbortSignal) => call(payLinkRoutes.invoice, { params: { token }, silent: true, retry: false, signal });

function InvoiceView({ token, invoice, justPaid }: { token: string; invoice: PublicInvoice; justPaid: boolean }) {
  return (
    <Stack gap="md">
      <ShopHeading shop={invoice.shop} />
      <Title order={1} size="h2">
        Invoice #{invoice.number}
      </Title>
      <Text c="dimmed" size="sm">
        {formatDisplayDate(invoice.date)}
        {invoice.customerName && ` · ${invoice.customerName}`}
      </Text>
      <Table aria-label="Invoice lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider />
      <Stack gap={4}>
        {invoice.discount > 0 && <Figure label="Discount" value={-invoice.discount} />}
        {invoice.tax > 0 && <Figure label="Tax" value={invoice.tax} />}
        <Figure label="Total" value={invoice.amount} />
        {invoice.paidTotal > 0 && <Figure label="Paid" value={invoice.paidTotal} />}
        <Figure label="Balance" value={invoice.balance} strong />
      </Stack>
      {invoice.state === "paid" ? (
        <Alert color="green" variant="light" title="Paid" role="status">
          {payLinkWords.paid}
        </Alert>
      ) : invoice.state === "closed" ? (
        <Alert color="gray" variant="light" title="Not payable online" role="status">
          {payLinkWords.closed}
        </Alert>
      ) : justPaid ? (
        <Alert color="blue" variant="light" title="Payment received" role="status">
          {payLinkWords.justPaid}
        </Alert>
      ) : (
        <CheckoutButton
          payable={invoice.payable}
          balance={invoice.balance}
          startCheckout={() => call(payLinkRoutes.checkout, { params: { token }, silent: true, retry: false })}
        />
      )}
    </Stack>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{formatMoney(value)}</Text>
    </Group>
  );
}

/**
 * /pay/:token: the invoice a payment link opens, outside sign-in (docs/product.md §4 Pay by link):
 * the shop's name and logo, the lines and the balance, and "Pay" to Stripe's card page. Back
 * from it (?paid=1), the page asks again until the payment is confirmed.
 */
export default function PublicInvoicePage() {
  return (
    <PublicLinkPage title="Invoice" invalidText={payLinkWords.invalid} maw={520} fetch={fetchInvoice}>
      {({ token, data, justPaid }) => <InvoiceView token={token} invoice={data} justPaid={justPaid} />}
    </PublicLinkPage>
  );
}
