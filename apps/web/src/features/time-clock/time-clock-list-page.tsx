import { Badge, Button, Group, Select, Stack, Table, Text } from "@mantine/core";
import { can, hoursText, type ShiftRow } from "@washdesk/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { DateRangeFields } from "../../components/date-range-fields";
import { ListFooter } from "../../components/list-footer";
import { ListTable } from "../../components/list-table";
import { formatDateTimeAt, formatTimeAt } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { ShiftDialog } from "./shift-dialog";
import { useClockBoard, useShiftList } from "./time-clock-queries";

const hours = (minutes: number) => hoursText(minutes * 60_000);
const flaggedOptions = [
  { value: "true", label: "Flagged only" },
  { value: "false", label: "Not flagged" },
];

/**
 * Completed time clock (docs/product.md §2 /timeClock/list): shifts by employee, dates and flag, each
 * with its punches, breaks, regular and overtime hours, and totals per employee. Without
 * timeClock.completed.list a person sees their own shifts only.
 */
export default function TimeClockListPage() {
  const group = useSessionStore(sessionSelectors.group);
  const utility = useSessionStore(sessionSelectors.utility);
  const timeZone = utility?.timeZone;
  const seesEveryone = can(group, "timeClock.completed.list", "timeClock.completed.edit", "timeClock.completed.delete");
  const [params, setParams] = useSearchParams();
  const filters = {
    userId: params.get("userId") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    flagged: params.get("flagged") ?? "",
    page: params.get("page") ?? "1",
  };
  const update = (changes: Partial<typeof filters>) => {
    const next = { ...filters, page: "1", ...changes };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== "")), { replace: true });
  };
  const list = useShiftList(filters);
  const board = useClockBoard({ enabled: seesEveryone });
  const [openId, setOpenId] = useState<string | null>(null);
  const page = list.data;

  const row = (s: ShiftRow) => (
    <Table.Tr key={s.id}>
      <Table.Td>{s.employeeName}</Table.Td>
      <Table.Td>{formatDateTimeAt(s.clockedInAt, timeZone)}</Table.Td>
      <Table.Td>{s.clockedOutAt ? formatDateTimeAt(s.clockedOutAt, timeZone) : "Still open"}</Table.Td>
      <Table.Td>
        {s.breaks
          .map((b) => `${b.kind === "meal" ? "Meal" : "Rest"} ${formatTimeAt(b.startedAt, timeZone)}–${b.endedAt ? formatTimeAt(b.endedAt, timeZone) : "…"}`)
          .join(", ") || "None"}
      </Table.Td>
      <Table.Td ta="right">{hours(s.regularMinutes)}</Table.Td>
      <Table.Td ta="right">{hours(s.overtimeMinutes)}</Table.Td>
      <Table.Td>
        <Group gap={4}>
          {s.flagged && <Badge color="orange">Flagged</Badge>}
          {s.edited && <Badge color="blue">Edited</Badge>}
          {s.confirmedAt && <Badge color="green">Confirmed</Badge>}
        </Group>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => setOpenId(s.id)}
          aria-label={`Open shift of ${s.employeeName} on ${formatDateTimeAt(s.clockedInAt, timeZone)}`}
        >
          Open
        </Button>
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <DateRangeFields from={filters.from} to={filters.to} clearable onChange={(range) => update(range)} />
        {seesEveryone && (
          <Select
            label="Employee"
            placeholder="Everyone"
            clearable
            searchable
            data={(board.data?.people ?? []).map((p) => ({ value: p.userId, label: p.name }))}
            value={filters.userId || null}
            onChange={(id) => update({ userId: id ?? "" })}
            w={220}
          />
        )}
        <Select
          label="Flagged"
          placeholder="All shifts"
          clearable
          data={flaggedOptions}
          value={filters.flagged || null}
          onChange={(v) => update({ flagged: v ?? "" })}
          w={160}
        />
      </Group>

      <ListTable
        label="Shifts"
        minWidth={900}
        headers={[
          "Employee",
          "Clock in",
          "Clock out",
          "Breaks",
          { title: "Regular h", align: "right" },
          { title: "Overtime h", align: "right" },
          "Status",
          "Shift",
        ]}
        empty={(page?.items.length ?? 0) === 0}
        emptyText={list.isPending ? "Loading shifts…" : "No shifts match these filters."}
      >
        {page?.items.map(row)}
      </ListTable>

      <ListFooter page={page} current={Number(filters.page)} onPage={(next) => update({ page: String(next) })} noun="shifts" />

      <ListTable
        label="Totals per employee"
        minWidth={600}
        headers={[
          "Employee",
          { title: "Shifts", align: "right" },
          { title: "Paid h", align: "right" },
          { title: "Regular h", align: "right" },
          { title: "Overtime h", align: "right" },
        ]}
        empty={(page?.totals.length ?? 0) === 0}
        emptyText="No hours in this range."
      >
        {page?.totals.map((t) => (
          <Table.Tr key={t.userId}>
            <Table.Td>{t.name}</Table.Td>
            <Table.Td ta="right">{t.shifts}</Table.Td>
            <Table.Td ta="right">{hours(t.paidMinutes)}</Table.Td>
            <Table.Td ta="right">{hours(t.regularMinutes)}</Table.Td>
            <Table.Td ta="right">{hours(t.overtimeMinutes)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Text size="sm" c="dimmed">
        {page ? `From ${page.from} to ${page.to}. ` : ""}Overtime is paid time past 40 hours in a workweek; a shift counts in the week and on the day it
        started. An unpaid meal shorter than 30 minutes counts as worked time.
      </Text>

      <ShiftDialog shiftId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
