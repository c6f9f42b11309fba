import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { DocumentPricing, VehicleType } from "@washdesk/domain";
import type { DraftLine } from "../sales";
import { SaleTotals } from "../sales";
import { CartLine } from "./cart-line";

export interface PosCartPanelProps {
  lines: readonly DraftLine[];
  vehicleType: VehicleType | null;
  pricing: DocumentPricing | null;
  onChangeLine: (key: string, line: DraftLine) => void;
  onRemoveLine: (key: string) => void;
  onClear: () => void;
  /** A line is priced per vehicle type and none is chosen: the sale waits for it. */
  typeMissing?: boolean;
}

/** The cart: each line with its steppers, then the totals priced exactly as the server will. */
export function PosCartPanel({ lines, vehicleType, pricing, onChangeLine, onRemoveLine, onClear, typeMissing = false }: PosCartPanelProps) {
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="pos-cart-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="pos-cart-title">
            Cart
          </Title>
          {lines.length > 0 && (
            <Button variant="subtle" color="red" size="xs" onClick={onClear}>
              Clear cart
            </Button>
          )}
        </Group>
        {lines.length === 0 ? (
          <Text c="dimmed" size="sm" py="sm">
            Tap a service to add it.
          </Text>
        ) : (
          lines.map((line, index) => (
            <CartLine
              key={line.key}
              line={line}
              vehicleType={vehicleType}
              pricing={pricing?.lines[index]}
              onChange={(next) => onChangeLine(line.key, next)}
              onRemove={() => onRemoveLine(line.key)}
            />
          ))
        )}
        {lines.length > 0 && <SaleTotals totals={pricing} />}
        {typeMissing && (
          <Text size="sm" c="red" role="status">
            Choose the vehicle type: a service in the cart is priced by it.
          </Text>
        )}
        {lines.length > 0 && pricing === null && (
          <Text size="sm" c="red">
            Finish the discount being typed to see the total.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
