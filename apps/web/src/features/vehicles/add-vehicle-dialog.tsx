import { Button, Group, Modal, Stack } from "@mantine/core";
import type { VehicleDraft } from "./vehicle-draft";
import { VehicleFields } from "./vehicle-fields";
import { emptyVehicleValues, useVehicleForm, vehicleDraftFrom, yearAfterSave } from "./vehicle-form";

/** docs/product.md §9: the Add New Vehicle dialog is w-96 (24rem). */
export const ADD_VEHICLE_WIDTH = "24rem";

export interface AddVehicleDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the checked vehicle. A promise that rejects (a refused save) keeps the dialog open with what was typed. */
  onAdd: (vehicle: VehicleDraft) => void | Promise<unknown>;
}

/** Dialog 1 of docs/product.md §2: add only when every field passes; then emit, close and reset. */
export function AddVehicleDialog({ opened, onClose, onAdd }: AddVehicleDialogProps) {
  // The form outlives the modal's content, so the year is "20" the first time and "2020" after a save (docs/product.md §9).
  const form = useVehicleForm(emptyVehicleValues());

  const add = form.onSubmit(async (values) => {
    try {
      await onAdd(vehicleDraftFrom(values));
    } catch {
      return; // The API client has already said why; what was typed stays.
    }
    form.setValues(emptyVehicleValues(yearAfterSave));
    form.clearErrors();
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add New Vehicle"
      size={ADD_VEHICLE_WIDTH}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={add} noValidate>
        <Stack gap="md">
          <VehicleFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
