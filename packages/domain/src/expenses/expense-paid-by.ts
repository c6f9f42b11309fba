import { PaymentMethod, paymentMethodLabels } from "../enums";

/**
 * How an expense was paid: numbers of the Payment method enumeration (docs/product.md §3), default Cash.
 * docs/product.md names only Cash for expenses; these are the ways money leaves a shop, the same five
 * the purchase dialog offers. Terminal, Deposit and AwardPoints take money in, so they are not here.
 */
export const expensePaidByValues = [PaymentMethod.Cash, PaymentMethod.Check, PaymentMethod.Debit, PaymentMethod.Credit, PaymentMethod.Other] as const;
export type ExpensePaidBy = (typeof expensePaidByValues)[number];

export const expensePaidByOptions = expensePaidByValues.map((value) => ({ value, label: paymentMethodLabels[value] }));

export const isExpensePaidBy = (value: number): value is ExpensePaidBy => (expensePaidByValues as readonly number[]).includes(value);

/** The category whose expenses name a staff member (docs/product.md §4: the employee field appears only for it). */
export const EMPLOYEE_CATEGORY = "Employee";
export const isEmployeeCategory = (name: string | null | undefined) => name?.trim().toLowerCase() === EMPLOYEE_CATEGORY.toLowerCase();
