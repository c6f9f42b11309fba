import type { Executor } from "../../platform/db/database";
import { scheduleReviewRequestIn } from "../reviews";
import { completeAppointmentOfSaleIn, releaseAppointmentOfSaleIn } from "../appointments";

// What follows a sale's completion or its undoing, in one place for every path that does either:
// the other features that follow a sale are told here, inside the sale's own transaction.

export interface SaleCompletion {
  saleId: string;
  customerId: string | null;
  /** Who completed it; null when the system did (repriced to nothing owed, charged to an account). */
  userId: string | null;
  now: Date;
}

/**
 * A ticket just became Completed (paid in full, repriced to nothing owed, charged to an account):
 * its review request is scheduled and the appointment checked in to it becomes Completed. A sale
 * rung up and paid at once has no appointment (a check-in parks a ticket first), so its creation
 * schedules only the review request.
 */
export async function saleCompletedIn(tx: Executor, sale: SaleCompletion): Promise<void> {
  await scheduleReviewRequestIn(tx, { saleId: sale.saleId, customerId: sale.customerId, completedAt: sale.now });
  await completeAppointmentOfSaleIn(tx, { saleId: sale.saleId, userId: sale.userId, now: sale.now });
}

/** A ticket voided or deleted: the appointment checked in to it is let go, to be checked in again. */
export async function saleUndoneIn(tx: Executor, sale: Omit<SaleCompletion, "customerId">): Promise<void> {
  await releaseAppointmentOfSaleIn(tx, sale);
}
