import { Button, Menu } from "@mantine/core";
import { IconChevronDown, IconLock, IconMoneybag } from "@tabler/icons-react";

export interface RegisterMenuProps {
  mayDrop: boolean;
  mayClose: boolean;
  onMakeDrop: () => void;
  onCloseRegister: () => void;
}

/** What can be done with the drawer from the counter; its own chunk, loaded with the first tap on it. */
export default function RegisterMenu({ mayDrop, mayClose, onMakeDrop, onCloseRegister }: RegisterMenuProps) {
  // It replaces the button that was tapped: it opens at once and keeps the focus there.
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <Button variant="default" size="sm" rightSection={<IconChevronDown size={16} aria-hidden />} autoFocus>
          Register
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {mayDrop && (
          <Menu.Item leftSection={<IconMoneybag size={16} aria-hidden />} onClick={onMakeDrop}>
            Make a drop
          </Menu.Item>
        )}
        {mayClose && (
          <Menu.Item leftSection={<IconLock size={16} aria-hidden />} onClick={onCloseRegister}>
            Close register
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
