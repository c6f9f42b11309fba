import { Group, Select, Stack, Text } from "@mantine/core";
import { can, expensePaidByOptions, formatMoney, type Expense } from "@washdesk/domain";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { DateRangeFields } from "../../components/date-range-fields";
import { ListFooter } from "../../components/list-footer";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { DeleteExpenseDialog } from "./delete-expense-dialog";
import { EmployeeSelect } from "./employee-select";
import { ExpenseActions } from "./expense-actions";
import { ExpenseDialog } from "./expense-dialog";
import { expenseListQuery, readExpenseParams, writeExpenseParams, type ExpenseListParams } from "./expense-list-params";
import { ExpenseListTable } from "./expense-list-table";
import { useCategorySearch, useExpenseList } from "./expense-queries";

const paidByOptions = expensePaidByOptions.map((o) => ({ value: String(o.value), label: o.label }));

/** docs/product.md §2 /expenses/list: filters, pagination, totals, attachment previews, edit and delete for those allowed. */
export default function ExpensesPage() {
  const group = useSessionStore(sessionSelectors.group);
  const [params, setParams] = useSearchParams();
  const list = readExpenseParams(params);
  const expenses = useExpenseList(expenseListQuery(list));
  const categories = useCategorySearch("");
  const [editing, setEditing] = useState<Expense | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);

  const update = (changes: Partial<ExpenseListParams>) => setParams(writeExpenseParams({ ...list, page: 1, ...changes }), { replace: true });

  const page = expenses.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <DateRangeFields from={list.from} to={list.to} clearable onChange={(range) => update(range)} />
          <Select
            label="Category"
            placeholder="All categories"
            clearable
            data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={list.categoryId || null}
            onChange={(id) => update({ categoryId: id ?? "" })}
            w={180}
          />
          <Select
            label="Paid by"
            placeholder="Any"
            clearable
            data={paidByOptions}
            value={list.paidBy || null}
            onChange={(v) => update({ paidBy: v ?? "" })}
            w={130}
          />
          <div style={{ width: 220 }}>
            <EmployeeSelect value={list.employeeId || null} onChange={(id) => update({ employeeId: id ?? "" })} />
          </div>
        </Group>
        <ExpenseActions />
      </Group>

      <ExpenseListTable
        expenses={page?.items ?? []}
        onEdit={can(group, "expenses.edit") ? setEditing : undefined}
        onDelete={can(group, "expenses.delete") ? setDeleting : undefined}
        emptyText={expenses.isPending ? "Loading expenses…" : "No expenses match these filters."}
      />

      <ListFooter
        page={page}
        current={list.page}
        onPage={(next) => update({ page: next })}
        summary={
          <Text size="sm" aria-live="polite">
            {page ? `${page.total} ${page.total === 1 ? "expense" : "expenses"}, total ${formatMoney(page.totalAmount)}` : ""}
          </Text>
        }
      />

      {editing && <ExpenseDialog key={editing.id} opened expense={editing} onClose={() => setEditing(null)} />}
      <DeleteExpenseDialog expense={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
