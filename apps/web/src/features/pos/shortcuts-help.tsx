import { Button, Kbd, Popover, Table, Text } from "@mantine/core";
import { IconKeyboard } from "@tabler/icons-react";
import { posShortcuts } from "./use-pos-shortcuts";

/** A small list of the keyboard shortcuts, for the desktop counter. */
export function ShortcutsHelp() {
  return (
    <Popover position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle" size="sm" leftSection={<IconKeyboard size={16} aria-hidden />} visibleFrom="sm">
          Shortcuts
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Keyboard shortcuts">
        <Text fw={600} size="sm" mb="xs">
          Keyboard shortcuts
        </Text>
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {posShortcuts.map((shortcut) => (
              <Table.Tr key={shortcut.key}>
                <Table.Td>
                  <Kbd>{shortcut.key}</Kbd>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{shortcut.action}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
