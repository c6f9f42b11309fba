import { z } from "zod";
import { limitMessages, messages } from "../validation";

/**
 * Award points (docs/product.md §3 Customer.awardPoints, Payment method AwardPoints), stored in the system
 * settings under "awardPoints". Points are whole numbers.
 */
export const awardPointsSettingsSchema = z.object({
  /** Points earned per whole dollar paid (0 turns earning off). */
  earnPointsPerDollar: z
    .number({ error: messages.mustNumber })
    .int({ error: messages.notFraction })
    .min(0, messages.minPositive)
    .max(1000, limitMessages.numberMax(1000)),
  /** What one point is worth when spent, in cents (0 turns paying with points off). */
  pointValueCents: z
    .number({ error: messages.mustNumber })
    .int({ error: messages.notFraction })
    .min(0, messages.minPositive)
    .max(10_000, limitMessages.numberMax(10_000)),
});
export type AwardPointsSettings = z.infer<typeof awardPointsSettingsSchema>;

/** A shop that never set them: 1 point per dollar, a point worth 1 cent (100 points = $1.00). */
export const defaultAwardPointsSettings: AwardPointsSettings = { earnPointsPerDollar: 1, pointValueCents: 1 };

/** PATCH /api/settings/award-points: the fields sent change. */
export const awardPointsSettingsUpdateSchema = awardPointsSettingsSchema.partial();
export type AwardPointsSettingsUpdate = z.input<typeof awardPointsSettingsUpdateSchema>;
