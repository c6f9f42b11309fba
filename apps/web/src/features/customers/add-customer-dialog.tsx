import { Button, Divider, Group, Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { customerRefusals, messages, type Customer } from "@washdesk/domain";
import { ApiError } from "../../api/api-error";
import { useState, type FormEvent } from "react";
import { notify } from "../../api/notify";
import { AddVehicleDialog, EditVehicleDialog, type VehicleDraft, VehicleTable } from "../vehicles";
import { AddressFields, ContactFields, PreferenceCheckboxes } from "./customer-fields";
import { customerCreateBody, emptyCustomerValues, maskedPhone, validateCustomerCreate, type CustomerFormValues } from "./customer-form";
import { useCreateCustomer } from "./customer-mutations";
import { serverFieldErrors } from "../../components/server-field-errors";
import { usePhoneInUse } from "./use-phone-check";

/** docs/product.md §9: the Add New Customer dialog is 600px wide. */
export const ADD_CUSTOMER_WIDTH = 600;

export interface AddCustomerDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives the created customer once the server has saved it. */
  onSaved?: (customer: Customer) => void;
  /** A number to start from (the inbox adds the customer an unknown number belongs to). */
  initialPhone?: string;
}

/** Dialog 3 of docs/product.md §2: a customer with at least one vehicle, saved in one call. */
export function AddCustomerDialog({ opened, onClose, onSaved, initialPhone }: AddCustomerDialogProps) {
  const form = useForm<CustomerFormValues>({
    mode: "controlled",
    initialValues: { ...emptyCustomerValues(), ...(initialPhone && { phone: maskedPhone(initialPhone) }) },
    validate: validateCustomerCreate,
  });
  const create = useCreateCustomer();
  const phoneInUse = usePhoneInUse(form.values.phone);
  const [addingVehicle, setAddingVehicle] = useState(false);
  const [editing, setEditing] = useState<{ index: number; vehicle: VehicleDraft } | null>(null);
  const { vehicles } = form.values;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { hasErrors } = form.validate();
    // docs/product.md §4: a customer needs a vehicle; the words of docs/product.md come as a warning.
    if (vehicles.length === 0) notify({ type: "warning", message: messages.vehicleBlank });
    if (hasErrors || phoneInUse) return;
    let saved: Customer;
    try {
      saved = await create.mutateAsync(customerCreateBody(form.getValues()));
    } catch (error) {
      // The notice has said why; the dialog stays open with what was typed, the refused field marked.
      form.setErrors(serverFieldErrors(error, "customer"));
      // A phone saved by someone else meanwhile: the refusal is about the phone field.
      if (error instanceof ApiError && error.code === customerRefusals.phoneInUse.code) form.setFieldError("phone", error.message);
      return;
    }
    form.reset();
    onSaved?.(saved);
    onClose();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title="Add New Customer"
        size={ADD_CUSTOMER_WIDTH}
        closeOnClickOutside={false}
        closeOnEscape={false}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <form onSubmit={(event) => void save(event)} noValidate>
          <Stack gap="md">
            <ContactFields form={form} phoneInUse={phoneInUse} />
            <Divider />
            <Stack gap={4}>
              <Group justify="space-between">
                <Text fw={600} id="customer-vehicles-label">
                  Vehicles
                </Text>
                <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAddingVehicle(true)}>
                  Add vehicle
                </Button>
              </Group>
              <VehicleTable
                vehicles={vehicles}
                onEdit={(index) => {
                  const vehicle = vehicles[index];
                  if (vehicle) setEditing({ index, vehicle });
                }}
                onRemove={(index) => form.removeListItem("vehicles", index)}
                emptyText="No vehicles yet: add at least one."
              />
              {form.errors.vehicles && (
                <Text size="sm" c="red" role="alert">
                  {form.errors.vehicles}
                </Text>
              )}
            </Stack>
            <Divider />
            <AddressFields form={form} />
            <PreferenceCheckboxes form={form} />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {/* Siblings, not children, of the customer modal: their forms outlive it (the year resets to 2020 after a save). */}
      <AddVehicleDialog
        opened={addingVehicle}
        onClose={() => setAddingVehicle(false)}
        onAdd={(vehicle) => {
          form.insertListItem("vehicles", vehicle);
          form.clearFieldError("vehicles");
        }}
      />
      <EditVehicleDialog
        vehicle={editing?.vehicle ?? null}
        onClose={() => setEditing(null)}
        onSave={(_old, updated) => {
          if (editing) form.replaceListItem("vehicles", editing.index, updated);
        }}
        onDelete={() => {
          if (editing) form.removeListItem("vehicles", editing.index);
        }}
      />
    </>
  );
}
