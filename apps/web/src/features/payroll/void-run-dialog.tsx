import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { formatDisplayDate, payrollMessages, payRunVoidSchema, type PayRun } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { serverFieldErrors } from "../../components/server-field-errors";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { useVoidRun } from "./payroll-mutations";

export interface VoidRunDialogProps {
  /** The paid run to void; null keeps the dialog closed. */
  run: PayRun | null;
  onClose: () => void;
}

/**
 * Void a paid run with a reason (docs/product.md §2 /payroll): reversing entries are written and the
 * run stays on record. Voiding moves money back, so it carries an Idempotency-Key like paying.
 */
export function VoidRunDialog({ run, onClose }: VoidRunDialogProps) {
  return (
    <Modal
      opened={run !== null}
      onClose={onClose}
      title="Void this paid run"
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {run && <VoidRunForm run={run} onClose={onClose} />}
    </Modal>
  );
}

function VoidRunForm({ run, onClose }: { run: PayRun; onClose: () => void }) {
  const voidRun = useVoidRun(run.id);
  const key = useIdempotencyKey();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (voidRun.isPending) return;
    const parsed = payRunVoidSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? payrollMessages.voidReason);
      return;
    }
    setError(undefined);
    try {
      await voidRun.mutateAsync({ body: parsed.data, idempotencyKey: key.key });
      key.renew();
      onClose();
    } catch (failure) {
      setError(serverFieldErrors(failure, "payRun").reason);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          The run of {formatDisplayDate(run.period.start)} – {formatDisplayDate(run.period.end)} stays on record; voiding writes entries that reverse it, and
          the period can then be run again.
        </Text>
        <Textarea
          label="Reason"
          required
          data-autofocus
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          minRows={2}
          maxLength={500}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={voidRun.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={voidRun.isPending}>
            Void run
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
