import { Alert, Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput, type TextInputProps } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconInfoCircle } from "@tabler/icons-react";
import {
  employeeInputSchema,
  employeeMessages,
  employeeStatuses,
  employeeUpdateSchema,
  PayPeriod,
  payPeriodLabels,
  PayType,
  payTypeLabels,
  PIN_MAX_LENGTH,
  productImageAccept,
  PRODUCT_IMAGE_MAX_BYTES,
  Recurrence,
  recurrenceLabels,
  SecondPaymentMethod,
  secondPaymentMethodLabels,
  TaxFilingStatus,
  taxFilingStatusLabels,
  UserStatus,
  userStatusLabels,
  type PermissionGroup,
} from "@washdesk/domain";
import { useState } from "react";
import { DateField } from "../../components/date-field";
import { EnumSelect } from "../../components/enum-select";
import { ImageInput } from "../../components/image-input";
import { MoneyInput } from "../../components/money-input";
import { PhoneInput } from "../../components/phone-input";
import { PinInput } from "../../components/pin-input";
import { zodResolver } from "../../components/zod-form";
import { inputOf, updateOf, type EmployeeFormValues } from "./employee-form-values";

/** New people are either crew without sign-in or invited; the invitation and its acceptance set the rest. */
const newStatusOptions = [
  { value: String(UserStatus.NOT_USER), label: "No sign-in (PIN at the time clock)" },
  { value: String(UserStatus.INVITED), label: "Invite to sign in (e-mails a link)" },
];
/** A note under its field rather than above it, so the inputs of one row stay level with each other. */
const noteBelow: TextInputProps["inputWrapperOrder"] = ["label", "input", "description", "error"];

const editStatusOptions = (current: number) =>
  employeeStatuses.filter((s) => s !== UserStatus.INVITED || s === current).map((s) => ({ value: String(s), label: userStatusLabels[s] }));

export interface EmployeeFormProps {
  mode: "add" | "edit";
  initialValues: EmployeeFormValues;
  groups: readonly PermissionGroup[];
  /** Whether the person may see and set pay (payroll.details). */
  showPay: boolean;
  savedImage: string | null;
  saving: boolean;
  /** Sends the values; answers the server's field errors to show, or nothing. */
  onSubmit: (values: EmployeeFormValues, photo: { file: File | null; removed: boolean }) => Promise<Record<string, string> | void>;
}

/** The employee's fields (docs/product.md §2 /settings/users/add and /:employeeID). */
export function EmployeeForm({ mode, initialValues, groups, showPay, savedImage, saving, onSubmit }: EmployeeFormProps) {
  const form = useForm<EmployeeFormValues>({
    mode: "controlled",
    initialValues,
    validate: (values) =>
      mode === "add"
        ? zodResolver(employeeInputSchema)(inputOf(values, showPay, null))
        : zodResolver(employeeUpdateSchema)(updateOf(values, showPay, undefined)),
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const statusInput = form.getInputProps("status");

  const submit = async (values: EmployeeFormValues) => {
    const errors = await onSubmit(values, { file: photo, removed: photoRemoved });
    if (errors) form.setErrors(errors);
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="lg" maw={880}>
        <Fieldset legend="Person">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" required {...form.getInputProps("firstName")} />
            <TextInput label="Last name" required {...form.getInputProps("lastName")} />
            <TextInput
              label="E-mail"
              type="email"
              description={form.values.status === UserStatus.NOT_USER ? employeeMessages.noSignIn : "They sign in with it."}
              inputWrapperOrder={noteBelow}
              {...form.getInputProps("email")}
            />
            <PhoneInput label="Phone" value={form.values.phone} onChange={(masked) => form.setFieldValue("phone", masked)} error={form.errors.phone} />
            <Select
              label="Group"
              required
              data={groups.map((g) => ({ value: g.id, label: g.name }))}
              allowDeselect={false}
              {...form.getInputProps("groupId")}
            />
            <Select
              label="Status"
              required
              allowDeselect={false}
              data={mode === "add" ? newStatusOptions : editStatusOptions(initialValues.status)}
              value={String(form.values.status)}
              onChange={(value) => form.setFieldValue("status", Number(value))}
              error={statusInput.error}
            />
            <DateField
              label="Hire date"
              clearable
              value={form.values.hireDate}
              onChange={(value) => form.setFieldValue("hireDate", value)}
              error={form.errors.hireDate}
            />
            <DateField
              label="Termination date"
              clearable
              value={form.values.terminationDate}
              onChange={(value) => form.setFieldValue("terminationDate", value)}
              error={form.errors.terminationDate}
            />
          </SimpleGrid>
          <Group mt="sm" align="flex-start" gap="xl">
            <PinInput
              label={mode === "add" ? "PIN (4 to 6 digits)" : "New PIN (4 to 6 digits)"}
              description={mode === "edit" ? "The current PIN is never shown. Leave empty to keep it." : "For the time clock."}
              length={PIN_MAX_LENGTH}
              mask
              value={form.values.pin}
              onChange={(value) => form.setFieldValue("pin", value)}
              error={form.errors.pin}
            />
            <ImageInput
              label="Photo"
              file={photo}
              savedUrl={photoRemoved ? null : savedImage}
              onChange={(file) => {
                setPhoto(file);
                setPhotoRemoved(false);
              }}
              onRemove={() => {
                setPhoto(null);
                setPhotoRemoved(true);
              }}
              alt={`${form.values.firstName} ${form.values.lastName}`.trim() || "Employee"}
              accept={productImageAccept.split(",")}
              maxSize={PRODUCT_IMAGE_MAX_BYTES}
              typesText="JPEG, PNG or WebP"
              error={form.errors.image}
            />
          </Group>
        </Fieldset>

        {showPay && (
          <Fieldset legend="Pay">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <EnumSelect
                label="Pay type"
                enumeration={PayType}
                labels={payTypeLabels}
                value={form.values.pay.payType}
                onChange={(value) => form.setFieldValue("pay.payType", value)}
                error={form.errors["pay.payType"]}
              />
              <MoneyInput
                label="Rate"
                value={form.values.pay.payRate}
                onChange={(cents) => form.setFieldValue("pay.payRate", cents ?? 0)}
                error={form.errors["pay.payRate"]}
              />
              <EnumSelect
                label="Pay period"
                enumeration={PayPeriod}
                labels={payPeriodLabels}
                value={form.values.pay.payPeriod}
                onChange={(value) => form.setFieldValue("pay.payPeriod", value)}
                error={form.errors["pay.payPeriod"]}
              />
              <EnumSelect
                label="Pay schedule"
                enumeration={Recurrence}
                labels={recurrenceLabels}
                value={form.values.pay.paySchedule}
                onChange={(value) => form.setFieldValue("pay.paySchedule", value)}
                error={form.errors["pay.paySchedule"]}
              />
              <EnumSelect
                label="Paid by"
                enumeration={SecondPaymentMethod}
                labels={secondPaymentMethodLabels}
                value={form.values.pay.paidBy}
                onChange={(value) => form.setFieldValue("pay.paidBy", value)}
                error={form.errors["pay.paidBy"]}
              />
              <EnumSelect
                label="Tax filing status"
                description={employeeMessages.taxNote}
                inputWrapperOrder={noteBelow}
                enumeration={TaxFilingStatus}
                labels={taxFilingStatusLabels}
                value={form.values.pay.taxFilingStatus}
                onChange={(value) => form.setFieldValue("pay.taxFilingStatus", value)}
                error={form.errors["pay.taxFilingStatus"]}
              />
              <Checkbox label="Exempt from overtime" {...form.getInputProps("pay.overtimeExempt", { type: "checkbox" })} />
              <Checkbox label="Receives tips" {...form.getInputProps("pay.tipEligible", { type: "checkbox" })} />
            </SimpleGrid>
          </Fieldset>
        )}
        {!showPay && (
          <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
            <Text size="sm">Pay is shown only to people with the payroll details right.</Text>
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {mode === "add" ? "Add employee" : "Save"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
