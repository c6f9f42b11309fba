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
  /** The answered sale, or null while the server has not answered yet: the panel's frame shows progress. */
  sale: Sale | null;
  /** False while the panel waits, hidden, for the next sale: its receipt is not printable then. */
  shown?: boolean;
  onNewSale: () => void;
  newSaleRef?: Ref<HTMLButtonElement>;
}

/** Cash handed back over all the sale's cash payments. */
export const changeOf = (sale: Pick<Sale, "payments">) => sale.payments.reduce((sum, payment) => sum + (payment.change ?? 0), 0);

/**
 * After a sale: its number, the change to hand back in big figures, the receipt, and a new sale in
 * one tap. It shows from the tap on "Complete sale", before the server answers, with a sign of
 * progress and the same layout: the answer then only fills in the figures and enables the buttons,
 * so the cashier does not wait for the screen to be redrawn after the answer.
 */
export function DonePanel({ sale, shown = true, onNewSale, newSaleRef }: DonePanelProps) {
  const group = useSessionStore(sessionSelectors.group);
  const [emailing, setEmailing] = useState(false);
  const [texting, setTexting] = useState(false);
  const waiting = sale === null;
  const change = sale === null ? 0 : changeOf(sale);

  return (
    <Paper withBorder p="xl" component="section" aria-labelledby="pos-done-title" aria-busy={shown && waiting}>
      <Stack align="center" gap="lg" ta="center">
        <Title order={2} id="pos-done-title">
          {sale === null ? "Completing sale…" : `Sale #${sale.number} complete`}
        </Title>
        <div role="status" aria-live="polite">
          <Text c="dimmed">Change due</Text>
          {sale === null ? (
            // As tall as the figures it stands for: the answer changes words, not the layout.
            <Group justify="center" h={53}>
              <Loader size="md" aria-label="Waiting for the server" />
            </Group>
          ) : (
            <Text fz={48} fw={700} lh={1.1} aria-label={`Change due ${formatMoney(change)}`}>
              {formatMoney(change)}
            </Text>
          )}
          <Text c="dimmed" size="sm">
            {sale === null
              ? "Saving the sale… the cart is kept until the server answers."
              : `Total ${formatMoney(sale.amount)}${sale.tipTotal > 0 ? ` · tips ${formatMoney(sale.tipTotal)}` : ""}${sale.balance > 0 ? ` · still owed ${formatMoney(sale.balance)}` : ""}`}
          </Text>
        </div>
        <Group justify="center" gap="sm">
          <Button size="lg" variant="default" leftSection={<IconPrinter size={20} aria-hidden />} disabled={waiting} onClick={() => printReceipt("80mm")}>
            Print receipt
          </Button>
          {can(group, "sales.list") && (
            <Button size="lg" variant="default" leftSection={<IconMail size={20} aria-hidden />} disabled={waiting} onClick={() => setEmailing(true)}>
              E-mail receipt
            </Button>
          )}
          <Button size="lg" variant="default" leftSection={<IconMessage size={20} aria-hidden />} disabled={waiting} onClick={() => setTexting(true)}>
            Text receipt
          </Button>
        </Group>
        <Button ref={newSaleRef} size="xl" leftSection={<IconPlus size={22} aria-hidden />} disabled={waiting} onClick={onNewSale}>
          New sale
        </Button>
      </Stack>
      {shown && sale !== null && (
        <Suspense fallback={null}>
          <ReceiptPrintArea sale={sale} />
        </Suspense>
      )}
      {emailing && sale !== null && (
        <Suspense fallback={<Loader size="sm" aria-label="Opening the e-mail form" />}>
          <EmailReceiptDialog sale={sale} opened onClose={() => setEmailing(false)} />
        </Suspense>
      )}
      {texting && sale !== null && (
        <Suspense fallback={<Loader size="sm" aria-label="Opening the text-message form" />}>
          <TextReceiptDialog sale={sale} opened onClose={() => setTexting(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
