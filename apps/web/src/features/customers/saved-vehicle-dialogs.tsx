import { AddVehicleDialog, EditVehicleDialog, type VehicleDraft } from "../vehicles";
import { useVehicleMutations } from "./customer-mutations";

export interface SavedVehicleDialogsProps {
  /** The saved customer whose vehicles change; null while no dialog is open. */
  customerId: string | null;
  /** The saved vehicle being edited; null keeps Edit Vehicle closed. */
  editing: VehicleDraft | null;
  onCloseEdit: () => void;
  adding?: boolean;
  onCloseAdd?: () => void;
}

/**
 * Add New Vehicle and Edit Vehicle for a customer already saved: each change goes straight to the
 * vehicle routes, and a refused one keeps its dialog open with what was typed.
 */
export function SavedVehicleDialogs({ customerId, editing, onCloseEdit, adding = false, onCloseAdd = () => {} }: SavedVehicleDialogsProps) {
  const { add, edit, remove } = useVehicleMutations();
  return (
    <>
      <AddVehicleDialog
        opened={adding && customerId !== null}
        onClose={onCloseAdd}
        onAdd={(vehicle) => (customerId ? add.mutateAsync({ customerId, vehicle }) : undefined)}
      />
      <EditVehicleDialog
        vehicle={customerId ? editing : null}
        onClose={onCloseEdit}
        onSave={(old, updated) => (customerId && old.id ? edit.mutateAsync({ customerId, vehicleId: old.id, vehicle: updated }) : undefined)}
        onDelete={(old) => (customerId && old.id ? remove.mutateAsync({ customerId, vehicleId: old.id }) : undefined)}
      />
    </>
  );
}
