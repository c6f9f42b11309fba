import { Alert, Divider, Group, Stack, Table, Text, Title } from "@mantine/core";
import { accountLinkWords, formatDisplayDate, formatMoney, payLinkRoutes, type PublicAccount } from "@washdesk/domain";
import { call } from "../../api/call";
import { CheckoutButton, PublicLinkPage, ShopHeading } from "./public-link-page";

const fetchAccount = (token: string, signal: AbortSignal) => call(payLinkRoutes.account, { params: { token }, silent: true, retry: false, signal });

function AccountView({ token, account, justPaid }: { token: string; account: PublicAccount; justPaid: boolean }) {
  return (
    <Stack gap="md">
      <ShopHeading shop={account.shop} />
      <Title order={1} size="h2">
        Account of {account.customerName}
      </Title>
      <Text c="dimmed" size="sm">
        As of {formatDisplayDate(account.asOf)}
      </Text>
      {account.invoices.length > 0 && (
        <Table aria-label="Open invoices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Owed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {account.invoices.map((invoice) => (
              <Table.Tr key={invoice.number}>
                <Table.Td>
                  #{invoice.number} · {formatDisplayDate(invoice.invoiceDate)}
                </Table.Td>
                <Table.Td>{formatDisplayDate(invoice.dueDate)}</Table.Td>
                <Table.Td ta="right">{formatMoney(invoice.amount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(invoice.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Balance</Text>
        <Text fw={700}>{formatMoney(account.balance)}</Text>
      </Group>
      {account.state === "paid" ? (
        <Alert color="green" variant="light" title="Paid" role="status">
          {accountLinkWords.paid}
        </Alert>
      ) : justPaid ? (
        <Alert color="blue" variant="light" title="Payment received" role="status">
          {accountLinkWords.justPaid}
        </Alert>
      ) : (
        <CheckoutButton
          payable={account.payable}
          balance={account.balance}
          startCheckout={() => call(payLinkRoutes.accountCheckout, { params: { token }, silent: true, retry: false })}
        />
      )}
    </Stack>
  );
}

/**
 * /pay/account/:token: the house account a statement's link opens, outside sign-in (docs/product.md
 * §4 Pay by link): the shop's name and logo, the open invoices and the balance, and "Pay" to
 * Stripe's card page for the whole balance. Back from it (?paid=1), the page asks again until the
 * payment is confirmed.
 */
export default function PublicAccountPage() {
  return (
    <PublicLinkPage title="Account" invalidText={accountLinkWords.invalid} maw={560} fetch={fetchAccount}>
      {({ token, data, justPaid }) => <AccountView token={token} account={data} justPaid={justPaid} />}
    </PublicLinkPage>
  );
}
