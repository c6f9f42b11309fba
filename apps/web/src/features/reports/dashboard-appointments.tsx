import { Anchor, Group, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { AppointmentStatus, appointmentRoutes, appointmentStatusLabels, can, formatWallTime, type Group as PermissionGroup } from "@washdesk/domain";
import { Link } from "react-router";
import { call } from "../../api/call";
import { text, type ReportTableData } from "./report-table-data";
import { ReportTable } from "./report-table";

/** Under "appointments": a booking, a change or a check-in anywhere (a realtime hint) refreshes it. */
const todayAppointmentsKey = ["appointments", "today"] as const;

const CALENDAR = "/managements/appointments";

/** The daily part's "Today's appointments": when, who, what, and where each stands. */
export function DashboardAppointments({ group }: { group: PermissionGroup | null }) {
  const today = useQuery({ queryKey: todayAppointmentsKey, queryFn: async ({ signal }) => call(appointmentRoutes.today, { signal }) });
  const calendarLink = can(group, "management.appointment") ? CALENDAR : undefined;
  const table: ReportTableData = {
    title: "Today's appointments",
    columns: [{ title: "Time" }, { title: "Customer" }, { title: "Services" }, { title: "Status" }],
    rows: (today.data?.items ?? []).map((a) => [
      text(formatWallTime(a.time), calendarLink),
      text(a.vehicle ? `${a.customer.name} (${a.vehicle.label})` : a.customer.name),
      text(a.services),
      text(
        a.status !== AppointmentStatus.Pending
          ? appointmentStatusLabels[a.status]
          : a.sale
            ? `Checked in · Sale #${a.sale.number}`
            : a.confirmed
              ? "Confirmed"
              : "Unconfirmed",
      ),
    ]),
    empty: today.isError ? "Today's appointments could not be loaded" : today.isLoading ? "Loading…" : "No appointments today",
    minWidth: 480,
  };
  return (
    <Stack gap={4}>
      <ReportTable table={table} headingOrder={3} />
      {calendarLink && (
        <Group justify="flex-end">
          <Anchor component={Link} to={calendarLink} size="sm">
            Open the appointment calendar
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
