import { Stack, Text } from "@mantine/core";
import { NotAvailableYet } from "../../components/not-available-yet";
import { sessionSelectors, useSessionStore } from "../../session/session-store";

export default function DashboardPage() {
  const user = useSessionStore(sessionSelectors.user);
  const utility = useSessionStore(sessionSelectors.utility);
  return (
    <Stack>
      <Text size="lg">
        Welcome, {user?.firstName ?? "there"}
        {utility ? ` — ${utility.businessName}` : ""}.
      </Text>
      <NotAvailableYet />
    </Stack>
  );
}
