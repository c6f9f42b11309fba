import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";

export interface ConfirmDeleteDialogProps {
  /** The dialog's title; null keeps it closed. */
  title: string | null;
  /** The question: what goes, and what stays. */
  children: ReactNode;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete …?" with Cancel and Delete, persistent like every dialog here. */
export function ConfirmDeleteDialog({ title, children, deleting, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  return (
    <Modal
      opened={title !== null}
      onClose={onCancel}
      title={title ?? ""}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
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

export interface DeleteButtonProps {
  /** The button's words and the dialog's title: "Delete customer". */
  label: string;
  /** The question the dialog asks. */
  children: ReactNode;
  /** Deletes; a rejection (the API client has said why) keeps the dialog open. */
  onDelete: () => Promise<unknown>;
  /** After the delete, with the dialog closed. */
  onDeleted: () => void;
}

/** A red button that asks first, then deletes: the Delete of a record's own page. */
export function DeleteButton({ label, children, onDelete, onDeleted }: DeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
    } catch {
      return; // The record is still there.
    } finally {
      setDeleting(false);
    }
    setConfirming(false);
    onDeleted();
  };

  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDeleteDialog title={confirming ? label : null} deleting={deleting} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)}>
        {children}
      </ConfirmDeleteDialog>
    </>
  );
}
