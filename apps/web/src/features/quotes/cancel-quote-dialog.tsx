import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { QuoteStatus, type Quote } from "@washdesk/domain";
import { useUpdateQuote } from "./quote-mutations";

export interface CancelQuoteDialogProps {
  quote: Pick<Quote, "id" | "number">;
  opened: boolean;
  onClose: () => void;
}

/** Cancelling is final (the customer declined, or the quote lapsed), so it is asked once more. */
export function CancelQuoteDialog({ quote, opened, onClose }: CancelQuoteDialogProps) {
  const cancel = useUpdateQuote(quote.id);
  const confirm = async () => {
    try {
      await cancel.mutateAsync({ status: QuoteStatus.Cancelled });
    } catch {
      return;
    }
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Cancel quote Q-${quote.number}`}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="md">
        <Text size="sm">A cancelled quote can no longer be changed, sent or converted into a sale.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Keep quote
          </Button>
          <Button color="orange" loading={cancel.isPending} onClick={() => void confirm()}>
            Cancel quote
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
