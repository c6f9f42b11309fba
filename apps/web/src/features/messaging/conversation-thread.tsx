import { Alert, Box, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { formatPhone, inboxWords, type Thread, type ThreadMessage } from "@washdesk/domain";
import { formatDateTimeAt } from "../../components/shop-dates";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { conversationTitle } from "./conversation-list";
import { useMarkRead, useThread } from "./inbox-queries";
import { ReplyBox } from "./reply-box";
import { TextStatusBadge } from "./text-status-badge";

function Bubble({ message }: { message: ThreadMessage }) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const outgoing = message.direction === "out";
  return (
    <Box
      component="li"
      aria-label={outgoing ? "Sent text" : "Received text"}
      style={{ listStyle: "none", alignSelf: outgoing ? "flex-end" : "flex-start", maxWidth: "85%" }}
    >
      <Paper p="xs" radius="md" bg={outgoing ? "blue.0" : "gray.1"}>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {message.body}
        </Text>
      </Paper>
      <Group gap={6} justify={outgoing ? "flex-end" : "flex-start"} mt={2}>
        <Text size="xs" c="dimmed">
          {formatDateTimeAt(message.at, timeZone)}
          {message.by ? ` · ${message.by}` : ""}
        </Text>
        {message.status && <TextStatusBadge status={message.status} error={message.error} />}
      </Group>
    </Box>
  );
}

/** Marks what is on screen read: once opened, and again when a text arrives while it is open (once per newest text, even if refused). */
function useReadWhileShown(conversation: string, thread: Thread | undefined) {
  const { mutate } = useMarkRead(conversation);
  const unread = thread?.unread ?? 0;
  const newest = thread?.messages.at(-1)?.key ?? "";
  const asked = useRef("");
  useEffect(() => {
    if (unread === 0 || asked.current === newest) return;
    asked.current = newest;
    mutate();
  }, [unread, newest, mutate]);
}

/** One conversation: its texts both ways in time order, each sent one with its delivery status, and the reply box. */
export function ConversationThread({ conversation }: { conversation: string }) {
  const thread = useThread(conversation);
  useReadWhileShown(conversation, thread.data);
  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [count, conversation]);

  if (thread.isPending) return <Loader size="sm" aria-label="Loading the conversation" />;
  if (thread.isError) return <Alert color="red">This conversation could not be loaded.</Alert>;
  const { data } = thread;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Conversation">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {conversationTitle(data)}
          </Title>
          {data.name && <Text size="sm">{formatPhone(data.phone)}</Text>}
        </Group>
        {data.optedOut && (
          <Alert color="orange" title="Opted out of texts">
            {inboxWords.optedOut}
          </Alert>
        )}
        <ScrollArea h="calc(100vh - 470px)" mih={180} type="auto" scrollbars="y">
          {data.messages.length === 0 ? (
            <Text size="sm" c="dimmed">
              No texts yet.
            </Text>
          ) : (
            <Stack component="ol" gap="sm" p={0} m={0} aria-label="Texts">
              {data.messages.map((message) => (
                <Bubble key={message.key} message={message} />
              ))}
            </Stack>
          )}
          <div ref={end} />
        </ScrollArea>
        <ReplyBox conversation={data.conversation} />
      </Stack>
    </Paper>
  );
}
