import { Button, Group, Modal, Stack } from "@mantine/core";
import { messages, normalizePhone, type Sale } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { PhoneInput, phoneDigits } from "../../components/phone-input";
import { useTextReceipt } from "./sale-mutations";

export interface TextReceiptDialogProps {
  sale: Pick<Sale, "id" | "number" | "customer">;
  opened: boolean;
  onClose: () => void;
}

/** "Text receipt": queued through the outbox to the number typed, the customer's by default. */
export function TextReceiptDialog({ sale, opened, onClose }: TextReceiptDialogProps) {
  const known = sale.customer?.phone ? normalizePhone(sale.customer.phone) : null;
  // The field's mask shows "555 123 4567" after its fixed +1.
  const [phone, setPhone] = useState(known ? `${known.slice(0, 3)} ${known.slice(3, 6)} ${known.slice(6)}` : "");
  const [error, setError] = useState<string | null>(null);
  const send = useTextReceipt(sale.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = phoneDigits(phone);
    if (digits === "") {
      setError(messages.required);
      return;
    }
    if (normalizePhone(digits) === null) {
      setError(messages.phone);
      return;
    }
    try {
      await send.mutateAsync({ phone: digits });
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
      title={`Text receipt #${sale.number}`}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <PhoneInput
            label="Mobile phone"
            required
            value={phone}
            onChange={(masked) => {
              setPhone(masked);
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
