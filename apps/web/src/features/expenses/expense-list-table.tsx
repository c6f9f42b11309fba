import { Badge, Group, Table, Text } from "@mantine/core";
import { IconRepeat } from "@tabler/icons-react";
import { formatDisplayDate, formatMoney, type Expense } from "@washdesk/domain";
import { AttachmentThumbnails } from "../../components/attachment-thumbnails";
import { ListTable, RowActions } from "../../components/list-table";
import { frequencyLabel, paidByLabel } from "./expense-labels";

export interface ExpenseListTableProps {
  expenses: readonly Expense[];
  /** Given to those allowed: an edit and a delete button on each row. */
  onEdit?: (expense: Expense) => void;
  onDelete?: (expense: Expense) => void;
  emptyText: string;
}

/** Date, reference, category, employee, paid by, amount, attachment previews, and the row's actions. */
export function ExpenseListTable({ expenses, onEdit, onDelete, emptyText }: ExpenseListTableProps) {
  const actions = Boolean(onEdit || onDelete);
  return (
    <ListTable
      label="Expenses"
      minWidth={860}
      highlightOnHover
      columns={actions ? 8 : 7}
      empty={expenses.length === 0}
      emptyText={emptyText}
      head={
        <>
          <Table.Th>Date</Table.Th>
          <Table.Th>Reference</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th>Employee</Table.Th>
          <Table.Th>Paid by</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Attachments</Table.Th>
          {actions && <Table.Th>Actions</Table.Th>}
        </>
      }
    >
      {expenses.map((expense) => (
        <Table.Tr key={expense.id} aria-label={`${expense.reference} ${formatDisplayDate(expense.date)}`}>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDisplayDate(expense.date)}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{expense.reference}</Text>
              {expense.schedule && (
                <Badge size="xs" variant="light" leftSection={<IconRepeat size={10} aria-hidden />}>
                  {frequencyLabel(expense.schedule.frequency)}
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>{expense.category.name}</Table.Td>
          <Table.Td>{expense.employee?.name ?? ""}</Table.Td>
          <Table.Td>{paidByLabel(expense.paidBy)}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
            {formatMoney(expense.amount)}
          </Table.Td>
          <Table.Td>
            <AttachmentThumbnails attachments={expense.attachments} />
          </Table.Td>
          {actions && (
            <Table.Td>
              <RowActions
                subject={`expense ${expense.reference}`}
                onEdit={onEdit && (() => onEdit(expense))}
                onDelete={onDelete && (() => onDelete(expense))}
              />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
