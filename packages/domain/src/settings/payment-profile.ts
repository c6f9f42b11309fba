import { z } from "zod";
import { messages } from "../validation";
import { TipPresetKind } from "../enums";
import { MAX_TIP_PRESETS } from "./tip-presets";
import { secretChangeSchema, secretStateSchema, setByServerSchema } from "./secret-setting-schema";
import { paymentProfileWords } from "./payment-profile-words";

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

// Stripe's publishable keys start pk_live_ or pk_test_; a secret key sk_ or rk_ (restricted); a
// webhook signing secret whsec_. A key pasted into the wrong field is caught before it is stored.
const publishableKeySchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || /^pk_(live|test)_[A-Za-z0-9]+$/.test(value), { error: paymentProfileWords.publishableKey });
const stripeSecretKey = () =>
  secretChangeSchema().refine((value) => value == null || /^(sk|rk)_(live|test)_[A-Za-z0-9]+$/.test(value), { error: paymentProfileWords.secretKey });
const webhookSecret = () =>
  secretChangeSchema().refine((value) => value == null || /^whsec_[A-Za-z0-9+/=]+$/.test(value), { error: paymentProfileWords.webhookSecret });

/** GET /api/settings/payment-profile: the stored value over the defaults; secrets only as set or not. */
export const paymentProfileSchema = z.object({
  tipPresets: tipPresetsSchema,
  cashOutsideRegister: z.boolean(),
  stripe: z.object({ publishableKey: z.string(), secretKey: secretStateSchema, webhookSecret: secretStateSchema }),
  setByServer: setByServerSchema,
});
export type PaymentProfileAnswer = z.infer<typeof paymentProfileSchema>;

/** PATCH /api/settings/payment-profile: the fields sent change; a secret left out is kept, null clears it. */
export const paymentProfileUpdateSchema = z
  .object({
    tipPresets: tipPresetsSchema,
    cashOutsideRegister: z.boolean(),
    stripe: z.object({ publishableKey: publishableKeySchema, secretKey: stripeSecretKey(), webhookSecret: webhookSecret() }).partial(),
  })
  .partial();
export type PaymentProfileUpdate = z.input<typeof paymentProfileUpdateSchema>;
