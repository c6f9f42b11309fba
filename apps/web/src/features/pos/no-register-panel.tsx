import { Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCashRegister } from "@tabler/icons-react";
import { can } from "@washdesk/domain";
import { Link } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";

export interface NoRegisterPanelProps {
  /** The station's register, when one is chosen but closed. */
  registerName: string | null;
}

/** Selling needs this station's drawer open: say so plainly and lead to opening it. */
export function NoRegisterPanel({ registerName }: NoRegisterPanelProps) {
  const group = useSessionStore(sessionSelectors.group);
  const mayOpen = can(group, "management.register.new");
  return (
    <Center py="xl">
      <Paper withBorder p="xl" maw={520} w="100%" component="section" aria-labelledby="no-register-title">
        <Stack align="center" gap="md" ta="center">
          <IconCashRegister size={48} aria-hidden />
          <Title order={2} size="h3" id="no-register-title">
            No register is open on this station
          </Title>
          <Text c="dimmed">
            {registerName
              ? `${registerName} is closed. Open it with the cash in the drawer to start selling.`
              : "Choose this station's register and count the cash in the drawer to start selling."}
          </Text>
          {mayOpen ? (
            <Button component={Link} to="/registers/open" size="lg">
              Open a register
            </Button>
          ) : (
            <Text size="sm">Ask a manager to open a register on this station.</Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
