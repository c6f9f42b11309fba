import { Autocomplete, Loader, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ComboboxParsedItem } from "@mantine/core";
import { VehicleType, vehicleTypeLabels } from "@washdesk/domain";
import type { ChangeEvent } from "react";
import { ColorField } from "./color-field";
import { modelOptions } from "./model-options";
import { YEAR_LENGTH, type VehicleForm } from "./vehicle-form";
import { useVehicleMakes, useVehicleModels } from "./vehicle-queries";

const typeOptions = Object.values(VehicleType).map((type) => ({ value: type, label: vehicleTypeLabels[type] }));

// The model options are already filtered by modelOptions; Mantine's own filter would drop the typed text's neighbours.
const keepOptions = ({ options }: { options: ComboboxParsedItem[] }) => options;

/** Year, make, model, type, colour and tag: the fields of the Add New Vehicle and Edit Vehicle dialogs. */
export function VehicleFields({ form }: { form: VehicleForm }) {
  const { year, make, model, colorCode } = form.values;
  const makes = useVehicleMakes(make);
  const { models, loading } = useVehicleModels(make, year);

  // docs/product.md §5: once the year has 4 characters and a make is set, the model list reloads and the model is cleared.
  const clearModelFor = (nextYear: string, nextMake: string) => {
    if (nextYear.length === YEAR_LENGTH && nextMake.trim() !== "") form.setFieldValue("model", "");
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          data-autofocus
          label="Year (greater than 1995)"
          required
          inputMode="numeric"
          maxLength={YEAR_LENGTH}
          {...form.getInputProps("year")}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const next = event.currentTarget.value;
            form.setFieldValue("year", next);
            clearModelFor(next, make);
          }}
        />
        <Select label="Type" required data={typeOptions} allowDeselect={false} {...form.getInputProps("type")} />
      </SimpleGrid>
      <Autocomplete
        label="Make"
        required
        data={makes}
        {...form.getInputProps("make")}
        onChange={(next: string) => {
          form.setFieldValue("make", next);
          clearModelFor(year, next);
        }}
      />
      <Autocomplete
        label="Model"
        required
        data={modelOptions(models, model)}
        filter={keepOptions}
        rightSection={loading ? <Loader size="xs" aria-label="Loading models" /> : null}
        {...form.getInputProps("model")}
      />
      <ColorField value={colorCode} onChange={(next) => form.setFieldValue("colorCode", next)} error={form.errors.colorCode} />
      <TextInput label="Tag" placeholder="Plate (optional)" maxLength={20} {...form.getInputProps("tag")} />
    </Stack>
  );
}
