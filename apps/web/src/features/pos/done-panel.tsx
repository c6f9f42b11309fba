import { Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconMessage, IconPlus, IconPrinter } from "@tabler/icons-react";
import { can, formatMoney, type Sale } from "@washdesk/domain";
import { lazy, Suspense, useState, type Ref } from "react";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { printReceipt } from "../../components/print-receipt";

// Loaded once a sale is done, not with the counter: the receipt (with its date formatting) and the
// e-mail form are not needed to start selling.
const ReceiptPrintArea = lazy(async () => ({ default: (await import("../sales/receipt-print-area")).ReceiptPrintArea }));
const EmailReceiptDialog = lazy(async () => ({ default: (await import("../sales/email-receipt-dialog")).EmailReceiptDialog }));
const TextReceiptDialog = lazy(async () => ({ default: (await import("../sales/text-receipt-dialog")).TextReceiptDialog }));

export interface DonePanelProps {
  sale: Sale;
  /** False while the panel waits, hidden, for the next sale: its receipt is not printable then. */
  shown?: boolean;
  onNewSale: () => void;
  newSaleRef?: Ref<HTMLButtonElement>;
}

/** Cash handed back over all the sale's cash payments. */
export const changeOf = (sale: Pick<Sale, "payments">) => sale.payments.reduce((sum, payment) => sum + (payment.change ?? 0), 0);

/** After a sale: its number, the change to hand back in big figures, the receipt, and a new sale in one tap. */
export function DonePanel({ sale, shown = true, onNewSale, newSaleRef }: DonePanelProps) {
  const group = useSessionStore(sessionSelectors.group);
  const [emailing, setEmailing] = useState(false);
  const [texting, setTexting] = useState(false);
  const change = changeOf(sale);

  return (
    <Paper withBorder p="xl" component="section" aria-labelledby="pos-done-title">
      <Stack align="center" gap="lg" ta="center">
        <Title order={2} id="pos-done-title">
          Sale #{sale.number} complete
        </Title>
        <div role="status" aria-live="polite">
          <Text c="dimmed">Change due</Text>
          <Text fz={48} fw={700} lh={1.1} aria-label={`Change due ${formatMoney(change)}`}>
            {formatMoney(change)}
          </Text>
          <Text c="dimmed" size="sm">
            Total {formatMoney(sale.amount)}
            {sale.tipTotal > 0 ? ` · tips ${formatMoney(sale.tipTotal)}` : ""}
            {sale.balance > 0 ? ` · still owed ${formatMoney(sale.balance)}` : ""}
          </Text>
        </div>
        <Group justify="center" gap="sm">
          <Button size="lg" variant="default" leftSection={<IconPrinter size={20} aria-hidden />} onClick={() => printReceipt("80mm")}>
            Print receipt
          </Button>
          {can(group, "sales.list") && (
            <Button size="lg" variant="default" leftSection={<IconMail size={20} aria-hidden />} onClick={() => setEmailing(true)}>
              E-mail receipt
            </Button>
          )}
          <Button size="lg" variant="default" leftSection={<IconMessage size={20} aria-hidden />} onClick={() => setTexting(true)}>
            Text receipt
          </Button>
        </Group>
        <Button ref={newSaleRef} size="xl" leftSection={<IconPlus size={22} aria-hidden />} onClick={onNewSale}>
          New sale
        </Button>
      </Stack>
      {shown && (
        <Suspense fallback={null}>
          <ReceiptPrintArea sale={sale} />
        </Suspense>
      )}
      {emailing && (
        <Suspense fallback={<Loader size="sm" aria-label="Opening the e-mail form" />}>
          <EmailReceiptDialog sale={sale} opened onClose={() => setEmailing(false)} />
        </Suspense>
      )}
      {texting && (
        <Suspense fallback={<Loader size="sm" aria-label="Opening the text-message form" />}>
          <TextReceiptDialog sale={sale} opened onClose={() => setTexting(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
