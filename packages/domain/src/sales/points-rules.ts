import { cents, roundHalfAwayFromZero, type Cents } from "../money";
import type { AwardPointsSettings } from "./award-points";

/** Points earned on money paid: whole dollars only ($10.89 at 1 point per dollar earns 10). */
export function pointsEarned(paidCents: number, settings: AwardPointsSettings): number {
  if (paidCents <= 0) return 0;
  return Math.floor((paidCents * settings.earnPointsPerDollar) / 100);
}

/** What some points are worth, in cents. */
export function pointsValueCents(points: number, settings: AwardPointsSettings): Cents {
  return cents(points * settings.pointValueCents, "points value");
}

/**
 * The points a payment of some cents with points costs: rounded up, so points never pay for more
 * than they are worth (with points worth 5 cents, $10.89 costs 218 points).
 */
export function pointsForAmount(amountCents: number, settings: AwardPointsSettings): number {
  if (settings.pointValueCents <= 0) throw new RangeError("Points cannot be spent: a point is worth nothing");
  return Math.ceil(amountCents / settings.pointValueCents);
}

/**
 * A share of a whole, given cumulatively so repeated partial refunds never drift: the share for
 * `after` units of `base` minus the share already given for `before`. (Earned points are taken back
 * and spent points returned in proportion to the money refunded.)
 */
export function proportionalDelta(whole: number, before: number, after: number, base: number): number {
  if (base <= 0) return 0;
  const share = (part: number) => roundHalfAwayFromZero(BigInt(whole) * BigInt(Math.min(part, base)), BigInt(base));
  return share(after) - share(before);
}
