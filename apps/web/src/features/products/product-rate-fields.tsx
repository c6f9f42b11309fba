import { Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { DiscountType, discountTypeLabels, enumOptions, TaxMethod, taxMethodLabels, TaxType, taxTypeLabels } from "@washdesk/domain";
import { MoneyInput } from "../../components/money-input";
import type { ProductFormValues } from "./product-form-values";

type ProductForm = UseFormReturnType<ProductFormValues>;

const asText = (options: { value: number; label: string }[]) => options.map(({ value, label }) => ({ value: String(value), label }));
const taxTypeOptions = asText(enumOptions(TaxType, taxTypeLabels));
const taxMethodOptions = asText(enumOptions(TaxMethod, taxMethodLabels));
const discountTypeOptions = asText(enumOptions(DiscountType, discountTypeLabels));

/** A percentage as typed ("8.875"); the form turns it into thousandths of a percent. */
function PercentInput({ form, field, label }: { form: ProductForm; field: "taxPercent" | "discountPercent"; label: string }) {
  return (
    <TextInput label={label} required inputMode="decimal" autoComplete="off" rightSection="%" rightSectionPointerEvents="none" {...form.getInputProps(field)} />
  );
}

/** A fixed rate in money ("$"), emitted as cents. */
function AmountInput({ form, field, label }: { form: ProductForm; field: "taxAmount" | "discountAmount"; label: string }) {
  return (
    <MoneyInput label={label} required value={form.values[field]} onChange={(cents) => form.setFieldValue(field, cents)} min={0} error={form.errors[field]} />
  );
}

/**
 * Tax type, method and rate (docs/product.md §4): the method is disabled and the rate hidden until a tax type
 * is set; the rate reads % for a percentage and $ for a fixed amount.
 */
export function TaxFields({ form }: { form: ProductForm }) {
  const type = Number(form.values.taxType);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select label="Tax type" data={taxTypeOptions} allowDeselect={false} {...form.getInputProps("taxType")} />
      <Select label="Tax method" data={taxMethodOptions} allowDeselect={false} disabled={type === TaxType.NoTax} {...form.getInputProps("taxMethod")} />
      {type === TaxType.Percentage && <PercentInput form={form} field="taxPercent" label="Tax rate" />}
      {type === TaxType.Fixed && <AmountInput form={form} field="taxAmount" label="Tax rate" />}
    </SimpleGrid>
  );
}

/** The default discount, applied before tax when the product is sold (docs/product.md §9); the rate likewise % or $. */
export function DiscountFields({ form }: { form: ProductForm }) {
  const type = Number(form.values.discountType);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Select label="Default discount" data={discountTypeOptions} allowDeselect={false} {...form.getInputProps("discountType")} />
      {type === DiscountType.Percentage && <PercentInput form={form} field="discountPercent" label="Discount rate" />}
      {type === DiscountType.Fixed && <AmountInput form={form} field="discountAmount" label="Discount rate" />}
    </SimpleGrid>
  );
}
