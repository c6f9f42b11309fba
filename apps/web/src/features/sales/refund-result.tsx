import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconCash, IconPrinter } from "@tabler/icons-react";
import { formatMoney, salesMessages, VoidOrRefund, type Sale } from "@washdesk/domain";
import { amountGivenBack, cashHandedBack } from "./refund-draft";
import { printReceipt } from "../../components/print-receipt";
import { ReceiptPrintArea } from "./receipt-print-area";

export interface RefundResultProps {
  kind: VoidOrRefund;
  /** The sale before and after the refund. */
  before: Sale;
  after: Sale;
  onDone: () => void;
}

/**
 * What the refund gave back, with the cash to hand the customer first (docs/product.md §2 POS
 * Sales), and its receipt to print: the sale with the refund shown under its payments.
 */
export function RefundResult({ kind, before, after, onDone }: RefundResultProps) {
  const cash = cashHandedBack(before, after);
  const total = amountGivenBack(before, after);
  const isVoid = kind === VoidOrRefund.VOID;
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" title={isVoid ? "Sale voided" : "Refund saved"}>
        {formatMoney(total)} given back on sale #{after.number}.
      </Alert>
      {cash > 0 ? (
        <Group gap="sm" wrap="nowrap" role="status" aria-label="Cash to hand back">
          <IconCash size={32} aria-hidden />
          <Text size="xl" fw={700}>
            {salesMessages.cashToHandBack(cash)}
          </Text>
        </Group>
      ) : (
        <Text role="status">No cash to hand back: the money goes back the way it was paid.</Text>
      )}
      <ReceiptPrintArea sale={after} heading={isVoid ? "Void receipt" : "Refund receipt"} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => printReceipt("80mm")}>
          {isVoid ? "Print void receipt" : "Print refund receipt"}
        </Button>
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
