import { useState } from "react";
import { Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useSearchParams } from "react-router";
import { ActivityAction, activityActionLabels, type ActivityLogQuery } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import { ChoiceFilter, FilterBar } from "../../components/filter-bar";
import { ListFooter } from "../../components/list-footer";
import { DateRangeFields } from "../../components/date-range-fields";
import { enumParam, pageParam, toSearchParams } from "../../components/list-params";
import { formatDateTimeAt } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useActivityLog, useActivityUsers } from "./activity-log-queries";
import { ActivityChanges } from "./activity-changes";

const PAGE_SIZE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const actions = Object.values(ActivityAction);
const actionsByName = [...actions].sort((a, b) => activityActionLabels[a].localeCompare(activityActionLabels[b]));
const dateOf = (value: string | null) => (value && DATE.test(value) ? value : "");

/** docs/product.md §2 /logs/activities: who did what and when, with what changed where the entry recorded it. */
export default function ActivityLogsPage() {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const list = {
    userId: params.get("userId") ?? "",
    action: enumParam(params, "action", actions),
    entity: params.get("entity") ?? "",
    from: dateOf(params.get("from")),
    to: dateOf(params.get("to")),
    page: pageParam(params),
  };
  const [entity, setEntity] = useState(list.entity);
  const [typed] = useDebouncedValue(entity.trim(), 300);
  const update = (changes: Partial<typeof list>) => setParams(toSearchParams({ ...list, entity: typed, page: 1, ...changes }), { replace: true });
  const users = useActivityUsers();
  const query: ActivityLogQuery = {
    ...(list.userId && { userId: list.userId }),
    ...(list.action !== null && { action: list.action }),
    ...(typed && { entity: typed }),
    ...(list.from && { from: list.from }),
    ...(list.to && { to: list.to }),
    page: typed === list.entity.trim() ? list.page : 1,
    pageSize: PAGE_SIZE,
  };
  const log = useActivityLog(query);
  const items = log.data?.items ?? [];

  return (
    <Stack gap="md">
      <FilterBar busy={log.isFetching} busyLabel="Loading the activity log">
        <Select
          label="User"
          placeholder="Anyone"
          clearable
          searchable
          data={(users.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
          value={list.userId || null}
          onChange={(value) => update({ userId: value ?? "" })}
          w={200}
        />
        <ChoiceFilter
          label="Action"
          anyLabel="Any action"
          searchable
          values={actionsByName}
          labels={activityActionLabels}
          value={list.action}
          onChange={(action) => update({ action })}
          w={200}
        />
        <TextInput
          label="Entity"
          placeholder="sale, customer…"
          value={entity}
          onChange={(event) => setEntity(event.currentTarget.value)}
          onBlur={() => typed !== list.entity && update({ entity: typed })}
          w={160}
        />
        <DateRangeFields from={list.from} to={list.to} clearable onChange={(range) => update(range)} />
      </FilterBar>
      <ListTable
        label="Activity log"
        minWidth={900}
        columns={6}
        empty={items.length === 0}
        emptyText={log.isPending ? "Loading activities…" : "No activities match these filters."}
        head={
          <>
            <Table.Th>Time</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Entity</Table.Th>
            <Table.Th>Changes</Table.Th>
            <Table.Th style={{ whiteSpace: "nowrap" }}>IP address</Table.Th>
          </>
        }
      >
        {items.map((entry) => (
          <Table.Tr key={entry.id} style={{ verticalAlign: "top" }}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTimeAt(entry.createdAt, timeZone)}</Table.Td>
            <Table.Td>{entry.user ?? "The shop (automatic)"}</Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{activityActionLabels[entry.action as ActivityAction] ?? String(entry.action)}</Table.Td>
            <Table.Td>
              {entry.entity}
              {entry.entityId && (
                <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: "break-all" }}>
                  {entry.entityId}
                </Text>
              )}
            </Table.Td>
            <Table.Td style={{ wordBreak: "break-word", minWidth: 240 }}>
              <ActivityChanges details={entry.details} />
            </Table.Td>
            <Table.Td>{entry.ip ?? ""}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListFooter page={log.data} noun="activities" current={query.page} onPage={(page) => update({ page })} />
    </Stack>
  );
}
