import { z } from "zod";
import { messages } from "../validation";
import { TipPresetKind } from "../enums";
import { MAX_TIP_PRESETS } from "./tip-presets";

const presetValue = z.number({ error: messages.mustNumber }).int({ error: messages.notFraction }).min(1, messages.minAmountOne);

/**
 * The tip presets: one to six values, a percentage at most 100 % (in thousandths of a percent) or
 * an amount at most $1,000.00 (in cents).
 */
export const tipPresetsSchema = z
  .object({
    kind: z.enum([TipPresetKind.Percent, TipPresetKind.Amount]),
    values: z.array(presetValue).min(1, "Give at least one tip preset.").max(MAX_TIP_PRESETS, `At most ${MAX_TIP_PRESETS} tip presets fit the prompt.`),
  })
  .superRefine((presets, context) => {
    // 100 % is 100000 thousandths of a percent; $1,000.00 is 100000 cents.
    const max = 100_000;
    const word = presets.kind === TipPresetKind.Percent ? "100%" : "$1,000.00";
    presets.values.forEach((value, index) => {
      if (value > max) context.addIssue({ code: "custom", path: ["values", index], message: `A tip preset can't be more than ${word}.` });
    });
  });

/** GET /api/settings/payment-profile: the stored value over the defaults. */
export const paymentProfileSchema = z.object({ tipPresets: tipPresetsSchema });

/** PATCH /api/settings/payment-profile: the fields sent change. */
export const paymentProfileUpdateSchema = paymentProfileSchema.partial();
export type PaymentProfileUpdate = z.input<typeof paymentProfileUpdateSchema>;
