import { Fieldset, NumberInput, SimpleGrid, Text } from "@mantine/core";
import { countedTotal, DENOMINATIONS, denominationLabel, formatMoney, type CashCount, type Denomination } from "@washdesk/domain";

export interface CashCountInputProps {
  /** What is being counted: "Opening float", "Cash in the drawer"… */
  legend: string;
  value: CashCount;
  onChange: (count: CashCount) => void;
  /** Words before the live total. */
  totalLabel?: string;
  disabled?: boolean;
}

/** The count of one denomination, with what it is worth (as a hint under the field). */
function worth(denomination: Denomination, count: number | undefined): string {
  return `= ${formatMoney(denomination * (count ?? 0))}`;
}

/**
 * A drawer counted note by note and coin by coin, with the total it adds up to. The fields are large
 * (size lg, numeric keypad) because the count is typed with a finger on the counter's tablet.
 */
export function CashCountInput({ legend, value, onChange, totalLabel = "Total", disabled }: CashCountInputProps) {
  const setCount = (denomination: Denomination, raw: number | string) => {
    const next: CashCount = { ...value };
    if (typeof raw === "number" && Number.isFinite(raw) && raw > 0) next[`${denomination}`] = raw;
    else delete next[`${denomination}`];
    onChange(next);
  };

  return (
    <Fieldset legend={legend} disabled={disabled}>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="md" verticalSpacing="sm">
        {DENOMINATIONS.map((denomination) => {
          const count = value[`${denomination}`];
          return (
            <NumberInput
              key={denomination}
              label={denominationLabel(denomination)}
              description={worth(denomination, count)}
              value={count ?? ""}
              onChange={(raw) => setCount(denomination, raw)}
              placeholder="0"
              min={0}
              max={100_000}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              hideControls
              size="lg"
              autoComplete="off"
            />
          );
        })}
      </SimpleGrid>
      <Text role="status" fw={700} size="xl" mt="md" ta="right">
        {totalLabel}: {formatMoney(countedTotal(value))}
      </Text>
    </Fieldset>
  );
}
