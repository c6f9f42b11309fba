import { ActivityAction, expenseRefusals, type ExpenseCategory } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { mapUniqueViolations } from "../../platform/db/db-errors";
import { findCategoryByName, insertCategory, searchCategories } from "./expense-categories.repository";

/** POST /api/expenses/categories: a new name (unique among living categories, whatever its case). */
export async function createCategory(deps: AppDeps, auth: AuthContext, name: string, ip: string): Promise<ExpenseCategory> {
  if (await findCategoryByName(deps.db, name)) throw refusalError(expenseRefusals.categoryTaken);
  // Two saves of the same name at once: the index refuses the second.
  const category = await mapUniqueViolations(
    () =>
      deps.db.transaction(async (tx) => {
        const row = await insertCategory(tx, name, auth.user.id);
        await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.New, entity: "expenseCategory", entityId: row.id, details: { name }, ip });
        return row;
      }),
    { expense_categories_name_key: () => refusalError(expenseRefusals.categoryTaken) },
  );
  deps.realtime.publish({ entity: "expenses", id: category.id, action: "New" });
  return category;
}

export function listCategories(deps: AppDeps, text: string): Promise<ExpenseCategory[]> {
  return searchCategories(deps.db, text);
}
