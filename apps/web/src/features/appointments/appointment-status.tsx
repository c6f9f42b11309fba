import { Badge, Group } from "@mantine/core";
import { IconCheck, IconClockX, IconX } from "@tabler/icons-react";
import { AppointmentStatus, appointmentStatusLabels, type AppointmentItem } from "@washdesk/domain";

/** A Pending appointment the customer (or staff) has not confirmed yet. */
export const isUnconfirmed = (item: Pick<AppointmentItem, "status" | "confirmed">) => item.status === AppointmentStatus.Pending && !item.confirmed;

/** The Mantine colour of a status: a Pending one not confirmed stands out in yellow. */
export function statusColor(item: Pick<AppointmentItem, "status" | "confirmed">): string {
  if (item.status === AppointmentStatus.Completed) return "green";
  if (item.status === AppointmentStatus.Missed) return "red";
  if (item.status === AppointmentStatus.Cancelled) return "gray";
  return item.confirmed ? "blue" : "yellow";
}

const statusIcons = {
  [AppointmentStatus.Completed]: IconCheck,
  [AppointmentStatus.Missed]: IconClockX,
  [AppointmentStatus.Cancelled]: IconX,
} as const;

/** The status in words (never by colour alone), and "Unconfirmed" for a Pending one not confirmed. */
export function AppointmentStatusBadges({ item, size = "sm" }: { item: Pick<AppointmentItem, "status" | "confirmed">; size?: "xs" | "sm" }) {
  const Icon = item.status === AppointmentStatus.Pending ? null : statusIcons[item.status];
  return (
    <Group gap={4} wrap="wrap" component="span">
      {item.status !== AppointmentStatus.Pending && (
        <Badge size={size} color={statusColor(item)} variant="filled" leftSection={Icon ? <Icon size={10} aria-hidden /> : undefined}>
          {appointmentStatusLabels[item.status]}
        </Badge>
      )}
      {isUnconfirmed(item) && (
        <Badge size={size} color="yellow" variant="outline" c="dark">
          Unconfirmed
        </Badge>
      )}
    </Group>
  );
}
