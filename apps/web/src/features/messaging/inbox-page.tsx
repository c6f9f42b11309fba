import { Grid, Paper, Text } from "@mantine/core";
import { useParams } from "react-router";
import { ConversationList } from "./conversation-list";
import { ConversationThread } from "./conversation-thread";
import { ConversationDetails } from "./conversation-details";
import { inboxKeys } from "./inbox-queries";
import { useRefetchOnConnect } from "../../realtime/use-refetch-on-connect";

/**
 * docs/product.md §2 /managements/inbox/:customer?: the conversations, the open one's texts with
 * the reply box, and the customer beside it. Texts arriving, read or reported delivered come in
 * through the realtime hint "smsInbox", which refetches every query of the inbox.
 */
export default function InboxPage() {
  useRefetchOnConnect(inboxKeys.all);
  const { customer: conversation = "" } = useParams();
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <ConversationList selected={conversation} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        {conversation ? (
          <ConversationThread key={conversation} conversation={conversation} />
        ) : (
          <Paper withBorder p="md">
            <Text c="dimmed">Choose a conversation to read and answer it.</Text>
          </Paper>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>{conversation && <ConversationDetails key={conversation} conversation={conversation} />}</Grid.Col>
    </Grid>
  );
}
