import { Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCashRegister } from "@tabler/icons-react";
import { can, registerRoutes, type Register } from "@washdesk/domain";
import { Link } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";

export interface NoRegisterPanelProps {
  /** The station's register, when one is chosen but closed. */
  registerName: string | null;
  /** The drawers open now: one tap makes this station sell into one of them. */
  openRegisters: readonly Register[];
  onChoose: (registerId: string) => void;
}

/** Selling needs an open drawer: offer those open with one tap each, else lead to opening one. */
export function NoRegisterPanel({ registerName, openRegisters, onChoose }: NoRegisterPanelProps) {
  const group = useSessionStore(sessionSelectors.group);
  const mayOpen = can(group, ...registerRoutes.open.access);
  const choosing = openRegisters.length > 0;
  return (
    <Center py="xl">
      <Paper withBorder p="xl" maw={520} w="100%" component="section" aria-labelledby="no-register-title">
        <Stack align="center" gap="md" ta="center">
          <IconCashRegister size={48} aria-hidden />
          <Title order={2} size="h3" id="no-register-title">
            {choosing ? "Which register is this station?" : "No register is open on this station"}
          </Title>
          <Text c="dimmed">
            {choosing
              ? `${registerName ? `${registerName} is closed. ` : ""}Tap the open register this station sells into.`
              : registerName
                ? `${registerName} is closed. Open it with the cash in the drawer to start selling.`
                : "Choose this station's register and count the cash in the drawer to start selling."}
          </Text>
          {choosing && (
            <Stack gap="xs" w="100%" role="group" aria-label="Open registers">
              {openRegisters.map((register) => (
                <Button key={register.id} size="lg" fullWidth onClick={() => onChoose(register.id)}>
                  {register.name}
                </Button>
              ))}
            </Stack>
          )}
          {mayOpen ? (
            <Button component={Link} to="/registers/open" size={choosing ? "md" : "lg"} variant={choosing ? "default" : "filled"}>
              Open a register
            </Button>
          ) : (
            !choosing && <Text size="sm">Ask a manager to open a register on this station.</Text>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
