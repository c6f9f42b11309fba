import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid } from "@mantine/core";
import { campaignWords as words, enumOptions, VehicleType, vehicleTypeLabels, type AudienceFilter } from "@washdesk/domain";
import { DateField } from "../../components/date-field";
import { MoneyInput } from "../../components/money-input";

export interface AudienceFieldsProps {
  filter: AudienceFilter;
  onChange: (filter: AudienceFilter) => void;
  errors: Record<string, string>;
}

const vehicleOptions = enumOptions(VehicleType, vehicleTypeLabels);
const wholeOrNull = (value: string | number) => (typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) : null);

/** The audience's filters; every condition given must hold. */
export function AudienceFields({ filter, onChange, errors }: AudienceFieldsProps) {
  const set = (changes: Partial<AudienceFilter>) => onChange({ ...filter, ...changes });
  return (
    <Fieldset legend={words.audience} variant="unstyled">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
        <DateField
          label={words.lastVisitAfter}
          value={filter.lastVisitAfter ?? ""}
          onChange={(value) => set({ lastVisitAfter: value || null })}
          clearable
          w="100%"
        />
        <DateField
          label={words.lastVisitBefore}
          value={filter.lastVisitBefore ?? ""}
          onChange={(value) => set({ lastVisitBefore: value || null })}
          error={errors["filter.lastVisitBefore"]}
          clearable
          w="100%"
        />
        <NumberInput
          label={words.visitsMin}
          value={filter.visitsMin ?? ""}
          onChange={(value) => set({ visitsMin: wholeOrNull(value) })}
          min={0}
          allowDecimal={false}
        />
        <NumberInput
          label={words.visitsMax}
          value={filter.visitsMax ?? ""}
          onChange={(value) => set({ visitsMax: wholeOrNull(value) })}
          min={0}
          allowDecimal={false}
          error={errors["filter.visitsMax"]}
        />
        <MoneyInput label={words.spendMin} value={filter.spendMinCents} onChange={(cents) => set({ spendMinCents: cents })} />
        <MoneyInput
          label={words.spendMax}
          value={filter.spendMaxCents}
          onChange={(cents) => set({ spendMaxCents: cents })}
          error={errors["filter.spendMaxCents"]}
        />
        <Select
          label={words.vehicleType}
          placeholder={words.anyVehicle}
          clearable
          data={vehicleOptions}
          value={filter.vehicleType}
          onChange={(value) => set({ vehicleType: (vehicleOptions.find((option) => option.value === value)?.value ?? null) as AudienceFilter["vehicleType"] })}
        />
        <Checkbox label={words.vipOnly} checked={filter.vipOnly} onChange={(event) => set({ vipOnly: event.currentTarget.checked })} mt="xl" />
      </SimpleGrid>
      <Checkbox label={words.optedInOnly} checked={filter.optedInOnly} onChange={(event) => set({ optedInOnly: event.currentTarget.checked })} mt="sm" />
    </Fieldset>
  );
}
