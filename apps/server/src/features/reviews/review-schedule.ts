import { reviewDueAt, reviewIneligibility } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { readReviewSettings } from "./review-settings.service";
import { findReviewCustomer, insertReviewRequest, lastAskedAt, lockCustomerReviews } from "./reviews.repository";

export interface CompletedSale {
  saleId: string;
  customerId: string | null;
  completedAt: Date;
}

/**
 * Called by every way a sale completes (the counter, a payment, a quote turned into a sale, a charge
 * to an account), in that transaction: a review request is scheduled, due the delay after the
 * completion, when the customer may be asked. The cooldown counts requests already scheduled, so a
 * second sale within it asks nothing more; the customer's lock makes two sales completed at once
 * decide one after the other. The job checks everything again when the request falls due.
 */
export async function scheduleReviewRequestIn(tx: Executor, sale: CompletedSale): Promise<void> {
  if (!sale.customerId) return;
  const customer = await findReviewCustomer(tx, sale.customerId);
  if (!customer || customer.deletedAt) return;
  // Cheap answers first: most walk-in customers get no texts, and need no lock.
  if (!customer.alertSms || customer.alertNoReviewSms || customer.phone.trim() === "") return;
  const settings = await readReviewSettings(tx);
  await lockCustomerReviews(tx, customer.id);
  const facts = { ...customer, lastAskedAt: await lastAskedAt(tx, customer.id) };
  if (reviewIneligibility(facts, sale.completedAt, settings) !== null) return;
  await insertReviewRequest(tx, { customerId: customer.id, saleId: sale.saleId, dueAt: reviewDueAt(sale.completedAt, settings) });
}
