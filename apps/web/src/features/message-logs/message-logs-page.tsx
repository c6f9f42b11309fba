import { useState, type MouseEvent } from "react";
import { ActionIcon, Stack, Table, TextInput, Tooltip, VisuallyHidden } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconEye } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { messagePurpose, messageStatusLabels, messageStatuses, type MessageLogQuery, type MessageStatus } from "@washdesk/domain";
import { ListTable } from "../../components/list-table";
import { ChoiceFilter, FilterBar } from "../../components/filter-bar";
import { ListFooter } from "../../components/list-footer";
import { DateRangeFields } from "../../components/date-range-fields";
import { pageParam, toSearchParams } from "../../components/list-params";
import { formatDateTimeAt } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useMessageLog, type MessageChannel } from "./message-log-queries";
import { MessageStatusBadge } from "./message-status-badge";
import { MessageDetailDialog } from "./message-detail-dialog";

const PAGE_SIZE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const words = {
  email: { list: "E-mail log", noun: "e-mails", recipient: "Address", one: "e-mail" },
  sms: { list: "SMS log", noun: "text messages", recipient: "Number", one: "text message" },
} as const;

const statusOf = (value: string | null): MessageStatus | null => messageStatuses.find((status) => status === value) ?? null;
const dateOf = (value: string | null) => (value && DATE.test(value) ? value : "");

/** docs/product.md §2 /logs/logs/email and /logs/logs/sms: every message of the channel, what became of it, and its details. */
export function MessageLogsPage({ channel }: { channel: MessageChannel }) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const [params, setParams] = useSearchParams();
  const list = {
    status: statusOf(params.get("status")),
    recipient: params.get("recipient") ?? "",
    from: dateOf(params.get("from")),
    to: dateOf(params.get("to")),
    page: pageParam(params),
  };
  const [recipient, setRecipient] = useState(list.recipient);
  const [typed] = useDebouncedValue(recipient.trim(), 300);
  const [opened, setOpened] = useState<number | null>(null);
  const update = (changes: Partial<typeof list>) => setParams(toSearchParams({ ...list, recipient: typed, page: 1, ...changes }), { replace: true });
  const query: MessageLogQuery = {
    ...(list.status && { status: list.status }),
    ...(typed && { recipient: typed }),
    ...(list.from && { from: list.from }),
    ...(list.to && { to: list.to }),
    page: typed === list.recipient.trim() ? list.page : 1,
    pageSize: PAGE_SIZE,
  };
  const log = useMessageLog(channel, query);
  const items = log.data?.items ?? [];
  const word = words[channel];
  const open = (event: MouseEvent, id: number) => {
    if (event.target instanceof Element && event.target.closest("a, button")) return;
    setOpened(id);
  };

  return (
    <Stack gap="md">
      <FilterBar busy={log.isFetching} busyLabel={`Loading the ${word.list.toLowerCase()}`}>
        <ChoiceFilter
          label="Status"
          anyLabel="Any status"
          values={messageStatuses}
          labels={messageStatusLabels}
          value={list.status}
          onChange={(status) => update({ status })}
          w={160}
        />
        <TextInput
          label={word.recipient}
          placeholder={channel === "email" ? "Part of the address" : "Part of the number"}
          value={recipient}
          onChange={(event) => setRecipient(event.currentTarget.value)}
          onBlur={() => typed !== list.recipient && update({ recipient: typed })}
          w={220}
        />
        <DateRangeFields from={list.from} to={list.to} clearable onChange={(range) => update(range)} />
      </FilterBar>
      <ListTable
        label={word.list}
        minWidth={900}
        highlightOnHover
        columns={7}
        empty={items.length === 0}
        emptyText={log.isPending ? `Loading ${word.noun}…` : `No ${word.noun} match these filters.`}
        head={
          <>
            <Table.Th>Time</Table.Th>
            <Table.Th>Channel</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Error</Table.Th>
            <Table.Th>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
          </>
        }
      >
        {items.map((message) => (
          <Table.Tr key={message.id} onClick={(event) => open(event, message.id)} style={{ cursor: "pointer" }}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTimeAt(message.createdAt, timeZone)}</Table.Td>
            <Table.Td>{channel === "email" ? "E-mail" : "SMS"}</Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere", minWidth: 200 }}>{message.recipient}</Table.Td>
            <Table.Td>{messagePurpose(message)}</Table.Td>
            <Table.Td>
              <MessageStatusBadge status={message.status} lastError={message.lastError} />
            </Table.Td>
            <Table.Td style={{ wordBreak: "break-word" }}>{message.status === "not_sent" ? "" : (message.lastError ?? "")}</Table.Td>
            <Table.Td>
              <Tooltip label={`View ${word.one} #${message.id}`}>
                <ActionIcon variant="subtle" aria-label={`View ${word.one} #${message.id}`} onClick={() => setOpened(message.id)}>
                  <IconEye size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ListFooter page={log.data} noun={word.noun} current={query.page} onPage={(page) => update({ page })} />
      <MessageDetailDialog channel={channel} id={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
