import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { vehicleTypeLabels } from "@washdesk/domain";
import { formatCents, MoneyInput } from "../../components/money-input";
import { vehicleTypes, type ProductFormValues } from "./product-form-values";

/** A service's price per vehicle type; an empty one charges the base price, which it shows as its placeholder. */
export function VehiclePriceFields({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const { price, vehiclePrices } = form.values;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Leave a vehicle type empty to charge the base price.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {vehicleTypes.map((type) => (
          <MoneyInput
            key={type}
            label={`${vehicleTypeLabels[type]} price`}
            value={vehiclePrices[type]}
            onChange={(cents) => form.setFieldValue("vehiclePrices", { ...form.getValues().vehiclePrices, [type]: cents })}
            min={0}
            placeholder={price === null ? "Base price" : formatCents(price)}
            error={form.errors[`vehiclePrices.${type}`]}
          />
        ))}
      </SimpleGrid>
      {form.errors.vehiclePrices && (
        <Text size="sm" c="red" role="alert">
          {form.errors.vehiclePrices}
        </Text>
      )}
    </Stack>
  );
}
