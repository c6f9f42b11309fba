import { Alert, Center, Loader, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface CounterListDialogProps {
  opened: boolean;
  /** The dialog's title, also the list's name: "Open tickets". */
  title: string;
  /** The list's rows (each an `li`); empty while loading. */
  children: ReactNode;
  /** Nothing to show: the words said instead of an empty list. */
  empty: boolean;
  emptyText: string;
  loading: boolean;
  loadingLabel: string;
  error: string | null;
  /** Why the last tap did not go through, in plain words. */
  notice: string | null;
  onClose: () => void;
}

/**
 * The frame of the counter's lists that a tap acts on (open tickets, today's appointments): why a
 * tap failed, a failed load, a progress sign while loading, the words for an empty list, the rows.
 */
export function CounterListDialog({ opened, title, children, empty, emptyText, loading, loadingLabel, error, notice, onClose }: CounterListDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" closeButtonProps={{ "aria-label": "Close" }}>
      <Stack gap="xs">
        {notice && (
          <Alert color="yellow" variant="light" role="alert">
            {notice}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {loading && (
          <Center py="md">
            <Loader aria-label={loadingLabel} />
          </Center>
        )}
        {empty && (
          <Text c="dimmed" size="sm" py="sm">
            {emptyText}
          </Text>
        )}
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={title}>
          {children}
        </Stack>
      </Stack>
    </Modal>
  );
}
