import { ItemKind, OrderStatus, PaymentMethod } from "../enums";
import { roundHalfAwayFromZero } from "../money";

// What the reports count, in one place: the summaries' SQL and the tests that recompute them from
// raw rows both follow these words (docs/product.md, Reports).

/**
 * A car is a completed sale with a service on it: a wash or a detail (a service line, or a combo,
 * which bundles services). A refund later does not undo the car: the car was washed. Pending,
 * cancelled (voided) and deleted sales are no cars.
 */
export const CAR_STATUSES: readonly OrderStatus[] = [OrderStatus.Completed, OrderStatus.Refund, OrderStatus.PartialRefund];
export const CAR_ITEM_KINDS: readonly ItemKind[] = [ItemKind.Service, ItemKind.Combo];

/** Points are no money: payments and refunds in points stay out of cash flow. */
export const isMoneyMethod = (method: PaymentMethod) => method !== PaymentMethod.AwardPoints;

/** A payment taken in the shop has no origin; the summaries store it as -1. */
export const NO_PAYMENT_ORIGIN = -1;

/**
 * The average of a total over a count (average ticket: net sales per car), half away from zero;
 * null when there is nothing to divide by.
 */
export function averageOf(total: number, count: number): number | null {
  return count === 0 ? null : roundHalfAwayFromZero(total, count);
}

/**
 * Net sales: what the day's sales came to (tax included, as the day-end report shows it) less the
 * money given back that day by refunds and voids.
 */
export const netSales = (amount: number, refunds: number, voids: number) => amount - refunds - voids;

/**
 * A change against a figure to compare with, in thousandths of a percent (RATE_SCALE); null when
 * the earlier figure is 0 and no percentage means anything.
 */
export function changeRate(current: number, previous: number): number | null {
  return previous === 0 ? null : roundHalfAwayFromZero((current - previous) * 100_000, Math.abs(previous));
}
