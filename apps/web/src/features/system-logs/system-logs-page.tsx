import { useState } from "react";
import { Badge, Button, Group, Stack, Table, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { systemLogLevelLabels, systemLogLevels, type SystemLogLevel, type SystemLogQuery } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import { ChoiceFilter, FilterBar } from "../../components/filter-bar";
import { DateTimeField } from "../../components/date-time-picker";
import { formatDateTimeAt, shopInstant } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useSystemLogs } from "./system-log-queries";

const PAGE_SIZE = 50;
const levelColours: Record<SystemLogLevel, string> = { warn: "yellow", error: "red", fatal: "grape" };

/** docs/product.md §2 /dev/logs: the server's warnings and errors; the reference of an error notice finds its entry. */
export default function SystemLogsPage() {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [level, setLevel] = useState<SystemLogLevel | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [requestId, setRequestId] = useState("");
  const [debouncedRequestId] = useDebouncedValue(requestId.trim(), 300);
  // Keyset pages: the `before` of each page walked, so Newer goes back one.
  const [pages, setPages] = useState<number[]>([]);
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPages([]);
    };

  const query: SystemLogQuery = {
    ...(level && { level }),
    ...(from && { from: shopInstant(from, timeZone) }),
    ...(to && { to: shopInstant(to, timeZone) }),
    ...(debouncedRequestId && { requestId: debouncedRequestId }),
    ...(pages.length > 0 && { before: pages[pages.length - 1] }),
    pageSize: PAGE_SIZE,
  };
  const logs = useSystemLogs(query);
  const items = logs.data?.items ?? [];
  const nextBefore = logs.data?.nextBefore ?? null;

  return (
    <Stack gap="md">
      {/* Two rows: the short filters, then From and To, each kept whole, side by side when they fit
          (1366 px) and one under the other when they do not (1024 px), never broken mid-field. */}
      <Stack gap="xs">
        <FilterBar busy={logs.isFetching} busyLabel="Loading system logs">
          <ChoiceFilter
            label="Level"
            anyLabel="Warnings and errors"
            values={systemLogLevels}
            labels={systemLogLevelLabels}
            value={level}
            onChange={filtered(setLevel)}
            w={180}
          />
          <TextInput
            label="Request id"
            placeholder="The reference of an error notice"
            value={requestId}
            onChange={(event) => filtered(setRequestId)(event.currentTarget.value.replace(/^Reference\s+/i, ""))}
            w={320}
          />
        </FilterBar>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <DateTimeField label="From" value={from} onChange={filtered(setFrom)} keepTogether />
          <DateTimeField label="To" value={to} onChange={filtered(setTo)} keepTogether />
        </Group>
      </Stack>
      <ListTable
        label="System logs"
        minWidth={900}
        columns={6}
        empty={items.length === 0}
        emptyText={logs.isPending ? "Loading system logs…" : "No warnings or errors match these filters."}
        head={
          <>
            <Table.Th>Time</Table.Th>
            <Table.Th>Level</Table.Th>
            <Table.Th>Request id</Table.Th>
            <Table.Th>Route</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Message</Table.Th>
          </>
        }
      >
        {items.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTimeAt(entry.loggedAt, timeZone)}</Table.Td>
            <Table.Td>
              <Badge color={levelColours[entry.level]} variant="light">
                {systemLogLevelLabels[entry.level]}
              </Badge>
            </Table.Td>
            <Table.Td style={{ fontFamily: "monospace" }}>{entry.requestId ?? ""}</Table.Td>
            <Table.Td>{[entry.method, entry.route].filter(Boolean).join(" ")}</Table.Td>
            <Table.Td>{entry.status ?? ""}</Table.Td>
            <Table.Td style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{entry.message}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Group justify="flex-end">
        <Button variant="default" disabled={pages.length === 0} onClick={() => setPages(pages.slice(0, -1))}>
          Newer
        </Button>
        <Button variant="default" disabled={nextBefore === null} onClick={() => nextBefore !== null && setPages([...pages, nextBefore])}>
          Older
        </Button>
      </Group>
    </Stack>
  );
}
