import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { expenseCategoryCreateSchema, type ExpenseCategory } from "@washdesk/domain";
import type { FormEvent } from "react";
import { zodResolver } from "../../components/zod-form";
import { useCreateCategory } from "./expense-mutations";

/** docs/product.md §9: the category dialog is 600px wide. */
export const EXPENSE_CATEGORY_DIALOG_WIDTH = 600;

export interface NewExpenseCategoryDialogProps {
  opened: boolean;
  onClose: () => void;
  onSaved?: (category: ExpenseCategory) => void;
}

/** Dialog 4 of docs/product.md §2: one field, the name (required). */
export function NewExpenseCategoryDialog({ opened, onClose, onSaved }: NewExpenseCategoryDialogProps) {
  const form = useForm({ mode: "controlled", initialValues: { name: "" }, validate: zodResolver(expenseCategoryCreateSchema) });
  const create = useCreateCategory();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate().hasErrors) return;
    let category: ExpenseCategory;
    try {
      category = await create.mutateAsync(form.getValues().name.trim());
    } catch {
      // The notice said why (a name in use, …); the dialog stays open with the name typed.
      return;
    }
    form.reset();
    onSaved?.(category);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New Expense Category"
      size={EXPENSE_CATEGORY_DIALOG_WIDTH}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={(event) => void save(event)} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required data-autofocus {...form.getInputProps("name")} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
