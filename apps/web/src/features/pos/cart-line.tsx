import { ActionIcon, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconMinus, IconPlus, IconTrash } from "@tabler/icons-react";
import { formatMoney, priceForVehicleType, type LinePricing, type VehicleType } from "@washdesk/domain";
import { lazy, Suspense, useState } from "react";
import { discountLabel } from "../sales";
import type { DraftLine } from "../sales";

// Most sales never open a line's discount and staff: those fields (a multi-select among them) load
// when first opened, not with the counter.
const LineAdjustments = lazy(() => import("./line-adjustments"));

const MAX_QUANTITY = 9999;

export interface CartLineProps {
  line: DraftLine;
  vehicleType: VehicleType | null;
  /** The line's figures, or undefined while a discount is half-typed. */
  pricing: LinePricing | undefined;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
}

/** One line of the cart: big steppers for the quantity, its total, and on demand its discount and staff. */
export function CartLine({ line, vehicleType, pricing, onChange, onRemove }: CartLineProps) {
  const [open, setOpen] = useState(false);
  const quantity = line.quantity ?? 1;
  const unitPrice = priceForVehicleType(line.product, vehicleType);

  return (
    <Paper withBorder p="xs" role="group" aria-label={line.name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {line.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatMoney(unitPrice)} each
              {pricing && pricing.discountTotal > 0 ? ` · ${discountLabel({ type: line.discount.type, rate: line.discount.rate ?? 0 })} off` : ""}
            </Text>
          </div>
          <Text fw={700} aria-label={`Line total of ${line.name}`}>
            {pricing ? formatMoney(pricing.subTotal) : "—"}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              size="xl"
              variant="default"
              aria-label={`Decrease quantity of ${line.name}`}
              disabled={quantity <= 1}
              onClick={() => onChange({ ...line, quantity: quantity - 1 })}
            >
              <IconMinus size={20} aria-hidden />
            </ActionIcon>
            <Text fw={700} miw={32} ta="center" aria-label={`Quantity of ${line.name}`} aria-live="polite">
              {quantity}
            </Text>
            <ActionIcon
              size="xl"
              variant="default"
              aria-label={`Increase quantity of ${line.name}`}
              disabled={quantity >= MAX_QUANTITY}
              onClick={() => onChange({ ...line, quantity: quantity + 1 })}
            >
              <IconPlus size={20} aria-hidden />
            </ActionIcon>
          </Group>
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              size="xl"
              variant={open ? "light" : "subtle"}
              aria-label={`Discount and staff of ${line.name}`}
              aria-expanded={open}
              onClick={() => setOpen((current) => !current)}
            >
              <IconAdjustmentsHorizontal size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon size="xl" variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={onRemove}>
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {open && (
          <Suspense fallback={<Loader size="sm" aria-label={`Loading the discount and staff of ${line.name}`} />}>
            <LineAdjustments line={line} onChange={onChange} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
