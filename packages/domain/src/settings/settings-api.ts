import { defineApi } from "../api/define-api";
import { awardPointsSettingsSchema, awardPointsSettingsUpdateSchema } from "../sales/award-points";
import { paymentProfileSchema, paymentProfileUpdateSchema } from "./payment-profile";
import { settingsRoutes } from "./settings-routes";

export const settingsApi = defineApi("settings", settingsRoutes, {
  awardPoints: { summary: "Award points: earned per dollar, and what a point is worth", response: awardPointsSettingsSchema },
  updateAwardPoints: {
    summary: "Change the award points rates (only the fields sent)",
    body: awardPointsSettingsUpdateSchema,
    response: awardPointsSettingsSchema,
  },
  paymentProfile: { summary: "Payment profile: the tip presets offered before a card payment", response: paymentProfileSchema },
  updatePaymentProfile: {
    summary: "Change the payment profile (only the fields sent)",
    body: paymentProfileUpdateSchema,
    response: paymentProfileSchema,
  },
});
