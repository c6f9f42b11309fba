import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface ConfirmDeleteDialogProps {
  /** The dialog's title; null keeps it closed. */
  title: string | null;
  children: ReactNode;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete …?" with Cancel and Delete, persistent like every dialog here. */
export function ConfirmDeleteDialog({ title, children, deleting, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Modal opened={title !== null} onClose={onCancel} title={title ?? ""} closeOnClickOutside={false} closeOnEscape={false} closeButtonProps={{ "aria-label": "Close" }}>
      <Stack>
        <Text>{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={onConfirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
