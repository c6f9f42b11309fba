import { Alert, Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Text } from "@mantine/core";
import { AppointmentStatus, appointmentStatusLabels, formatWallTime, type AppointmentItem } from "@washdesk/domain";

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
    <Modal opened={opened} onClose={onClose} title="Today's appointments" size="lg" closeButtonProps={{ "aria-label": "Close" }}>
      <Stack gap="xs">
        {notice && (
          <Alert color="yellow" variant="light" role="alert">
            {notice}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {loading && (
          <Center py="md">
            <Loader aria-label="Loading today's appointments" />
          </Center>
        )}
        {appointments?.length === 0 && (
          <Text c="dimmed" size="sm" py="sm">
            No appointments today.
          </Text>
        )}
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Today's appointments">
          {appointments?.map((appointment) => (
            <AppointmentRow
              key={appointment.id}
              appointment={appointment}
              checkingIn={checkingIn === appointment.id}
              disabled={checkingIn !== null}
              onCheckIn={() => onCheckIn(appointment)}
            />
          ))}
        </Stack>
      </Stack>
    </Modal>
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
