import { Anchor, Badge, Button, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  AccountStatus,
  accountStatusLabels,
  accountTermsLabels,
  agingBucketLabels,
  agingBuckets,
  can,
  formatDisplayDate,
  formatMoney,
  invoiceStatusLabels,
  type Group as StaffGroup,
  type HouseAccount,
} from "@washdesk/domain";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { DetailTable } from "../../components/detail-table";
import { AccountPaymentDialog } from "./account-payment-dialog";
import { AccountSettingsDialog } from "./account-settings-dialog";
import { useSendStatement } from "./house-account-mutations";
import { useHouseAccount } from "./house-account-queries";

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * The customer's house account on the profile (docs/product.md §2 Customer Profile): balance,
 * credit, aging and open invoices; set up, take a payment, send a statement, each for those allowed.
 */
export function HouseAccountSection({
  customerId,
  group,
  frame,
}: {
  customerId: string;
  group: StaffGroup | null | undefined;
  frame: (children: ReactNode) => ReactNode;
}) {
  const query = useHouseAccount(customerId);
  const [dialog, setDialog] = useState<"settings" | "payment" | null>(null);
  const statement = useSendStatement(customerId);
  const canSetUp = can(group, "customers.account");
  const canTake = can(group, "sales.new", "sales.edit", "sales.pos.new");
  const canSend = can(group, "customers.edit", "customers.account");

  if (query.isPending) return frame(<Loader size="sm" aria-label="Loading account" />);
  if (query.isError)
    return frame(
      <Text c="red" size="sm">
        The account could not be loaded.
      </Text>,
    );
  const data = query.data;
  const account = data.account;
  return frame(
    <Stack gap="sm">
      {account ? <AccountFigures data={data} /> : <Text size="sm">No account: sales cannot be charged to this customer.</Text>}
      {account && data.invoices.length > 0 && <OpenInvoices data={data} />}
      <Group gap="sm">
        {canSetUp && (
          <Button variant="light" onClick={() => setDialog("settings")}>
            {account ? "Edit account" : "Set up account"}
          </Button>
        )}
        {account && canTake && data.balance > 0 && <Button onClick={() => setDialog("payment")}>Take payment on account</Button>}
        {account && canSend && (
          <Button variant="default" loading={statement.isPending} onClick={() => statement.mutate()}>
            Send statement
          </Button>
        )}
      </Group>
      <AccountSettingsDialog customerId={customerId} current={account} opened={dialog === "settings"} onClose={() => setDialog(null)} />
      <AccountPaymentDialog customerId={customerId} balance={data.balance} opened={dialog === "payment"} onClose={() => setDialog(null)} />
    </Stack>,
  );
}

function AccountFigures({ data }: { data: HouseAccount }) {
  const account = data.account!;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Balance">
          <span data-testid="account-balance">{formatMoney(data.balance)}</span>
        </Figure>
        <Figure label="Credit limit">{formatMoney(account.creditLimit)}</Figure>
        <Figure label="Available">{formatMoney(data.availableCredit)}</Figure>
        <Figure label="Terms">
          <Group gap={6}>
            {accountTermsLabels[account.terms]}
            <Badge color={account.status === AccountStatus.Active ? "green" : "gray"} variant="light">
              {accountStatusLabels[account.status]}
            </Badge>
          </Group>
        </Figure>
      </SimpleGrid>
      {account.drivers.length > 0 && <Text size="sm">Drivers allowed to charge: {account.drivers.join(", ")}</Text>}
      {account.note && <Text size="sm">{account.note}</Text>}
      <DetailTable
        label="Aging"
        withTableBorder
        columns={agingBuckets.map((bucket) => agingBucketLabels[bucket])}
        rows={[{ key: "owed", cells: agingBuckets.map((bucket) => formatMoney(data.aging[bucket])) }]}
        minWidth={420}
      />
    </>
  );
}

function OpenInvoices({ data }: { data: HouseAccount }) {
  return (
    <DetailTable
      label="Open invoices"
      columns={["Sale", "Date", "Due", "Age", "Owed", "Status"]}
      minWidth={460}
      rows={data.invoices.map((invoice) => ({
        key: invoice.saleId,
        cells: [
          <>
            <Anchor component={Link} to={`/sales/${invoice.saleId}`}>
              #{invoice.number}
            </Anchor>
            {invoice.reference && (
              <Text size="xs" c="dimmed">
                {invoice.reference}
              </Text>
            )}
          </>,
          formatDisplayDate(invoice.invoiceDate),
          formatDisplayDate(invoice.dueDate),
          `${invoice.ageDays} days`,
          formatMoney(invoice.balance),
          invoiceStatusLabels[invoice.invoiceStatus],
        ],
      }))}
    />
  );
}
