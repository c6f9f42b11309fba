import { vehicleLabel } from "@washdesk/domain";
import { ActionIcon, Anchor, Group } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { type VehicleDraft } from "./vehicle-draft";

/** A vehicle as an inline text link with an edit icon (docs/product.md §2 dialog 2); both open Edit Vehicle. */
export function VehicleLink({ vehicle, onEdit }: { vehicle: VehicleDraft; onEdit: () => void }) {
  const label = vehicleLabel(vehicle);
  // Links sit inside clickable rows (the customers table): the row must not act on the same click.
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    onEdit();
  };
  return (
    <Group gap={2} wrap="nowrap" component="span" display="inline-flex">
      <Anchor component="button" type="button" size="sm" ta="left" onClick={open}>
        {label}
        {vehicle.tag ? ` · ${vehicle.tag}` : ""}
      </Anchor>
      <ActionIcon variant="subtle" size="sm" aria-label={`Edit vehicle ${label}`} onClick={open}>
        <IconPencil size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
