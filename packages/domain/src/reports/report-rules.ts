import { ItemKind, OrderStatus, PaymentMethod, ReportRole } from "../enums";
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

/**
 * Packages, premium packages and add-ons (docs/product.md, Reports), counted on cars only:
 * - a car with a package: its sale has a line whose role is Package or Premium package;
 * - a car with a premium package: its sale has a line whose role is Premium package;
 * - premium share = cars with a premium package / cars with a package. Of the cars that bought a
 *   wash package, the share that took the top one: the question an owner asks of the menu board.
 *   Cars that came for a detail alone are left out, so a busy detailing week does not read as
 *   customers trading down;
 * - add-ons per car = add-on units on car sales (the quantities of their Add-on lines) / cars.
 *   The add-ons inside a combo are the combo's, not add-ons: the combo was sold as one.
 * The role is the one frozen on the sale line when it was sold (sale_lines.report_role), so
 * re-labelling a product changes what is sold next, never last year's figures.
 */
export const PACKAGE_ROLES: readonly ReportRole[] = [ReportRole.Package, ReportRole.PremiumPackage];
export const PREMIUM_ROLES: readonly ReportRole[] = [ReportRole.PremiumPackage];
export const ADD_ON_ROLES: readonly ReportRole[] = [ReportRole.AddOn];

/** Premium share in thousandths of a percent (RATE_SCALE), half away from zero; null without packages. */
export function premiumShare(premiumCars: number, packageCars: number): number | null {
  return packageCars === 0 ? null : roundHalfAwayFromZero(premiumCars * 100_000, packageCars);
}

/** Add-ons per car in hundredths (1.25 → 125), half away from zero; null without cars. */
export function addOnsPerCar(addOns: number, cars: number): number | null {
  return cars === 0 ? null : roundHalfAwayFromZero(addOns * 100, cars);
}

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
