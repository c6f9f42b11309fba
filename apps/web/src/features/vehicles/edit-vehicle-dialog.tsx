import { ActionIcon, Button, Group, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import type { VehicleDraft } from "./vehicle-draft";
import { VehicleFields } from "./vehicle-fields";
import { emptyVehicleValues, useVehicleForm, vehicleDraftFrom, vehicleFormValues } from "./vehicle-form";

export interface EditVehicleDialogProps {
  /** The vehicle being edited; null keeps the dialog closed. */
  vehicle: VehicleDraft | null;
  onClose: () => void;
  /** Receives the vehicle as it was and as edited. A rejected promise keeps the dialog open. */
  onSave: (old: VehicleDraft, updated: VehicleDraft) => void | Promise<unknown>;
  /** Removes the vehicle. A rejected promise keeps the dialog open. */
  onDelete: (old: VehicleDraft) => void | Promise<unknown>;
}

/** Dialog 2 of docs/product.md §2: headed by make / model, a year / color / tag subline, a delete button and Save. */
export function EditVehicleDialog({ vehicle, onClose, onSave, onDelete }: EditVehicleDialogProps) {
  const form = useVehicleForm(vehicle ? vehicleFormValues(vehicle) : emptyVehicleValues());
  // The last vehicle shown stays in the heading while the dialog fades out after a close.
  const [shown, setShown] = useState<VehicleDraft | null>(vehicle);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (!vehicle) return;
    setShown(vehicle);
    form.setValues(vehicleFormValues(vehicle));
    form.resetDirty(vehicleFormValues(vehicle));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly opened vehicle refills the form (the form object itself changes on every render).
  }, [vehicle]);

  const current = vehicle ?? shown;

  const save = form.onSubmit(async (values) => {
    if (!current) return;
    try {
      await onSave(current, vehicleDraftFrom(values));
    } catch {
      return; // The API client has already said why; the edits stay.
    }
    onClose();
  });

  const remove = async () => {
    if (!current) return;
    setDeleting(true);
    try {
      await onDelete(current);
      onClose();
    } catch {
      // The API client has already said why; the dialog stays open.
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal
      opened={vehicle !== null}
      onClose={onClose}
      title={
        <>
          {/* Screen readers hear what the dialog is for; the eye sees make / model (docs/product.md §2). */}
          <VisuallyHidden>Edit Vehicle:</VisuallyHidden> {current ? `${current.make} / ${current.model}` : ""}
        </>
      }
      size="md"
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {current ? `${current.year} / ${current.color} / ${current.tag || "No tag"}` : ""}
            </Text>
            <ActionIcon variant="light" color="red" aria-label="Delete vehicle" loading={deleting} onClick={() => void remove()}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <VehicleFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
