import { z } from "zod";
import type { Cents } from "../money";
import { roundHalfAwayFromZero } from "../money";
import { messages } from "../validation";

/**
 * Award points (SPEC §3 Customer.awardPoints, Payment method AwardPoints), stored in the system
 * settings under "awardPoints". Points are whole numbers.
 */
export const awardPointsSettingsSchema = z.object({
  /** Points earned per whole dollar paid (0 turns earning off). */
  earnPointsPerDollar: z.number({ error: messages.mustNumber }).int({ error: messages.notFraction }).min(0, messages.minPositive).max(1000),
  /** What one point is worth when spent, in cents (0 turns paying with points off). */
  pointValueCents: z.number({ error: messages.mustNumber }).int({ error: messages.notFraction }).min(0, messages.minPositive).max(10_000),
});
export type AwardPointsSettings = z.infer<typeof awardPointsSettingsSchema>;

/** A shop that never set them: 1 point per dollar, a point worth 1 cent (100 points = $1.00). */
export const defaultAwardPointsSettings: AwardPointsSettings = { earnPointsPerDollar: 1, pointValueCents: 1 };

/** PATCH /api/settings/award-points: the fields sent change. */
export const awardPointsSettingsUpdateSchema = awardPointsSettingsSchema.partial();
export type AwardPointsSettingsUpdate = z.input<typeof awardPointsSettingsUpdateSchema>;

/** Points earned on money paid: whole dollars only ($10.89 at 1 point per dollar earns 10). */
export function pointsEarned(paidCents: Cents, settings: AwardPointsSettings): number {
  if (paidCents <= 0) return 0;
  return Math.floor((paidCents * settings.earnPointsPerDollar) / 100);
}

/** What some points are worth, in cents. */
export function pointsValueCents(points: number, settings: AwardPointsSettings): Cents {
  return points * settings.pointValueCents;
}

/**
 * The points a payment of some cents with points costs: rounded up, so points never pay for more
 * than they are worth (with points worth 5 cents, $10.89 costs 218 points).
 */
export function pointsForAmount(amountCents: Cents, settings: AwardPointsSettings): number {
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
