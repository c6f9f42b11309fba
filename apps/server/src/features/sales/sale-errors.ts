import { ApiStatus, canTransition, saleRefusals, type OrderStatus } from "@washdesk/domain";
import { AppError, refusalError } from "../../platform/errors";

/** The server's total differs from the one the screen showed: nobody pays an amount they did not see. */
export function totalChanged(amount: number, expected: number): AppError {
  const refusal = saleRefusals.totalChanged(amount, expected);
  return new AppError(409, ApiStatus.ERROR, refusal.message, { caption: "Total changed", body: { amount, expectedAmount: expected }, code: refusal.code });
}

/** Refuses a status change the domain table does not allow. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw refusalError(saleRefusals.transitionRefused(from, to));
}
