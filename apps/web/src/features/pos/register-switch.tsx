import { Button, Menu } from "@mantine/core";
import { IconCashRegister, IconCheck, IconPlus, IconSelector } from "@tabler/icons-react";
import { Link } from "react-router";
import type { RegisterSwitchProps } from "./register-switch-button";

/** The drawers this station may sell into; its own chunk, loaded with the first tap on the switch. */
export default function RegisterSwitch({ register, registers, mayOpen, onChoose }: RegisterSwitchProps) {
  // It replaces the button that was tapped: it opens at once and keeps the focus there.
  return (
    <Menu position="bottom-start" withinPortal defaultOpened>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconCashRegister size={18} aria-hidden />}
          rightSection={<IconSelector size={16} aria-hidden />}
          title="Change this station's register"
          autoFocus
        >
          {register.name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Sell into</Menu.Label>
        {registers.map((other) => (
          <Menu.Item
            key={other.id}
            leftSection={other.id === register.id ? <IconCheck size={16} aria-hidden /> : <IconCashRegister size={16} aria-hidden />}
            disabled={other.openSession === null}
            onClick={() => other.id !== register.id && onChoose(other.id)}
          >
            {other.openSession === null ? `${other.name} (closed)` : other.name}
          </Menu.Item>
        ))}
        {mayOpen && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/registers/open" leftSection={<IconPlus size={16} aria-hidden />}>
              Open a register
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
