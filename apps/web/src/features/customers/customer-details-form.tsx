import { Button, Group, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Customer } from "@washdesk/domain";
import { useEffect } from "react";
import { AddressFields, ContactFields, PreferenceCheckboxes } from "./customer-fields";
import { customerFormValues, customerUpdateBody, validateCustomerUpdate, type CustomerFormValues } from "./customer-form";
import { useUpdateCustomer } from "./customer-mutations";
import { CustomerSection } from "./customer-section";
import { serverFieldErrors } from "../../components/server-field-errors";
import { usePhoneInUse } from "./use-phone-check";

// Vehicles have their own section and routes; this form holds the contact details only.
const contactValues = (customer: Customer): CustomerFormValues => ({ ...customerFormValues(customer), vehicles: [] });

/** Contact details, note, VIP and alerts: editable by those with customers.edit, read-only for the rest. */
export function CustomerDetailsForm({ customer, canEdit }: { customer: Customer; canEdit: boolean }) {
  const form = useForm<CustomerFormValues>({
    mode: "controlled",
    initialValues: contactValues(customer),
    validate: validateCustomerUpdate,
  });
  const update = useUpdateCustomer(customer.id);
  // The customer's own number is not "in use".
  const phoneInUse = usePhoneInUse(form.values.phone, customer.id);

  // A change saved elsewhere (another till, a realtime hint) shows here unless someone is typing.
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues(contactValues(customer));
    form.resetDirty(contactValues(customer));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the server's copy changing is what matters; the form object changes on every render.
  }, [customer.updatedAt]);

  const save = form.onSubmit(async (values) => {
    if (phoneInUse) return;
    try {
      const saved = await update.mutateAsync(customerUpdateBody(values));
      form.setValues(contactValues(saved));
      form.resetDirty(contactValues(saved));
    } catch (error) {
      form.setErrors(serverFieldErrors(error, "customer"));
    }
  });

  return (
    <CustomerSection title="Contact details">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <ContactFields form={form} phoneInUse={phoneInUse} disabled={!canEdit} />
          <AddressFields form={form} disabled={!canEdit} />
          <PreferenceCheckboxes form={form} disabled={!canEdit} />
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                Save changes
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </CustomerSection>
  );
}
