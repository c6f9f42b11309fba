import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { Customer } from "@washdesk/domain";
import { useState } from "react";
import { type VehicleDraft, VehicleTable } from "../vehicles";
import { CustomerSection } from "./customer-section";
import { SavedVehicleDialogs } from "./saved-vehicle-dialogs";

/** The profile's vehicles: a click on a row opens Edit Vehicle for those who may edit. */
export function CustomerVehiclesSection({ customer, canEdit }: { customer: Customer; canEdit: boolean }) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<VehicleDraft | null>(null);
  return (
    <CustomerSection
      title="Vehicles"
      actions={
        canEdit && (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
            Add vehicle
          </Button>
        )
      }
    >
      <VehicleTable vehicles={customer.vehicles} onEdit={canEdit ? (index) => setEditing(customer.vehicles[index] ?? null) : undefined} />
      {canEdit && (
        <SavedVehicleDialogs
          customerId={customer.id}
          adding={adding}
          onCloseAdd={() => setAdding(false)}
          editing={editing}
          onCloseEdit={() => setEditing(null)}
        />
      )}
    </CustomerSection>
  );
}
