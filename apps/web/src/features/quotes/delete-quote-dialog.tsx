import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import type { Quote } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { useDeleteQuote } from "./quote-mutations";

export interface DeleteQuoteDialogProps {
  quote: Pick<Quote, "id" | "number">;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** A soft delete; the reason is optional and goes to the activity log. A sale the quote became stays. */
export function DeleteQuoteDialog({ quote, opened, onClose, onDeleted }: DeleteQuoteDialogProps) {
  const [reason, setReason] = useState("");
  const remove = useDeleteQuote(quote.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync({ reason: reason.trim() || undefined });
    } catch {
      // The notice has said why; the dialog stays open.
      return;
    }
    setReason("");
    onDeleted();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Delete quote Q-${quote.number}`}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">The quote leaves the quotes list. A sale it became is not touched.</Text>
          <Textarea label="Reason (optional)" value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} rows={3} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Keep quote
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete quote
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
