import { Alert, Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertTriangle } from "@tabler/icons-react";
import {
  generalSettingsUpdateSchema,
  generalSettingsWords,
  logoImagePath,
  PRODUCT_IMAGE_MAX_BYTES,
  productImageMimeTypes,
  timeZoneChoices,
  WEEKDAYS,
  weekdayLabels,
  type GeneralSettings,
  type GeneralSettingsUpdate,
} from "@washdesk/domain";
import { useMemo, useState } from "react";
import { uploadFiles } from "../../api/upload-files";
import { ImageInput } from "../../components/image-input";
import { serverFieldErrors } from "../../components/server-field-errors";
import { zodResolver } from "../../components/zod-form";
import { SettingsSection } from "./settings-section";
import { useGeneralSettings, useUpdateGeneralSettings } from "./general-settings-queries";

type GeneralValues = Omit<GeneralSettings, "logoUrl" | "currency">;

const weekdayOptions = WEEKDAYS.map((day) => ({ value: day, label: weekdayLabels[day] }));

/**
 * System Settings › General (docs/product.md §6 settings.system.general): the shop's name and
 * logo (on receipts and the sign-in page), contacts, time zone, hours and receipt texts.
 */
export function GeneralSection() {
  const settings = useGeneralSettings();
  return (
    <SettingsSection title="General" loadingLabel="general settings" query={settings}>
      {settings.data && <GeneralForm saved={settings.data} />}
    </SettingsSection>
  );
}

function valuesOf(saved: GeneralSettings): GeneralValues {
  const { logoUrl: _logo, currency: _currency, setByServer: _fixed, ...values } = saved as GeneralSettings & { setByServer?: string[] };
  return values;
}

function GeneralForm({ saved }: { saved: GeneralSettings }) {
  const update = useUpdateGeneralSettings();
  const zones = useMemo(() => timeZoneChoices(), []);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoRemoved, setLogoRemoved] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useForm<GeneralValues>({
    mode: "controlled",
    initialValues: valuesOf(saved),
    validate: zodResolver(generalSettingsUpdateSchema),
  });
  const saving = update.isPending || uploading;
  const zoneChanged = form.values.timeZone !== saved.timeZone;

  const submit = async (values: GeneralValues) => {
    const body: GeneralSettingsUpdate = { ...values };
    try {
      if (logoFile) {
        setUploading(true);
        const [uploaded] = await uploadFiles([logoFile], logoImagePath);
        body.logo = uploaded?.downloadURL ?? null;
      } else if (logoRemoved) {
        body.logo = null;
      }
    } catch (error) {
      form.setFieldError("logo", error instanceof Error ? error.message : "The logo could not be uploaded.");
      return;
    } finally {
      setUploading(false);
    }
    update.mutate(body, {
      onSuccess: (next) => {
        form.setInitialValues(valuesOf(next));
        form.setValues(valuesOf(next));
        setLogoFile(null);
        setLogoRemoved(false);
      },
      onError: (error) => form.setErrors(serverFieldErrors(error, "")),
    });
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label="Business name" required maxLength={120} {...form.getInputProps("businessName")} />
        <TextInput label="Currency" value={saved.currency} readOnly description="WashDesk keeps its books in US dollars." />
        <TextInput label="Address" maxLength={200} {...form.getInputProps("address")} />
        <TextInput label="Phone" type="tel" {...form.getInputProps("phone")} />
        <TextInput label="E-mail" type="email" {...form.getInputProps("email")} />
        <TextInput label="Website" {...form.getInputProps("website")} />
        <Select
          label="Time zone"
          description="Business days, drawers and reports follow the shop's calendar in this zone."
          data={zones}
          searchable
          allowDeselect={false}
          {...form.getInputProps("timeZone")}
        />
        <Select label="Workweek starts on" data={weekdayOptions} allowDeselect={false} {...form.getInputProps("workweekStart")} />
      </SimpleGrid>
      {zoneChanged && (
        <Alert mt="sm" color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Changing the time zone">
          {generalSettingsWords.timeZoneWarning}
        </Alert>
      )}
      <ImageInput
        label="Logo"
        file={logoFile}
        savedUrl={logoRemoved ? null : saved.logoUrl || null}
        onChange={(file) => {
          setLogoFile(file);
          setLogoRemoved(false);
        }}
        onRemove={() => {
          setLogoFile(null);
          setLogoRemoved(true);
        }}
        alt={`${saved.businessName} logo`}
        accept={productImageMimeTypes}
        maxSize={PRODUCT_IMAGE_MAX_BYTES}
        typesText="JPEG, PNG or WebP"
        error={form.errors.logo}
        disabled={saving}
      />
      <Text size="xs" c="dimmed" mt={4}>
        Shown on receipts and on the sign-in page.
      </Text>
      <Fieldset legend="Business hours" mt="sm" variant="unstyled">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" verticalSpacing="xs">
          {WEEKDAYS.map((day) => (
            <Fieldset key={day} legend={weekdayLabels[day]} p="xs">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label="Opens"
                  type="time"
                  w={136}
                  disabled={form.values.businessHours[day].closed}
                  {...form.getInputProps(`businessHours.${day}.opens`)}
                />
                <TextInput
                  label="Closes"
                  type="time"
                  w={136}
                  disabled={form.values.businessHours[day].closed}
                  {...form.getInputProps(`businessHours.${day}.closes`)}
                />
                <Checkbox label="Closed" mt={30} {...form.getInputProps(`businessHours.${day}.closed`, { type: "checkbox" })} />
              </Group>
            </Fieldset>
          ))}
        </SimpleGrid>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        <Textarea
          label="Receipt header"
          description="Printed above the lines of every receipt."
          rows={2}
          maxLength={500}
          {...form.getInputProps("receiptHeader")}
        />
        <Textarea
          label="Receipt footer"
          description="Printed at the bottom of every receipt."
          rows={2}
          maxLength={500}
          {...form.getInputProps("receiptFooter")}
        />
      </SimpleGrid>
      <TextInput mt="sm" label="Review link" description="Where customers leave a review, for review requests." {...form.getInputProps("reviewUrl")} />
      <Group mt="md">
        <Button type="submit" loading={saving} disabled={!form.isDirty() && !logoFile && !logoRemoved}>
          Save general settings
        </Button>
      </Group>
    </form>
  );
}
