import { Alert, Button, Center, Divider, Group, Image, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatDisplayDate, formatMoney, payLinkRoutes, payLinkWords, type PublicInvoice } from "@washdesk/domain";
import { useCallback, useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { call } from "../../api/call";
import { ApiError } from "../../api/api-error";

type Loaded = { kind: "loading" } | { kind: "invoice"; invoice: PublicInvoice } | { kind: "refused"; message: string };

/** After Stripe sends the customer back, the webhook may land a moment later: ask again for a while. */
const CONFIRM_EVERY_MS = 2000;
const CONFIRM_TRIES = 15;

function PayButton({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!invoice.payable) {
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
      const { url } = await call(payLinkRoutes.checkout, { params: { token }, silent: true, retry: false });
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
        Pay {formatMoney(invoice.balance)}
      </Button>
    </Stack>
  );
}

function InvoiceView({ token, invoice, justPaid }: { token: string; invoice: PublicInvoice; justPaid: boolean }) {
  return (
    <Stack gap="md">
      <Stack gap={4} align="center">
        {invoice.shop.logoUrl && <Image src={invoice.shop.logoUrl} alt={`${invoice.shop.businessName} logo`} h={64} w="auto" fit="contain" />}
        <Text fw={600} size="lg">
          {invoice.shop.businessName}
        </Text>
      </Stack>
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
        <PayButton token={token} invoice={invoice} />
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
  const { token = "" } = useParams();
  const [search] = useSearchParams();
  const justPaid = search.get("paid") === "1";
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const invoice = await call(payLinkRoutes.invoice, { params: { token }, silent: true, retry: false, signal });
        setLoaded({ kind: "invoice", invoice });
        return invoice;
      } catch (error) {
        if (signal?.aborted) return null;
        setLoaded({ kind: "refused", message: error instanceof ApiError && error.status !== 500 ? error.message : payLinkWords.invalid });
        return null;
      }
    },
    [token],
  );

  useEffect(() => {
    document.title = "Invoice · WashDesk";
    const controller = new AbortController();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const confirm = async () => {
      const invoice = await load(controller.signal);
      tries += 1;
      if (justPaid && invoice?.state === "open" && tries < CONFIRM_TRIES && !controller.signal.aborted)
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
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={520}>
        {loaded.kind === "loading" && (
          <Center py="xl">
            <Loader aria-label="Loading invoice" />
          </Center>
        )}
        {loaded.kind === "refused" && (
          <Stack gap="md">
            <Title order={1} size="h2">
              Invoice
            </Title>
            <Alert color="orange" variant="light" title="This link cannot be used" role="alert">
              {loaded.message}
            </Alert>
          </Stack>
        )}
        {loaded.kind === "invoice" && <InvoiceView token={token} invoice={loaded.invoice} justPaid={justPaid} />}
      </Paper>
    </Center>
  );
}
