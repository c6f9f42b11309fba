import { Button, Group, Modal, Radio, Stack, Textarea } from "@mantine/core";
import type { Appointment, SeriesScope } from "@washdesk/domain";
import { useState } from "react";
import { useCancelAppointment } from "./appointment-mutations";

export interface CancelAppointmentDialogProps {
  appointment: Appointment;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
}

/** "Cancel appointment": a reason for the activity log and the customer's text, and for a series which ones. */
export function CancelAppointmentDialog({ appointment, opened, onClose, onCancelled }: CancelAppointmentDialogProps) {
  const cancel = useCancelAppointment();
  const [reason, setReason] = useState("");
  const [scope, setScope] = useState<SeriesScope>("one");

  const submit = async () => {
    try {
      await cancel.mutateAsync({ id: appointment.id, body: { scope, reason: reason.trim() || undefined } });
      onCancelled();
    } catch {
      // The notice has said why.
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Cancel appointment" centered zIndex={400}>
      <Stack gap="sm">
        <Textarea label="Reason" description="Kept in the activity log" value={reason} onChange={(event) => setReason(event.currentTarget.value)} minRows={2} />
        {appointment.series && (
          <Radio.Group label="Which appointments" value={scope} onChange={(value) => setScope(value as SeriesScope)}>
            <Stack gap={6} mt={6}>
              <Radio value="one" label="This appointment only" />
              <Radio value="future" label="This and following" />
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => void submit()}>
            Cancel appointment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
