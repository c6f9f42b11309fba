import { ActionIcon, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { formatMoney } from "@washdesk/domain";
import { MoneyInput } from "../../components/money-input";
import { lineProblems, priceDraftLine, type PurchaseDraftLine } from "./purchase-draft";
import { DiscountFields, TaxFields } from "./rate-fields";

export interface PurchaseLineEditorProps {
  line: PurchaseDraftLine;
  /** Messages from the last save attempt, by field ("price", "tax.rate", …). */
  errors: Record<string, string>;
  onChange: (line: PurchaseDraftLine) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * One product of the purchase: price, quantity, discount and tax, and the subtotal they make.
 * A rule a typed value breaks shows at once; an empty field only after a save attempt.
 */
export function PurchaseLineEditor({ line, errors, onChange, onRemove, disabled }: PurchaseLineEditorProps) {
  const pricing = priceDraftLine(line);
  const live = lineProblems(line);
  const errorOf = (field: string, typed: boolean) => errors[field] ?? (typed ? live[field] : undefined);

  return (
    <Paper withBorder p="sm" role="group" aria-label={line.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{line.name}</Text>
            <Text size="xs" c="dimmed">
              {[line.code, line.category].filter(Boolean).join(" · ")}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Subtotal
            </Text>
            <Text fw={600} aria-label={`Subtotal of ${line.name}`}>
              {pricing ? formatMoney(pricing.subTotal) : "—"}
            </Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={onRemove} disabled={disabled}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="xs">
          <MoneyInput
            label="Price"
            value={line.price}
            onChange={(price) => onChange({ ...line, price })}
            error={errorOf("price", line.price !== null)}
            disabled={disabled}
          />
          <NumberInput
            label="Quantity"
            value={line.quantity ?? ""}
            onChange={(value) => onChange({ ...line, quantity: typeof value === "number" ? value : null })}
            min={1}
            // The product's "Minimum 1 !" is shown, not silently clamped away.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            error={errorOf("quantity", line.quantity !== null)}
            disabled={disabled}
          />
          <DiscountFields
            discount={line.discount}
            onChange={(discount) => onChange({ ...line, discount })}
            error={errorOf("discount.rate", line.discount.rate !== null)}
            disabled={disabled}
          />
          <TaxFields tax={line.tax} onChange={(tax) => onChange({ ...line, tax })} error={errorOf("tax.rate", line.tax.rate !== null)} disabled={disabled} />
        </SimpleGrid>
        <TextInput
          label="Line note"
          size="xs"
          value={line.note}
          onChange={(event) => onChange({ ...line, note: event.currentTarget.value })}
          disabled={disabled}
        />
      </Stack>
    </Paper>
  );
}
