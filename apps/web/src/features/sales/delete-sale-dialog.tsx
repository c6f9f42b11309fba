import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { messages, type Sale } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { useDeleteSale } from "./sale-mutations";

export interface DeleteSaleDialogProps {
  sale: Pick<Sale, "id" | "number">;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** A soft delete with a reason: the sale leaves lists and totals, and stays readable under Deleted Sales. */
export function DeleteSaleDialog({ sale, opened, onClose, onDeleted }: DeleteSaleDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteSale(sale.id);

  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === "") {
      setError(messages.required);
      return;
    }
    try {
      await remove.mutateAsync({ reason: reason.trim() });
    } catch {
      // The notice has said why; the dialog stays open with the reason.
      return;
    }
    setReason("");
    onDeleted();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Delete sale #${sale.number}`}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">The sale leaves the sales lists and totals. Nothing about it is lost: it stays readable under Deleted Sales.</Text>
          <Textarea
            label="Reason"
            required
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (error && event.currentTarget.value.trim() !== "") setError(null);
            }}
            error={error}
            maxLength={500}
            rows={3}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete sale
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
