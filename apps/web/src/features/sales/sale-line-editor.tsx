import { ActionIcon, Group, NumberInput, Paper, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { formatMoney, MAX_QUANTITY, priceForVehicleType, type LinePricing, type VehicleType } from "@washdesk/domain";
import { DiscountFields } from "./discount-fields";
import type { DraftLine } from "./sale-draft";
import { taxLabel } from "./tax-label";

export interface SaleLineEditorProps {
  line: DraftLine;
  vehicleType: VehicleType | null;
  /** The line's figures, or undefined while any line is half-typed. */
  pricing: LinePricing | undefined;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
}

/** One product on the sale: its price for the vehicle type, quantity, discount, tax and total. */
export function SaleLineEditor({ line, vehicleType, pricing, onChange, onRemove }: SaleLineEditorProps) {
  const unitPrice = priceForVehicleType(line.product, vehicleType);
  const quantityError = line.quantity === null ? "Field is required!" : line.quantity < 1 ? "Minimum 1 !" : undefined;

  return (
    <Paper withBorder p="sm" role="group" aria-label={line.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{line.name}</Text>
            <Text size="xs" c="dimmed">
              {line.code} · {formatMoney(unitPrice)} each{vehicleType ? ` for ${vehicleType}` : ""} · {taxLabel(line.product.tax)}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} aria-label={`Line total of ${line.name}`}>
              {pricing ? formatMoney(pricing.subTotal) : "—"}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={onRemove}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label="Quantity"
            value={line.quantity ?? ""}
            onChange={(value) => onChange({ ...line, quantity: typeof value === "number" ? value : null })}
            min={1}
            max={MAX_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            error={quantityError}
            w={110}
          />
          <DiscountFields discount={line.discount} onChange={(discount) => onChange({ ...line, discount })} />
          {pricing && pricing.discountTotal > 0 && (
            <Text size="sm" c="dimmed" pt={28}>
              − {formatMoney(pricing.discountTotal)} discount
              {pricing.taxTotal > 0 ? ` · + ${formatMoney(pricing.taxTotal)} tax` : ""}
            </Text>
          )}
          {pricing && pricing.discountTotal === 0 && pricing.taxTotal > 0 && (
            <Text size="sm" c="dimmed" pt={28}>
              + {formatMoney(pricing.taxTotal)} tax
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
