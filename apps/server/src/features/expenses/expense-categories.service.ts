import { ActivityAction, expenseMessages, type ExpenseCategory } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../auth/auth.service";
import { writeActivity } from "../../platform/activity-log";
import { conflict } from "../../platform/errors";
import { isUniqueViolation } from "../customers/unique-violation";
import { findCategoryByName, insertCategory, searchCategories } from "./expense-categories.repository";

/** POST /api/expenses/categories: a new name (unique among living categories, whatever its case). */
export async function createCategory(deps: AppDeps, auth: AuthContext, name: string, ip: string): Promise<ExpenseCategory> {
  if (await findCategoryByName(deps.db, name)) throw conflict(expenseMessages.categoryTaken);
  let category: ExpenseCategory;
  try {
    category = await deps.db.transaction(async (tx) => {
      const row = await insertCategory(tx, name, auth.user.id);
      await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.New, entity: "expenseCategory", entityId: row.id, details: { name }, ip });
      return row;
    });
  } catch (error) {
    // Two saves of the same name at once: the index refuses the second.
    if (isUniqueViolation(error, "expense_categories_name_key")) throw conflict(expenseMessages.categoryTaken);
    throw error;
  }
  deps.realtime.publish({ entity: "expenses", id: category.id, action: "New" });
  return category;
}

export function listCategories(deps: AppDeps, text: string): Promise<ExpenseCategory[]> {
  return searchCategories(deps.db, text);
}
