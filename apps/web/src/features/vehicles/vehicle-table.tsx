import { ActionIcon, ColorSwatch, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { vehicleTypeLabels, vehicleLabel } from "@washdesk/domain";
import { IconX } from "@tabler/icons-react";
import type { KeyboardEvent } from "react";
import { type VehicleDraft } from "./vehicle-draft";

export interface VehicleTableProps {
  vehicles: readonly VehicleDraft[];
  /** Clicking a row (or Enter on it) opens Edit Vehicle; without it the rows are plain. */
  onEdit?: (index: number) => void;
  /** Shows a remove button on each row. */
  onRemove?: (index: number) => void;
  emptyText?: string;
  label?: string;
}

/** Vehicles as table rows (docs/product.md §2 dialog 2): year and type only on wide screens; make, model, colour swatch and name, tag. */
export function VehicleTable({ vehicles, onEdit, onRemove, emptyText = "No vehicles yet.", label = "Vehicles" }: VehicleTableProps) {
  const openOnKey = (event: KeyboardEvent, index: number) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onEdit?.(index);
    }
  };

  return (
    <Table.ScrollContainer minWidth={360}>
      <Table highlightOnHover={Boolean(onEdit)} verticalSpacing={6} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">Year</Table.Th>
            <Table.Th>Make</Table.Th>
            <Table.Th>Model</Table.Th>
            <Table.Th visibleFrom="sm">Type</Table.Th>
            <Table.Th>Color</Table.Th>
            <Table.Th>Tag</Table.Th>
            {onRemove && (
              <Table.Th>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicles.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={onRemove ? 7 : 6}>
                <Text size="sm" c="dimmed">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {vehicles.map((vehicle, index) => (
            <Table.Tr
              key={vehicle.id ?? index}
              onClick={onEdit ? () => onEdit(index) : undefined}
              onKeyDown={onEdit ? (event) => openOnKey(event, index) : undefined}
              tabIndex={onEdit ? 0 : undefined}
              title={onEdit ? `Edit ${vehicleLabel(vehicle)}` : undefined}
              style={onEdit ? { cursor: "pointer" } : undefined}
            >
              <Table.Td visibleFrom="sm">{vehicle.year}</Table.Td>
              <Table.Td>{vehicle.make}</Table.Td>
              <Table.Td>{vehicle.model}</Table.Td>
              <Table.Td visibleFrom="sm">{vehicleTypeLabels[vehicle.type]}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <ColorSwatch color={vehicle.colorCode} size={14} aria-hidden />
                  <span>{vehicle.color}</span>
                </Group>
              </Table.Td>
              <Table.Td>{vehicle.tag}</Table.Td>
              {onRemove && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove vehicle ${vehicleLabel(vehicle)}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onRemove(index);
                    }}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
