import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { formatMoney, messages } from "@washdesk/domain";
import { useState, type FormEvent } from "react";

export interface ClearCartDialogProps {
  opened: boolean;
  /** What has been paid towards the cart (cents). */
  paid: number;
  voiding: boolean;
  failure: string | null;
  onPark: () => void;
  onVoid: (reason: string) => void;
  onClose: () => void;
}

/**
 * Clearing a cart that has taken money: the money is never dropped silently. Either the cart is
 * parked as an open ticket, or its payments are voided with a reason (recorded with who and when).
 */
export function ClearCartDialog({ opened, paid, voiding, failure, onPark, onVoid, onClose }: ClearCartDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="This cart has payments" closeOnClickOutside={false} closeButtonProps={{ "aria-label": "Close" }}>
      {opened && <ClearCartChoice paid={paid} voiding={voiding} failure={failure} onPark={onPark} onVoid={onVoid} onClose={onClose} />}
    </Modal>
  );
}

function ClearCartChoice({ paid, voiding, failure, onPark, onVoid, onClose }: Omit<ClearCartDialogProps, "opened">) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === "") return setError(messages.required);
    onVoid(reason.trim());
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {formatMoney(paid)} has been paid towards this cart. Park it as an open ticket to finish later, or void the payments to give the money back.
      </Text>
      <Button onClick={onPark} disabled={voiding}>
        Park as ticket
      </Button>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Reason for voiding"
            required
            rows={2}
            maxLength={500}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={voiding}>
              Keep the cart
            </Button>
            <Button type="submit" color="red" loading={voiding}>
              Void payments
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
