import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { PhoneInput } from "../../components/phone-input";
import type { CustomerFormValues } from "./customer-form";

type CustomerForm = UseFormReturnType<CustomerFormValues>;

interface FieldsProps {
  form: CustomerForm;
  disabled?: boolean;
}

/** Name, Phone and Email. `phoneInUse` is the server's sentence when the number is someone else's. */
export function ContactFields({ form, disabled, phoneInUse }: FieldsProps & { phoneInUse: string | null }) {
  const phone = form.getInputProps("phone");
  return (
    <Stack gap="sm">
      <TextInput label="Name" required disabled={disabled} autoComplete="off" data-autofocus {...form.getInputProps("name")} />
      <PhoneInput
        label="Phone"
        required
        disabled={disabled}
        value={form.values.phone}
        onChange={(masked) => form.setFieldValue("phone", masked)}
        onBlur={phone.onBlur}
        error={form.errors.phone ?? phoneInUse}
      />
      <TextInput label="Email" type="email" disabled={disabled} autoComplete="off" {...form.getInputProps("email")} />
    </Stack>
  );
}

/** Address, City, State, Zip and Note. */
export function AddressFields({ form, disabled }: FieldsProps) {
  return (
    <Stack gap="sm">
      <TextInput label="Address" disabled={disabled} {...form.getInputProps("address")} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="City" disabled={disabled} {...form.getInputProps("city")} />
        <TextInput label="State" disabled={disabled} {...form.getInputProps("state")} />
        <TextInput label="Zip" disabled={disabled} {...form.getInputProps("zip")} />
      </SimpleGrid>
      <Textarea label="Note" rows={3} disabled={disabled} {...form.getInputProps("note")} />
    </Stack>
  );
}

/** The four checkboxes of docs/product.md §2 dialog 3: VIP and the alert preferences. */
export function PreferenceCheckboxes({ form, disabled }: FieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Checkbox label="VIP customer" disabled={disabled} {...form.getInputProps("isVip", { type: "checkbox" })} />
      <Checkbox label="Receives SMS alerts" disabled={disabled} {...form.getInputProps("alert.sms", { type: "checkbox" })} />
      <Checkbox label="Receives Email alerts" disabled={disabled} {...form.getInputProps("alert.email", { type: "checkbox" })} />
      <Checkbox label="Does not want review messages" disabled={disabled} {...form.getInputProps("alert.noReviewSms", { type: "checkbox" })} />
    </SimpleGrid>
  );
}
