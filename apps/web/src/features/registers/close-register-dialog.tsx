import { Alert, Anchor, Button, Center, Group, Loader, Modal, Stack, Table, Text, Textarea } from "@mantine/core";
import { countedTotal, formatMoney, overShort, type CashCount, type RegisterSession } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { restoreSession } from "../../session/restore-session";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { CashCountInput } from "./cash-count-input";
import { OverShortText } from "./over-short";
import { useCloseRegister } from "./register-mutations";
import { useRegisterSession } from "./register-queries";

export interface CloseRegisterDialogProps {
  /** The open register session to close. */
  sessionId: string;
  opened: boolean;
  onClose: () => void;
  /** Called once the server has closed the session (the POS may leave the sale screen). */
  onClosed?: (session: RegisterSession) => void;
}

/**
 * What the count came to: counted, expected and the difference, with the way to the day-end report.
 * After a blind count only the counted cash shows: the difference is for managers (the server left it out).
 */
function CloseResult({ session, onDone }: { session: RegisterSession; onDone: () => void }) {
  const { countedCash, expectedCash, overShort: difference, blind } = session.cash;
  return (
    <Stack gap="md">
      <Text>
        {session.register.name} (session #{session.number}) is closed.
      </Text>
      <Table aria-label="Close result" variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Counted cash</Table.Th>
            <Table.Td ta="right">{countedCash === null ? "—" : formatMoney(countedCash)}</Table.Td>
          </Table.Tr>
          {!blind && expectedCash !== null && (
            <>
              <Table.Tr>
                <Table.Th scope="row">Expected cash</Table.Th>
                <Table.Td ta="right">{formatMoney(expectedCash)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Over/short</Table.Th>
                <Table.Td ta="right">
                  <OverShortText difference={difference} />
                </Table.Td>
              </Table.Tr>
            </>
          )}
        </Table.Tbody>
      </Table>
      {blind && <Text size="sm">The count is saved. A manager checks it against the expected cash.</Text>}
      <Group justify="space-between">
        <Anchor component={Link} to={`/reports/dayEnd/${session.id}`} onClick={onDone}>
          Day-end report
        </Anchor>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

interface CloseFormProps {
  session: RegisterSession;
  onClosed: (session: RegisterSession) => void;
  onCancel: () => void;
}

/**
 * The drawer counted by denomination against the live expected cash, and a note for the manager. In a
 * blind count the expected cash never reaches this screen, so neither it nor a difference shows.
 */
function CloseForm({ session, onClosed, onCancel }: CloseFormProps) {
  const [counts, setCounts] = useState<CashCount>({});
  const [note, setNote] = useState("");
  const close = useCloseRegister(session.id);
  // One key for this count: a retry after a lost answer or a refusal is not a second close.
  const closeKey = useIdempotencyKey();
  const expected = session.cash.expectedCash;
  const counted = countedTotal(counts);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const closed = await close.mutateAsync({ body: { counts, note: note.trim() }, idempotencyKey: closeKey.key });
      closeKey.renew();
      onClosed(closed);
    } catch {
      // The notice has said why; the count stays and the same key serves the retry.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text>
          {session.register.name} · session #{session.number} · opened by {session.openedBy.name}
        </Text>
        {expected !== null && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="lg">Expected cash</Text>
            <Text size="lg" fw={700}>
              {formatMoney(expected)}
            </Text>
          </Group>
        )}
        {expected === null && <Text size="sm">Count every note and coin in the drawer. The expected cash is not shown: this shop counts blind.</Text>}
        <CashCountInput legend="Cash in the drawer" totalLabel="Counted cash" value={counts} onChange={setCounts} disabled={close.isPending} />
        {expected !== null && (
          <Group justify="space-between" wrap="nowrap" aria-live="polite">
            <Text size="lg">Difference</Text>
            <OverShortText difference={overShort(counted, expected)} size="lg" />
          </Group>
        )}
        <Textarea
          label="Note"
          description={expected === null ? "Anything the manager should know about this count." : "Why the drawer is over or short, if you know."}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={500}
          rows={2}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} size="md">
            Cancel
          </Button>
          <Button type="submit" color="red" size="md" loading={close.isPending}>
            Close register
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Close register (from /registers/opened, /registers/open and the POS): count the drawer, see it
 * against the expected cash as it is typed, close, then read the result and open the day-end report.
 */
export function CloseRegisterDialog({ sessionId, opened, onClose, onClosed }: CloseRegisterDialogProps) {
  const session = useRegisterSession(opened ? sessionId : null);
  const [result, setResult] = useState<RegisterSession | null>(null);

  const finish = () => {
    setResult(null);
    onClose();
  };

  const closed = (answer: RegisterSession) => {
    setResult(answer);
    onClosed?.(answer);
    // The store's registerIsOpened follows this device's drawer; a failed refresh changes nothing here.
    restoreSession().catch(() => undefined);
  };

  const alreadyClosed = result === null && session.data?.status === "closed" ? session.data : null;

  return (
    <Modal
      opened={opened}
      onClose={finish}
      title="Close register"
      size={760}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {result ? (
        <CloseResult session={result} onDone={finish} />
      ) : alreadyClosed ? (
        <Stack gap="md">
          <Alert color="gray" variant="light" title="Already closed">
            This register was already closed.
          </Alert>
          <CloseResult session={alreadyClosed} onDone={finish} />
        </Stack>
      ) : session.data ? (
        <CloseForm key={session.data.id} session={session.data} onClosed={closed} onCancel={finish} />
      ) : session.isError ? (
        <Alert color="red" variant="light" title="Could not load the register">
          The register session could not be loaded. Close this window and try again.
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading register" />
        </Center>
      )}
    </Modal>
  );
}
