import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { TICKET_LABEL_MAX, ticketMessages } from "@washdesk/domain";
import { useState, type FormEvent } from "react";

export interface ParkTicketDialogProps {
  opened: boolean;
  /** The label offered: the ticket's own, the plate or the customer's name. */
  suggested: string;
  parking: boolean;
  failure: string | null;
  onPark: (label: string) => void;
  onClose: () => void;
}

/** Park the cart as an open ticket under a plate or a name, to resume at any counter later. */
export function ParkTicketDialog({ opened, suggested, parking, failure, onPark, onClose }: ParkTicketDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Park ticket" closeOnClickOutside={false} closeButtonProps={{ "aria-label": "Close" }}>
      {/* Mounted per opening, so the label starts from the suggestion each time. */}
      {opened && <ParkTicketForm suggested={suggested} parking={parking} failure={failure} onPark={onPark} onClose={onClose} />}
    </Modal>
  );
}

function ParkTicketForm({ suggested, parking, failure, onPark, onClose }: Omit<ParkTicketDialogProps, "opened">) {
  const [label, setLabel] = useState(suggested);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = label.trim();
    if (trimmed === "") return setError(ticketMessages.labelRequired);
    if (trimmed.length > TICKET_LABEL_MAX) return setError(ticketMessages.labelTooLong);
    onPark(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">The cart is saved with its payments as an open ticket. Any counter can resume it from Open tickets.</Text>
        <TextInput
          label="Ticket label"
          description="A plate or a name"
          required
          data-autofocus
          value={label}
          maxLength={TICKET_LABEL_MAX}
          error={error}
          onChange={(event) => {
            setLabel(event.currentTarget.value);
            setError(null);
          }}
        />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={parking}>
            Cancel
          </Button>
          <Button type="submit" loading={parking}>
            Park
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
