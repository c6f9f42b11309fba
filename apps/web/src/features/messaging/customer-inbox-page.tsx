import { Grid } from "@mantine/core";
import { useParams } from "react-router";
import { ConversationThread } from "./conversation-thread";
import { ConversationDetails } from "./conversation-details";

/** docs/product.md §2 /customers/inbox/:customer: the customer's thread, opened from their profile. */
export default function CustomerInboxPage() {
  const { customer = "" } = useParams();
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ConversationThread key={customer} conversation={customer} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ConversationDetails key={customer} conversation={customer} />
      </Grid.Col>
    </Grid>
  );
}
