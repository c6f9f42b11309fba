import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { formatMoney, messages } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { MoneyInput } from "../../components/money-input";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { useAddDrop } from "./register-mutations";
import { useRegisterSession } from "./register-queries";

export interface AddDropDialogProps {
  /** The open register session the cash leaves. */
  sessionId: string;
  /** Shown in the title so the cashier sees which drawer; loaded with the session when not given. */
  registerName?: string;
  /**
   * The live expected cash, shown as a hint (the server refuses a drop larger than the drawer); loaded
   * when not given; null when the shop counts blind and this user may not see it.
   */
  expectedCash?: number | null;
  opened: boolean;
  onClose: () => void;
}

/** Make a drop: cash taken from the drawer to the safe, from /registers/opened or the POS. */
export function AddDropDialog({ sessionId, registerName, expectedCash, opened, onClose }: AddDropDialogProps) {
  const [amount, setAmount] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const drop = useAddDrop(sessionId);
  // The POS knows only the session id; the list page passes what it already shows.
  const session = useRegisterSession(opened && (registerName === undefined || expectedCash === undefined) ? sessionId : null);
  const name = registerName ?? session.data?.register.name;
  const inDrawer = expectedCash ?? session.data?.cash.expectedCash;
  // One key per drop: a double tap or a retry after a lost answer is not a second drop.
  const dropKey = useIdempotencyKey();

  const close = () => {
    setAmount(null);
    setNote("");
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = amount === null ? messages.required : amount < 1 ? messages.min001 : null;
    setError(problem);
    if (problem !== null || amount === null) return;
    try {
      await drop.mutateAsync({ body: { amount, note: note.trim() }, idempotencyKey: dropKey.key });
      dropKey.renew();
      close();
    } catch {
      // The notice has said why; the dialog stays open and the same key serves the retry.
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={name ? `Make a drop from ${name}` : "Make a drop"}
      size={480}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {inDrawer !== undefined && inDrawer !== null && <Text size="sm">In the drawer: {formatMoney(inDrawer)}</Text>}
          <MoneyInput
            data-autofocus
            label="Amount"
            value={amount}
            onChange={(cents) => {
              setAmount(cents);
              if (error) setError(null);
            }}
            min={0}
            error={error}
            required
          />
          <Textarea label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={500} rows={2} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={drop.isPending}>
              Add drop
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
