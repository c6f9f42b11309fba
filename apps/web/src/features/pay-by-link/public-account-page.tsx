import { Alert, Button, Center, Divider, Group, Image, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { accountLinkWords, formatDisplayDate, formatMoney, payLinkRoutes, payLinkWords, type PublicAccount } from "@washdesk/domain";
import { useCallback, useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { call } from "../../api/call";
import { ApiError } from "../../api/api-error";

type Loaded = { kind: "loading" } | { kind: "account"; account: PublicAccount } | { kind: "refused"; message: string };

/** After Stripe sends the customer back, the webhook may land a moment later: ask again for a while. */
const CONFIRM_EVERY_MS = 2000;
const CONFIRM_TRIES = 15;

function PayButton({ token, account }: { token: string; account: PublicAccount }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!account.payable) {
    return (
      <Alert color="yellow" variant="light" title="Online payment not available" role="status">
        {payLinkWords.cannotPayOnline}
      </Alert>
    );
  }
  const pay = async () => {
    setPending(true);
    setFailure(null);
    try {
      const { url } = await call(payLinkRoutes.accountCheckout, { params: { token }, silent: true, retry: false });
      window.location.assign(url);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "The card payment page could not be opened. Please try again.");
      setPending(false);
    }
  };
  return (
    <Stack gap="xs">
      {failure && (
        <Alert color="red" variant="light" title="Payment not started" role="alert">
          {failure}
        </Alert>
      )}
      <Button size="md" loading={pending} onClick={() => void pay()}>
        Pay {formatMoney(account.balance)}
      </Button>
    </Stack>
  );
}

function AccountView({ token, account, justPaid }: { token: string; account: PublicAccount; justPaid: boolean }) {
  return (
    <Stack gap="md">
      <Stack gap={4} align="center">
        {account.shop.logoUrl && <Image src={account.shop.logoUrl} alt={`${account.shop.businessName} logo`} h={64} w="auto" fit="contain" />}
        <Text fw={600} size="lg">
          {account.shop.businessName}
        </Text>
      </Stack>
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
        <PayButton token={token} account={account} />
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
  const { token = "" } = useParams();
  const [search] = useSearchParams();
  const justPaid = search.get("paid") === "1";
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const account = await call(payLinkRoutes.account, { params: { token }, silent: true, retry: false, signal });
        setLoaded({ kind: "account", account });
        return account;
      } catch (error) {
        if (signal?.aborted) return null;
        setLoaded({ kind: "refused", message: error instanceof ApiError && error.status !== 500 ? error.message : accountLinkWords.invalid });
        return null;
      }
    },
    [token],
  );

  useEffect(() => {
    document.title = "Account · WashDesk";
    const controller = new AbortController();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const confirm = async () => {
      const account = await load(controller.signal);
      tries += 1;
      if (justPaid && account?.state === "open" && tries < CONFIRM_TRIES && !controller.signal.aborted)
        timer = setTimeout(() => void confirm(), CONFIRM_EVERY_MS);
    };
    void confirm();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [load, justPaid]);

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={560}>
        {loaded.kind === "loading" && (
          <Center py="xl">
            <Loader aria-label="Loading account" />
          </Center>
        )}
        {loaded.kind === "refused" && (
          <Stack gap="md">
            <Title order={1} size="h2">
              Account
            </Title>
            <Alert color="orange" variant="light" title="This link cannot be used" role="alert">
              {loaded.message}
            </Alert>
          </Stack>
        )}
        {loaded.kind === "account" && <AccountView token={token} account={loaded.account} justPaid={justPaid} />}
      </Paper>
    </Center>
  );
}
