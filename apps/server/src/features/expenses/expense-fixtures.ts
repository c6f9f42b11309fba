import type { ExpenseCategory, ExpenseCreate, ExpenseCreated } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";

export async function addCategory(app: TestApp, token: string, name: string): Promise<ExpenseCategory> {
  const { response, envelope } = await call(app, "POST", "/api/expenses/categories", { token, body: { name } });
  if (response.statusCode !== 200) throw new Error(`category ${name}: ${envelope.message}`);
  return envelope.body as ExpenseCategory;
}

export const expenseDraft = (category: ExpenseCategory, overrides: Partial<ExpenseCreate> = {}): ExpenseCreate => ({
  date: "2026-05-20",
  reference: "INV-1",
  category,
  amount: 12_345,
  paidBy: 0,
  notes: "",
  attachments: [],
  isScheduled: false,
  ...overrides,
});

export async function postExpense(app: TestApp, token: string, expense: ExpenseCreate): Promise<ExpenseCreated> {
  const { response, envelope } = await call(app, "POST", "/api/expenses", { token, body: { expense } });
  if (response.statusCode !== 200) throw new Error(`expense: ${envelope.message}`);
  return envelope.body as ExpenseCreated;
}
