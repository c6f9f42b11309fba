import { Button, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { can, formatMoney, type RegisterSession } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import { useState } from "react";
import { Link } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { formatDateTimeAt } from "../../components/shop-dates";
import { AddDropDialog } from "./add-drop-dialog";
import { CloseRegisterDialog } from "./close-register-dialog";
import { formatDrawerFigure } from "./over-short";
import { useRegisterSessions } from "./register-queries";

// Every open drawer fits on one page: a shop has a handful of stations.
const OPEN_QUERY = { status: "open", pageSize: 200 } as const;
const COLUMNS = 10;

type Dialog = { kind: "drop" | "close"; session: RegisterSession } | null;

/** docs/product.md §2 /registers/opened: every open drawer with its live cash figures; drops and closing. */
export default function OpenedRegistersPage() {
  const group = useSessionStore(sessionSelectors.group);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const sessions = useRegisterSessions(OPEN_QUERY);
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayDrop = can(group, "management.register.new", "management.drops");
  const mayClose = can(group, "management.register.new");
  const items = sessions.data?.items ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {sessions.data ? `${items.length} open ${items.length === 1 ? "register" : "registers"}` : ""}
        </Text>
        <Group gap="sm">
          {sessions.isFetching && <Loader size="sm" aria-label="Loading registers" />}
          {mayClose && (
            <Button component={Link} to="/registers/open" variant="default">
              Open register
            </Button>
          )}
        </Group>
      </Group>
      <ListTable
        label="Open registers"
        minWidth={1100}
        highlightOnHover
        columns={COLUMNS}
        empty={items.length === 0}
        emptyText={sessions.isPending ? "Loading registers…" : "No register is open."}
        head={
          <>
            <Table.Th>Register</Table.Th>
            <Table.Th>Opened</Table.Th>
            <Table.Th ta="right">Opening</Table.Th>
            <Table.Th ta="right">Cash received</Table.Th>
            <Table.Th ta="right">Refunds</Table.Th>
            <Table.Th ta="right">Drops</Table.Th>
            <Table.Th ta="right">Paid out</Table.Th>
            <Table.Th ta="right">Expected cash</Table.Th>
            <Table.Th ta="right">Sales</Table.Th>
            <Table.Th>Actions</Table.Th>
          </>
        }
      >
        {items.map((session) => (
          <Table.Tr key={session.id}>
            <Table.Th scope="row">
              {session.register.name}
              <Text size="xs" c="dimmed">
                Session #{session.number}
              </Text>
            </Table.Th>
            <Table.Td>
              {session.openedBy.name}
              <Text size="xs" c="dimmed">
                {formatDateTimeAt(session.openedAt, timeZone)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formatDrawerFigure(session.cash.openingCash)}</Table.Td>
            <Table.Td ta="right">{formatDrawerFigure(session.cash.cashReceived)}</Table.Td>
            <Table.Td ta="right">{formatDrawerFigure(session.cash.cashRefunded)}</Table.Td>
            <Table.Td ta="right">{formatDrawerFigure(session.cash.drops)}</Table.Td>
            <Table.Td ta="right">{formatDrawerFigure(session.cash.cashPaidOut)}</Table.Td>
            <Table.Td ta="right" fw={700}>
              {formatDrawerFigure(session.cash.expectedCash)}
            </Table.Td>
            <Table.Td ta="right">
              {formatMoney(session.salesAmount)}
              <Text size="xs" c="dimmed">
                {session.saleCount} {session.saleCount === 1 ? "sale" : "sales"}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {mayDrop && (
                  <Button
                    size="sm"
                    variant="light"
                    aria-label={`Make a drop from ${session.register.name}`}
                    onClick={() => setDialog({ kind: "drop", session })}
                  >
                    Make a drop
                  </Button>
                )}
                {mayClose && (
                  <Button
                    size="sm"
                    variant="light"
                    color="red"
                    aria-label={`Close ${session.register.name}`}
                    onClick={() => setDialog({ kind: "close", session })}
                  >
                    Close
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>

      {dialog?.kind === "drop" && (
        <AddDropDialog
          key={dialog.session.id}
          sessionId={dialog.session.id}
          registerName={dialog.session.register.name}
          expectedCash={(items.find((s) => s.id === dialog.session.id) ?? dialog.session).cash.expectedCash}
          opened
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "close" && <CloseRegisterDialog key={dialog.session.id} sessionId={dialog.session.id} opened onClose={() => setDialog(null)} />}
    </Stack>
  );
}
