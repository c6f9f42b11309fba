import { Button, Group } from "@mantine/core";
import { IconCategoryPlus, IconPlus } from "@tabler/icons-react";
import { can } from "@washdesk/domain";
import { useState } from "react";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { ExpenseDialog } from "./expense-dialog";
import { NewExpenseCategoryDialog } from "./new-expense-category-dialog";

/** "New expense" and "New category" for those allowed, with their dialogs (4 and 5). */
export function ExpenseActions() {
  const group = useSessionStore(sessionSelectors.group);
  const [adding, setAdding] = useState<"expense" | "category" | null>(null);
  return (
    <Group gap="xs">
      {can(group, "expenses.categories.new") && (
        <Button variant="default" leftSection={<IconCategoryPlus size={16} aria-hidden />} onClick={() => setAdding("category")}>
          New category
        </Button>
      )}
      {can(group, "expenses.new") && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding("expense")}>
          New expense
        </Button>
      )}
      <NewExpenseCategoryDialog opened={adding === "category"} onClose={() => setAdding(null)} />
      {/* Mounted while open only: each opening starts from the defaults (today, Cash). */}
      {adding === "expense" && <ExpenseDialog opened onClose={() => setAdding(null)} />}
    </Group>
  );
}
