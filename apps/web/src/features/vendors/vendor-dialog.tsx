import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Vendor } from "@washdesk/domain";
import { useEffect, type FormEvent } from "react";
import { PhoneInput } from "../../components/phone-input";
import { serverFieldErrors } from "../../components/server-field-errors";
import { emptyVendorValues, validateVendor, vendorFormValues, type VendorFormValues } from "./vendor-form";
import { useCreateVendor, useUpdateVendor } from "./vendor-mutations";

/** docs/product.md §9: the Add Vendor dialog is 800px wide. */
export const VENDOR_DIALOG_WIDTH = 800;

export interface VendorDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Given: the dialog edits this vendor (Edit Vendor). Left out: Add Vendor. */
  vendor?: Vendor | null;
  /** Receives the vendor as the server saved it. */
  onSaved?: (vendor: Vendor) => void;
}

/**
 * Dialog 6 of docs/product.md §2: company, representative, email, phone, website, address, city, state, zip
 * and notes; company and phone required. Success closes it with the saved vendor; on failure it
 * stays open with what was typed (the API client has shown the notice either way).
 */
export function VendorDialog({ opened, onClose, vendor, onSaved }: VendorDialogProps) {
  const form = useForm<VendorFormValues>({ mode: "controlled", initialValues: emptyVendorValues(), validate: validateVendor });
  const create = useCreateVendor();
  const update = useUpdateVendor();
  const saving = create.isPending || update.isPending;

  // Each opening starts from the vendor being edited, or empty.
  useEffect(() => {
    if (!opened) return;
    const values = vendor ? vendorFormValues(vendor) : emptyVendorValues();
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is stable across renders; only a new opening or another vendor resets it.
  }, [opened, vendor]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate().hasErrors) return;
    let saved: Vendor;
    try {
      const values = form.getValues();
      saved = vendor ? await update.mutateAsync({ id: vendor.id, vendor: values }) : await create.mutateAsync(values);
    } catch (error) {
      form.setErrors(serverFieldErrors(error, "vendor"));
      return;
    }
    form.reset();
    onSaved?.(saved);
    onClose();
  };

  const phone = form.getInputProps("phone");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={vendor ? "Edit Vendor" : "Add Vendor"}
      size={VENDOR_DIALOG_WIDTH}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Company" required autoComplete="organization" data-autofocus {...form.getInputProps("company")} />
            <TextInput label="Representative" autoComplete="name" {...form.getInputProps("representative")} />
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps("email")} />
            <PhoneInput
              label="Phone"
              required
              value={form.values.phone}
              onChange={(masked) => form.setFieldValue("phone", masked)}
              onBlur={phone.onBlur}
              error={form.errors.phone}
            />
            <TextInput label="Website" placeholder="example.com" autoComplete="url" {...form.getInputProps("website")} />
            <TextInput label="Address" autoComplete="street-address" {...form.getInputProps("address")} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput label="City" {...form.getInputProps("city")} />
            <TextInput label="State" {...form.getInputProps("state")} />
            <TextInput label="Zip" {...form.getInputProps("zip")} />
          </SimpleGrid>
          <Textarea label="Notes" rows={3} {...form.getInputProps("notes")} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
