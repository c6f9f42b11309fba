import { ApiStatus, formatMoney, transitionRefusal, type OrderStatus } from "@washdesk/domain";
import { AppError, badRequest, conflict } from "../../platform/errors";

export const SALE_NOT_FOUND = "This sale does not exist or was deleted.";
export const CUSTOMER_GONE = "This customer does not exist or was deleted.";
export const VEHICLE_NOT_THEIRS = "This vehicle is not one of the customer's vehicles.";
export const PRODUCT_GONE = "A product on this sale no longer exists. Please review the sale.";
export const STAFF_UNKNOWN = "A staff member on this sale does not exist.";
export const notSoldMessage = (name: string) => `${name} is no longer sold. Please review the sale.`;

/** The server's total differs from the one the screen showed: nobody pays an amount they did not see. */
export function totalChanged(amount: number, expected: number): AppError {
  return new AppError(
    409,
    ApiStatus.ERROR,
    `The total changed: it is ${formatMoney(amount)}, not ${formatMoney(expected)}. Please review the sale.`,
    { caption: "Total changed", body: { amount, expectedAmount: expected } },
  );
}

/** A refusal about one field of the form, in the shape validation errors have. */
export const fieldError = (field: string, message: string) => badRequest(message, { fields: [{ field, message }] });

/** Refuses a status change the domain table does not allow. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  const refusal = transitionRefusal(from, to);
  if (refusal) throw conflict(refusal);
}
