import { Button, Group, Text } from "@mantine/core";
import { IconList } from "@tabler/icons-react";
import { can, registerRoutes, type Register } from "@washdesk/domain";
import { memo } from "react";
import { Link } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { RegisterMenuButton } from "./register-menu-button";
import { RegisterSwitchButton } from "./register-switch-button";
import { ShortcutsHelp } from "./shortcuts-help";

export interface RegisterBarProps {
  register: Register;
  registers: readonly Register[];
  onChooseRegister: (registerId: string) => void;
  onMakeDrop: () => void;
  onCloseRegister: () => void;
}

/** Which drawer this station sells into, and what can be done with it without leaving the counter. */
export const RegisterBar = memo(function RegisterBar({ register, registers, onChooseRegister, onMakeDrop, onCloseRegister }: RegisterBarProps) {
  const group = useSessionStore(sessionSelectors.group);
  // The same rules as the routes behind them, so nobody is offered what the server would refuse.
  const mayDrop = can(group, ...registerRoutes.addDrop.access);
  const mayClose = can(group, ...registerRoutes.close.access);
  const mayOpen = can(group, ...registerRoutes.open.access);
  const session = register.openSession;

  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <RegisterSwitchButton register={register} registers={registers} mayOpen={mayOpen} onChoose={onChooseRegister} />
        {session && (
          <Text size="sm" c="dimmed" visibleFrom="sm">
            Session #{session.number} · opened by {session.openedBy.name}
          </Text>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ShortcutsHelp />
        <Button component={Link} to="/sales/pos/list" variant="subtle" size="sm" leftSection={<IconList size={16} aria-hidden />}>
          Sales
        </Button>
        {(mayDrop || mayClose) && <RegisterMenuButton mayDrop={mayDrop} mayClose={mayClose} onMakeDrop={onMakeDrop} onCloseRegister={onCloseRegister} />}
      </Group>
    </Group>
  );
});
