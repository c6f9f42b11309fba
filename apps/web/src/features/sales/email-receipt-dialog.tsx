import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { messages, receiptEmailSchema, type Sale } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { useEmailReceipt } from "./sale-mutations";

export interface EmailReceiptDialogProps {
  sale: Pick<Sale, "id" | "number" | "customer">;
  opened: boolean;
  onClose: () => void;
}

/** "E-mail receipt": queued through the outbox to the address typed, the customer's by default. */
export function EmailReceiptDialog({ sale, opened, onClose }: EmailReceiptDialogProps) {
  const [email, setEmail] = useState(sale.customer?.email ?? "");
  const [error, setError] = useState<string | null>(null);
  const send = useEmailReceipt(sale.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (trimmed === "") {
      setError(messages.required);
      return;
    }
    const parsed = receiptEmailSchema.safeParse({ email: trimmed });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.email);
      return;
    }
    try {
      await send.mutateAsync({ email: trimmed });
    } catch {
      // The notice has said why; the dialog stays open.
      return;
    }
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`E-mail receipt #${sale.number}`}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send receipt
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
