import { formatDisplayDate, formatMoney, type Expense } from "@washdesk/domain";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
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
    <ConfirmDeleteDialog title={expense ? "Delete expense" : null} deleting={remove.isPending} onConfirm={() => void confirm()} onCancel={onClose}>
      Delete {expense?.reference} of {expense ? formatDisplayDate(expense.date) : ""} ({expense ? formatMoney(expense.amount) : ""})?
    </ConfirmDeleteDialog>
  );
}
