import { Button, Group, Text } from "@mantine/core";
import { IconCashRegister, IconList } from "@tabler/icons-react";
import { can, type Register } from "@washdesk/domain";
import { Link } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { RegisterMenuButton } from "./register-menu-button";
import { ShortcutsHelp } from "./shortcuts-help";

export interface RegisterBarProps {
  register: Register;
  onMakeDrop: () => void;
  onCloseRegister: () => void;
}

/** Which drawer this station sells into, and what can be done with it without leaving the counter. */
export function RegisterBar({ register, onMakeDrop, onCloseRegister }: RegisterBarProps) {
  const group = useSessionStore(sessionSelectors.group);
  const mayDrop = can(group, "management.register.new", "management.drops");
  const mayClose = can(group, "management.register.new");
  const session = register.openSession;

  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <IconCashRegister size={20} aria-hidden />
        <Text fw={600}>{register.name}</Text>
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
}
