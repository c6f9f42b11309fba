import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { formatMoney, type OpenTicket } from "@washdesk/domain";
import { CounterListDialog } from "./counter-list-dialog";
import { ticketAge } from "./ticket-age";
import { ticketTitle } from "./ticket-cart";

export interface OpenTicketsDialogProps {
  opened: boolean;
  tickets: readonly OpenTicket[] | undefined;
  loading: boolean;
  error: string | null;
  /** The sale being resumed, while its request runs. */
  resuming: string | null;
  /** Why a ticket can't be resumed now (the cart holds another sale), or a failed resume. */
  notice: string | null;
  /** `takeOver`: the ticket is at another counter, and is taken from it on purpose. */
  onResume: (ticket: OpenTicket, takeOver: boolean) => void;
  onClose: () => void;
}

/** Parked tickets and every other pending sale (back office, converted quotes), the longest waiting first. */
export function OpenTicketsDialog({ opened, tickets, loading, error, resuming, notice, onResume, onClose }: OpenTicketsDialogProps) {
  return (
    <CounterListDialog
      opened={opened}
      title="Open tickets"
      empty={tickets?.length === 0}
      emptyText="No open tickets."
      loading={loading}
      loadingLabel="Loading the open tickets"
      error={error}
      notice={notice}
      onClose={onClose}
    >
      {tickets?.map((ticket) => (
        <TicketRow
          key={ticket.id}
          ticket={ticket}
          resuming={resuming === ticket.id}
          disabled={resuming !== null}
          onResume={(takeOver) => onResume(ticket, takeOver)}
        />
      ))}
    </CounterListDialog>
  );
}

interface TicketRowProps {
  ticket: OpenTicket;
  resuming: boolean;
  disabled: boolean;
  onResume: (takeOver: boolean) => void;
}

/** A ticket at another counter is taken over, not resumed: that counter can then no longer save it. */
function TicketRow({ ticket, resuming, disabled, onResume }: TicketRowProps) {
  const elsewhere = ticket.resumedAt !== null;
  const title = ticketTitle(ticket);
  return (
    <Paper component="li" withBorder p="xs" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} truncate>
              {title}
            </Text>
            {ticket.ticketLabel === null && (
              <Badge variant="light" color="gray" size="sm">
                Sale #{ticket.number}
              </Badge>
            )}
            {elsewhere && (
              <Badge variant="light" color="orange" size="sm">
                At a counter
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {ticket.customer?.name ?? "Walk-in"} · {ticketAge(ticket.parkedAt ?? ticket.createdAt)}
          </Text>
        </Stack>
        <Group gap="md" wrap="nowrap">
          <Stack gap={0} align="flex-end">
            <Text size="sm">Total {formatMoney(ticket.amount)}</Text>
            <Text size="sm" fw={600}>
              Due {formatMoney(ticket.balance)}
            </Text>
          </Stack>
          <Button
            onClick={() => onResume(elsewhere)}
            loading={resuming}
            disabled={disabled && !resuming}
            variant={elsewhere ? "default" : "filled"}
            aria-label={`${elsewhere ? "Take over" : "Resume"} ${title}`}
          >
            {elsewhere ? "Take over" : "Resume"}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
