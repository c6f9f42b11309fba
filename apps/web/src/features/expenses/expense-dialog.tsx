import { Button, Group, Modal, Radio, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  can,
  enumOptions,
  expensePaidByOptions,
  Frequency,
  PaymentMethod,
  frequencyLabels,
  isEmployeeCategory,
  type Expense,
  type ExpenseCreated,
} from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { AttachmentsInput } from "../../components/attachments-input";
import { DateField } from "../../components/date-field";
import { MoneyInput } from "../../components/money-input";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { serverFieldErrors, topField } from "../../components/server-field-errors";
import { CategorySelect } from "./category-select";
import { EmployeeSelect } from "./employee-select";
import { emptyExpenseValues, expenseCreateBody, expenseUpdateBody, validateExpense, valuesOf, type ExpenseFormValues } from "./expense-form";
import { useCreateExpense, useUpdateExpense } from "./expense-mutations";
import { NewExpenseCategoryDialog } from "./new-expense-category-dialog";
import { useStationRegister } from "../registers";

/** docs/product.md §9: the expense dialog is 600px wide. */
export const EXPENSE_DIALOG_WIDTH = 600;

const frequencyOptions = enumOptions(Frequency, frequencyLabels).map((o) => ({ value: String(o.value), label: o.label }));
const paidByOptions = expensePaidByOptions.map((o) => ({ value: String(o.value), label: o.label }));

export interface ExpenseDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Receives what the server saved: the expense (and its schedule) once created. */
  onSaved?: (created: ExpenseCreated) => void;
  /** Editing this expense instead of adding one (no schedule fields then). */
  expense?: Expense | null;
  onEdited?: (expense: Expense) => void;
}

/**
 * Dialog 5 of docs/product.md §2 (New Expense): the frequency shows only when scheduled, and the date then
 * reads Start Date; the employee shows only for the Employee category. Chosen files are uploaded
 * first, then the expense is posted with their records (docs/product.md §4); a failure keeps what was typed.
 */
export function ExpenseDialog({ opened, onClose, onSaved, expense = null, onEdited }: ExpenseDialogProps) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const group = useSessionStore(sessionSelectors.group);
  const editing = expense !== null;
  const form = useForm<ExpenseFormValues>({
    mode: "controlled",
    initialValues: expense ? valuesOf(expense) : emptyExpenseValues(timeZone),
    validate: validateExpense,
  });
  const create = useCreateExpense();
  const update = useUpdateExpense(expense?.id ?? "");
  const [addingCategory, setAddingCategory] = useState(false);
  const values = form.values;
  const scheduled = values.isScheduled === "yes";
  const showEmployee = isEmployeeCategory(values.category?.name);
  const saving = create.isPending || update.isPending;
  // Cash handed out at the counter comes out of this device's open drawer and lowers its expected cash.
  const station = useStationRegister();
  const drawer = !editing && !scheduled && values.paidBy === String(PaymentMethod.Cash) ? station.openSession : null;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate().hasErrors) return;
    const current = form.getValues();
    try {
      if (expense) {
        const saved = await update.mutateAsync({ expense: expenseUpdateBody(current), kept: current.kept, files: current.files });
        onEdited?.(saved);
      } else {
        const created = await create.mutateAsync({ expense: { ...expenseCreateBody(current), registerSessionId: drawer?.id ?? null }, files: current.files });
        form.setValues(emptyExpenseValues(timeZone));
        form.resetDirty();
        onSaved?.(created);
      }
    } catch (error) {
      // The notice has said why; the dialog stays open with what was typed, the refused field marked.
      // "category.id" marks the category field.
      form.setErrors(serverFieldErrors(error, "expense", topField));
      return;
    }
    onClose();
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={editing ? "Edit Expense" : "New Expense"}
        size={EXPENSE_DIALOG_WIDTH}
        closeOnClickOutside={false}
        closeOnEscape={false}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <form onSubmit={(event) => void save(event)} noValidate>
          <Stack gap="sm">
            {!editing && (
              <Radio.Group label="Scheduled" value={values.isScheduled} onChange={(v) => form.setFieldValue("isScheduled", v === "yes" ? "yes" : "no")}>
                <Group gap="lg" mt={4}>
                  <Radio value="yes" label="Yes" />
                  <Radio value="no" label="No" />
                </Group>
              </Radio.Group>
            )}
            {!editing && scheduled && <Select label="Frequency" data={frequencyOptions} allowDeselect={false} {...form.getInputProps("scheduledFrequency")} />}
            <Group grow align="flex-start">
              <DateField
                label={scheduled ? "Start Date" : "Date"}
                required
                value={values.date}
                onChange={(date) => form.setFieldValue("date", date)}
                error={form.errors.date}
                w="auto"
              />
              <TextInput label="Reference" required {...form.getInputProps("reference")} />
            </Group>
            <Group grow align="flex-start">
              <Select label="Paid by" data={paidByOptions} allowDeselect={false} {...form.getInputProps("paidBy")} />
              <MoneyInput
                label="Amount"
                required
                min={1}
                value={values.amount}
                onChange={(cents) => form.setFieldValue("amount", cents)}
                error={form.errors.amount}
              />
            </Group>
            {drawer && station.register && (
              <Text size="sm" c="dimmed">
                Paid out of the {station.register.name} drawer.
              </Text>
            )}
            <CategorySelect
              value={values.category}
              onChange={(category) => {
                form.setFieldValue("category", category);
                if (!isEmployeeCategory(category?.name)) form.setFieldValue("employee", null);
              }}
              error={form.errors.category}
              onAddCategory={can(group, "expenses.categories.new") ? () => setAddingCategory(true) : undefined}
            />
            {showEmployee && (
              <EmployeeSelect
                value={values.employee}
                onChange={(id) => form.setFieldValue("employee", id)}
                initialName={expense?.employee?.name}
                error={form.errors.employee}
              />
            )}
            <AttachmentsInput
              label="Attachments"
              value={values.files}
              onChange={(files) => form.setFieldValue("files", files)}
              existing={values.kept}
              onExistingChange={(kept) => form.setFieldValue("kept", kept)}
              error={form.errors.attachments}
              disabled={saving}
            />
            <Textarea label="Notes" rows={3} {...form.getInputProps("notes")} />
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <NewExpenseCategoryDialog
        opened={addingCategory}
        onClose={() => setAddingCategory(false)}
        onSaved={(category) => {
          form.setFieldValue("category", category);
          form.clearFieldError("category");
        }}
      />
    </>
  );
}
