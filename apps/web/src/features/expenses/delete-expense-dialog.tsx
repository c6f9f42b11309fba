import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { formatDisplayDate, formatMoney, type Expense } from "@washdesk/domain";
import { useDeleteExpense } from "./expense-mutations";

/** Asks before deleting; the server keeps the row marked deleted, so reports already printed stay true. */
export function DeleteExpenseDialog({ expense, onClose }: { expense: Expense | null; onClose: () => void }) {
  const remove = useDeleteExpense();
  const confirm = async () => {
    if (!expense) return;
    try {
      await remove.mutateAsync(expense.id);
    } catch {
      return; // The notice said why; the expense is still there.
    }
    onClose();
  };
  return (
    <Modal opened={expense !== null} onClose={onClose} title="Delete expense" closeOnClickOutside={false} closeOnEscape={false} closeButtonProps={{ "aria-label": "Close" }}>
      <Stack>
        <Text>
          Delete {expense?.reference} of {expense ? formatDisplayDate(expense.date) : ""} ({expense ? formatMoney(expense.amount) : ""})?
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
