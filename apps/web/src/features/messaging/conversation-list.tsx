import { Badge, Box, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { Link } from "react-router";
import { formatPhone, inboxWords, type Conversation } from "@washdesk/domain";
import { ListFooter } from "../../components/list-footer";
import { formatDateTimeAt } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { conversationPath } from "./conversation-path";
import { useConversations } from "./inbox-queries";

export const conversationTitle = (c: { name: string | null; phone: string }) => c.name ?? formatPhone(c.phone);

function ConversationRow({ conversation, selected }: { conversation: Conversation; selected: boolean }) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const { lastMessage, unread } = conversation;
  // On the selected row's blue, the usual dimmed grey falls short of 4.5:1 contrast: a darker grey there.
  const secondary = selected ? "gray.7" : "dimmed";
  return (
    <UnstyledButton
      component={Link}
      to={conversationPath(conversation)}
      aria-current={selected ? "page" : undefined}
      p="xs"
      style={{ display: "block", borderRadius: 4, background: selected ? "var(--mantine-color-blue-light)" : undefined }}
    >
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text size="sm" fw={unread > 0 ? 700 : 500} truncate>
          {conversationTitle(conversation)}
        </Text>
        {unread > 0 && (
          <Badge size="sm" color="red" circle={unread < 10} aria-label={`${unread} unread`}>
            {unread}
          </Badge>
        )}
      </Group>
      {conversation.unknown && (
        <Badge size="xs" color="gray" variant="light" style={{ textTransform: "none" }}>
          {inboxWords.unknownNumber}
        </Badge>
      )}
      <Text size="xs" c={secondary} truncate>
        {lastMessage.direction === "out" ? "You: " : ""}
        {lastMessage.body}
      </Text>
      <Text size="xs" c={secondary}>
        {formatDateTimeAt(lastMessage.at, timeZone)}
      </Text>
    </UnstyledButton>
  );
}

/** The conversations, unread first and then the latest (the server's order), searched by name or phone. */
export function ConversationList({ selected }: { selected: string }) {
  const [search, setSearch] = useState("");
  const [typed] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const shownPage = typed === search.trim() ? page : 1;
  const list = useConversations(typed, shownPage);
  const items = list.data?.items ?? [];

  return (
    <Paper withBorder p="xs" component="section" aria-label="Conversations" h="100%">
      <Stack gap="xs" h="100%">
        <TextInput
          label="Search conversations"
          placeholder="Name or phone"
          value={search}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setSearch(value);
            setPage(1);
          }}
          rightSection={list.isFetching ? <Loader size="xs" aria-label="Loading conversations" /> : null}
        />
        {/* A plain scrolling box: a ScrollArea's content grows with its widest line, so names and previews would not truncate. */}
        <Box style={{ overflowY: "auto", overflowX: "hidden", maxHeight: "calc(100vh - 300px)" }}>
          {list.isPending ? (
            <Text size="sm" c="dimmed">
              Loading conversations…
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {typed ? "No conversation matches." : "No texts yet."}
            </Text>
          ) : (
            <Stack gap={2} component="nav" aria-label="Conversation list">
              {items.map((conversation) => (
                <ConversationRow key={conversation.conversation} conversation={conversation} selected={conversation.conversation === selected} />
              ))}
            </Stack>
          )}
        </Box>
        {list.data && list.data.total > list.data.pageSize && <ListFooter page={list.data} onPage={setPage} current={shownPage} />}
      </Stack>
    </Paper>
  );
}
