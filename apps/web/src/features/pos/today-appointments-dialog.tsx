import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { AppointmentStatus, appointmentStatusLabels, formatWallTime, type AppointmentItem } from "@washdesk/domain";
import { CounterListDialog } from "./counter-list-dialog";

export interface TodayAppointmentsDialogProps {
  opened: boolean;
  appointments: readonly AppointmentItem[] | undefined;
  loading: boolean;
  error: string | null;
  /** The appointment being checked in, while its request runs. */
  checkingIn: string | null;
  /** A failed check-in in plain words, or why its ticket could not be opened here. */
  notice: string | null;
  onCheckIn: (appointment: AppointmentItem) => void;
  onClose: () => void;
}

/** Today's appointments at the counter, by start: one tap checks a customer in and opens the ticket. */
export function TodayAppointmentsDialog({ opened, appointments, loading, error, checkingIn, notice, onCheckIn, onClose }: TodayAppointmentsDialogProps) {
  return (
    <CounterListDialog
      opened={opened}
      title="Today's appointments"
      empty={appointments?.length === 0}
      emptyText="No appointments today."
      loading={loading}
      loadingLabel="Loading today's appointments"
      error={error}
      notice={notice}
      onClose={onClose}
    >
      {appointments?.map((appointment) => (
        <AppointmentRow
          key={appointment.id}
          appointment={appointment}
          checkingIn={checkingIn === appointment.id}
          disabled={checkingIn !== null}
          onCheckIn={() => onCheckIn(appointment)}
        />
      ))}
    </CounterListDialog>
  );
}

interface AppointmentRowProps {
  appointment: AppointmentItem;
  checkingIn: boolean;
  disabled: boolean;
  onCheckIn: () => void;
}

function AppointmentRow({ appointment, checkingIn, disabled, onCheckIn }: AppointmentRowProps) {
  const time = formatWallTime(appointment.time);
  const title = `${time} ${appointment.customer.name}`;
  const pending = appointment.status === AppointmentStatus.Pending;
  return (
    <Paper component="li" withBorder p="xs" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{time}</Text>
            <Text fw={600} truncate>
              {appointment.customer.name}
            </Text>
            {pending ? (
              <Badge size="sm" variant="light" color={appointment.confirmed ? "green" : "yellow"}>
                {appointment.confirmed ? "Confirmed" : "Unconfirmed"}
              </Badge>
            ) : (
              <Badge size="sm" variant="light" color="gray">
                {appointmentStatusLabels[appointment.status]}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {[appointment.vehicle?.label, appointment.services].filter((part) => part && part.trim() !== "").join(" · ")}
          </Text>
          {pending && appointment.sale && <Text size="sm">Checked in · Sale #{appointment.sale.number}</Text>}
        </Stack>
        {pending && (
          <Button
            size="sm"
            variant={appointment.sale ? "light" : "filled"}
            onClick={onCheckIn}
            loading={checkingIn}
            disabled={disabled && !checkingIn}
            aria-label={`${appointment.sale ? "Open ticket" : "Check in"}: ${title}`}
          >
            {appointment.sale ? "Open ticket" : "Check in"}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
