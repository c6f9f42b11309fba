import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm, type FormErrors } from "@mantine/form";
import {
  customerCreateSchema,
  customerRefusals,
  customerRoutes,
  titleCase,
  VehicleType,
  vehicleTypeLabels,
  type CustomerCreate,
  type CustomerListItem,
  type TypedCustomerText,
} from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../api/api-error";
import { call } from "../../api/call";
import { PhoneInput } from "../../components/phone-input";
import { useCreateCustomer } from "./customer-mutations";
import { usePhoneHolder } from "./use-phone-check";

/** A customer as the counter takes it: the saved one, or the one already holding the phone. */
export type ChosenCustomer = Pick<CustomerListItem, "id" | "name" | "phone" | "email" | "vehicles">;

export interface QuickAddValues {
  name: string;
  /** The masked "### ### ####" text. */
  phone: string;
  type: string;
  tag: string;
  year: string;
  make: string;
  model: string;
}

const typeOptions = Object.values(VehicleType).map((type) => ({ value: type, label: vehicleTypeLabels[type] }));

/** "5551234" → "555 123 4": digits as the phone field's mask shows them, complete or not. */
const maskDigits = (digits: string) => [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean).join(" ");

function quickAddBody(values: QuickAddValues): CustomerCreate {
  const { name, phone, type, tag, year, make, model } = values;
  return { name: titleCase(name), phone, vehicles: [{ type: type as VehicleType, tag, year, make, model }] };
}

/** The domain's customer rules, each message on its field ("vehicles.0.type" is the type's). */
function validateQuickAdd(values: QuickAddValues): FormErrors {
  const result = customerCreateSchema.safeParse(quickAddBody(values));
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const [first, , vehicleField] = issue.path.map(String);
    const field = first === "vehicles" ? (vehicleField ?? "type") : first;
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export interface QuickAddCustomerDialogProps {
  opened: boolean;
  /** What was typed into the lookup, put where it belongs (readTypedCustomerText). */
  typed: TypedCustomerText;
  onClose: () => void;
  /** The customer to ring the sale up for: the one just saved, or the one holding the phone. */
  onChoose: (customer: ChosenCustomer) => void;
}

/**
 * The counter's quick add (docs/product.md §2 Point of Sale): name, phone and the vehicle's type,
 * which prices the sale; the plate, year, make and model when they are at hand, the rest later in
 * the profile. A phone already in use offers its holder instead of a second customer.
 */
export function QuickAddCustomerDialog({ opened, typed, onClose, onChoose }: QuickAddCustomerDialogProps) {
  const form = useForm<QuickAddValues>({
    mode: "controlled",
    initialValues: { name: typed.name, phone: maskDigits(typed.phone), type: "", tag: typed.tag, year: "", make: "", model: "" },
    validate: validateQuickAdd,
  });
  const create = useCreateCustomer();
  const { holder, recheck } = usePhoneHolder(form.values.phone);
  const [choosingHolder, setChoosingHolder] = useState(false);

  const choose = (customer: ChosenCustomer) => {
    onChoose(customer);
    onClose();
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate().hasErrors || holder) return;
    try {
      choose(await create.mutateAsync(quickAddBody(form.getValues())));
    } catch (error) {
      // Saved by someone else meanwhile: ask who holds it, so the offer to use them appears.
      if (error instanceof ApiError && error.code === customerRefusals.phoneInUse.code) {
        form.setFieldError("phone", error.message);
        void recheck();
      }
    }
  };

  /** The holder as the lookup lists them (with their vehicles), found by the ten digits of the phone. */
  const takeHolder = async () => {
    if (!holder) return;
    setChoosingHolder(true);
    try {
      const page = await call(customerRoutes.list, { query: { search: form.values.phone.replace(/\D/g, ""), page: 1, pageSize: 10 } });
      const found = page.items.find((customer) => customer.id === holder.customer.id);
      if (found) choose(found);
    } finally {
      setChoosingHolder(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Quick add customer" closeOnClickOutside={false} closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" required autoComplete="off" data-autofocus {...form.getInputProps("name")} />
          <Stack gap={4}>
            <PhoneInput
              label="Phone"
              required
              value={form.values.phone}
              onChange={(masked) => form.setFieldValue("phone", masked)}
              error={holder?.message ?? form.errors.phone}
            />
            {holder && (
              <Group gap="xs">
                <Text size="sm">Same person?</Text>
                <Button size="xs" variant="light" loading={choosingHolder} onClick={() => void takeHolder()}>
                  Use this customer
                </Button>
              </Group>
            )}
          </Stack>
          <Radio.Group label="Vehicle type" required {...form.getInputProps("type")}>
            <Group gap="sm" mt={4}>
              {typeOptions.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput label="Plate" autoComplete="off" {...form.getInputProps("tag")} />
          <SimpleGrid cols={3} spacing="sm">
            <TextInput label="Year" inputMode="numeric" maxLength={4} autoComplete="off" {...form.getInputProps("year")} />
            <TextInput label="Make" autoComplete="off" {...form.getInputProps("make")} />
            <TextInput label="Model" autoComplete="off" {...form.getInputProps("model")} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Year, make and model can be completed later in the customer's profile.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
