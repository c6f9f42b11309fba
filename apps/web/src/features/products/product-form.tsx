import { Autocomplete, Button, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useForm, type FormErrors } from "@mantine/form";
import {
  enumOptions,
  ItemKind,
  itemKindLabels,
  PRODUCT_IMAGE_MAX_BYTES,
  productImageMimeTypes,
  ReportRole,
  reportRoleLabels,
  SLOT_MINUTES,
} from "@washdesk/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ImageInput } from "../../components/image-input";
import { MoneyInput } from "../../components/money-input";
import { serverFieldErrors } from "../../components/server-field-errors";
import { ComboItemsField } from "./combo-items-field";
import { formErrorsOf, validateProduct, type ProductFormValues } from "./product-form-values";
import { useProductCategories } from "./product-queries";
import { DiscountFields, TaxFields } from "./product-rate-fields";
import { ProductSection } from "./product-section";
import { VehiclePriceFields } from "./vehicle-price-fields";

const kindOptions = enumOptions(ItemKind, itemKindLabels).map(({ value, label }) => ({ value: String(value), label }));
const reportRoleOptions = enumOptions(ReportRole, reportRoleLabels).map(({ value, label }) => ({ value: String(value), label }));

/** A refused save's field messages ("product.tax.rate") where the form shows them ("taxPercent"). */
function serverErrors(error: unknown, values: ProductFormValues): FormErrors {
  const fields = Object.entries(serverFieldErrors(error, "product")).map(([field, message]) => ({ path: field.split("."), message }));
  return formErrorsOf(fields, values);
}

export interface ProductFormProps {
  initialValues: ProductFormValues;
  /** The edited product, which a combo may not contain. */
  productId?: string;
  /** Saves; a rejection (the API client has shown why) keeps the form as typed, the refused fields marked. */
  onSave: (values: ProductFormValues) => Promise<void>;
  saving: boolean;
  /** What the save is doing ("Uploading image…", "Saving product…"), shown beside the button. */
  progress?: string | null;
  /** Shown at the left of the buttons (the edit screen's Delete). */
  actions?: ReactNode;
}

/**
 * One form for adding and editing a product. The kind decides what else it asks: prices per vehicle
 * type for a service, stock for a standard product, the bundled products for a combo.
 */
export function ProductForm({ initialValues, productId, onSave, saving, progress, actions }: ProductFormProps) {
  const form = useForm<ProductFormValues>({ mode: "controlled", initialValues, validate: validateProduct });
  const categories = useProductCategories();
  const kind = Number(form.values.kind);

  const save = form.onSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      form.setErrors(serverErrors(error, values));
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <ProductSection title="Details">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label="Kind" required data={kindOptions} allowDeselect={false} {...form.getInputProps("kind")} />
            <Autocomplete
              label="Category"
              placeholder="Pick one or type a new one"
              data={categories.data ?? []}
              maxLength={60}
              {...form.getInputProps("category")}
            />
            <TextInput label="Name" required maxLength={120} autoComplete="off" {...form.getInputProps("name")} />
            <TextInput
              label="Code"
              required
              maxLength={40}
              autoComplete="off"
              description="Unique; no spaces (a barcode works)."
              {...form.getInputProps("code")}
            />
          </SimpleGrid>
          <ImageInput
            label="Image"
            file={form.values.imageFile}
            savedUrl={form.values.imagePreview || form.values.image || null}
            onChange={(file) => form.setFieldValue("imageFile", file)}
            onRemove={() => form.setValues({ image: "", imagePreview: "", imageFile: null })}
            alt={form.values.name.trim() || "this product"}
            accept={productImageMimeTypes}
            maxSize={PRODUCT_IMAGE_MAX_BYTES}
            typesText="JPEG, PNG or WebP"
            error={form.errors.image}
            disabled={saving}
          />
          <Textarea label="Description" rows={3} maxLength={2000} {...form.getInputProps("description")} />
          <Switch
            label="Active"
            description="Inactive products stay in past sales but are not offered for new ones."
            {...form.getInputProps("active", { type: "checkbox" })}
          />
        </ProductSection>

        <ProductSection title="Counter tile">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Switch label="Favourite" description="Favourites come first on the POS tiles." {...form.getInputProps("favourite", { type: "checkbox" })} />
            <TextInput
              label="Position"
              description="1 comes first; blank goes after those with a position, A–Z."
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              {...form.getInputProps("position")}
            />
          </SimpleGrid>
        </ProductSection>

        {kind !== ItemKind.Standard && (
          <ProductSection title="Sales report">
            <Select
              label="Counts as"
              description="Packages and premium packages make the premium share; add-ons sold with a wash make the add-ons per car."
              data={reportRoleOptions}
              allowDeselect={false}
              maw={320}
              {...form.getInputProps("reportRole")}
            />
          </ProductSection>
        )}

        {kind !== ItemKind.Standard && (
          <ProductSection title="Appointments">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberInput
                label="Duration (minutes)"
                description="Bay time an appointment takes for it, in steps of 15; blank: none."
                min={SLOT_MINUTES}
                step={SLOT_MINUTES}
                allowDecimal={false}
                allowNegative={false}
                w={200}
                {...form.getInputProps("durationMinutes")}
              />
              <Switch
                label="Bookable online"
                description="Offered on the public booking page; needs a duration."
                {...form.getInputProps("bookableOnline", { type: "checkbox" })}
              />
            </SimpleGrid>
          </ProductSection>
        )}

        <ProductSection title="Pricing">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MoneyInput
              label="Price"
              required
              value={form.values.price}
              onChange={(cents) => form.setFieldValue("price", cents)}
              min={0}
              error={form.errors.price}
            />
            <MoneyInput label="Cost" value={form.values.cost} onChange={(cents) => form.setFieldValue("cost", cents)} min={0} error={form.errors.cost} />
          </SimpleGrid>
          <TaxFields form={form} />
          <DiscountFields form={form} />
        </ProductSection>

        {kind === ItemKind.Service && (
          <ProductSection title="Prices by vehicle type">
            <VehiclePriceFields form={form} />
          </ProductSection>
        )}
        {kind === ItemKind.Standard && (
          <ProductSection title="Stock">
            <TextInput
              label="Stock"
              description="Units on the shelf; sales lower it, refunds raise it."
              inputMode="numeric"
              w={200}
              {...form.getInputProps("stock")}
            />
          </ProductSection>
        )}
        {kind === ItemKind.Combo && (
          <ProductSection title="Products in this combo">
            <ComboItemsField form={form} productId={productId} />
          </ProductSection>
        )}

        <Group justify="space-between">
          <div>{actions}</div>
          <Group gap="sm">
            {/* Always there, so a screen reader announces each step as it changes. */}
            <Group gap={6} role="status" aria-live="polite">
              {progress && (
                <>
                  <Loader size="xs" aria-hidden />
                  <Text size="sm" c="dimmed">
                    {progress}
                  </Text>
                </>
              )}
            </Group>
            <Button variant="default" component={Link} to="/products">
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save product
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
