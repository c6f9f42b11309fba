import { Box, Button, Kbd, Paper, Text } from "@mantine/core";
import { IconKeyboard } from "@tabler/icons-react";
import { useId, useState } from "react";
import { posShortcuts } from "./use-pos-shortcuts";
import classes from "../../components/plain-table.module.css";

/**
 * A small list of the keyboard shortcuts, for the desktop counter: a button that shows and hides
 * it just below. A plain disclosure, not a popover, so the counter's first load carries no
 * positioning library for a list few people open.
 */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box pos="relative" visibleFrom="sm" onKeyDown={(event) => event.key === "Escape" && setOpen(false)}>
      <Button
        variant="subtle"
        size="sm"
        leftSection={<IconKeyboard size={16} aria-hidden />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Shortcuts
      </Button>
      {open && (
        <Paper
          id={panelId}
          role="region"
          aria-label="Keyboard shortcuts"
          shadow="md"
          p="sm"
          withBorder
          pos="absolute"
          right={0}
          top="100%"
          mt={4}
          style={{ zIndex: 200, minWidth: 260 }}
        >
          <Text fw={600} size="sm" mb="xs">
            Keyboard shortcuts
          </Text>
          <table className={classes.table}>
            <tbody>
              {posShortcuts.map((shortcut) => (
                <tr key={shortcut.key}>
                  <td>
                    <Kbd>{shortcut.key}</Kbd>
                  </td>
                  <td>
                    <Text size="sm">{shortcut.action}</Text>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Paper>
      )}
    </Box>
  );
}
