import { Frequency } from "@washdesk/domain";
import { describe, expect, it } from "vitest";
import { emptyExpenseValues, expenseCreateBody, validateExpense, type ExpenseFormValues } from "./expense-form";

const rent = { id: "11111111-1111-4111-8111-111111111111", name: "Rent" };
const valid = (): ExpenseFormValues => ({ ...emptyExpenseValues("America/New_York"), reference: "R-1", amount: 500, category: rent });

describe("the expense draft (docs/product.md §3) and its rules (docs/product.md §5)", () => {
  it("starts on the shop's today, Cash, Daily, not scheduled, amount empty", () => {
    // 02:00 UTC on June 2 is still June 1 in New York.
    const values = emptyExpenseValues("America/New_York", new Date("2026-06-02T02:00:00Z"));
    expect(values).toMatchObject({
      date: "2026-06-01",
      paidBy: "0",
      scheduledFrequency: String(Frequency.Daily),
      isScheduled: "no",
      amount: null,
      category: null,
      employee: null,
      files: [],
    });
  });

  it("gives the messages of docs/product.md", () => {
    expect(validateExpense(valid())).toEqual({});
    expect(validateExpense({ ...valid(), category: null })).toEqual({ category: "Category is required!" });
    expect(validateExpense({ ...valid(), reference: " " })).toEqual({ reference: "Field is required!" });
    expect(validateExpense({ ...valid(), date: "" })).toEqual({ date: "Field is required!" });
    expect(validateExpense({ ...valid(), amount: null })).toEqual({ amount: "Field is required!" });
    expect(validateExpense({ ...valid(), amount: 0 })).toEqual({ amount: "Minimum 0.01 !" });
    expect(validateExpense({ ...valid(), paidBy: "abc" })).toEqual({ paidBy: "Only Number!" });
    expect(validateExpense({ ...valid(), paidBy: "" })).toEqual({ paidBy: "Must Number!" });
  });

  it("sends the frequency only when scheduled, and the employee only for the Employee category", () => {
    const scheduled = expenseCreateBody({ ...valid(), isScheduled: "yes", scheduledFrequency: String(Frequency.Monthly) });
    expect(scheduled).toMatchObject({ isScheduled: true, scheduledFrequency: Frequency.Monthly });
    expect(expenseCreateBody({ ...valid(), scheduledFrequency: String(Frequency.Monthly) })).toMatchObject({
      isScheduled: false,
      scheduledFrequency: Frequency.Daily,
    });
    expect(expenseCreateBody({ ...valid(), employee: "u-9" }).employee).toBeNull();
    expect(expenseCreateBody({ ...valid(), category: { id: rent.id, name: "employee" }, employee: "u-9" }).employee).toBe("u-9");
  });
});
