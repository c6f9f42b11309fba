import { defineApi } from "../api/define-api";
import { awardPointsSettingsSchema, awardPointsSettingsUpdateSchema } from "../sales/award-points";
import { paymentProfileSchema, paymentProfileUpdateSchema } from "./payment-profile";
import { settingsRoutes } from "./settings-routes";
import { tileColoursSchema } from "./tile-colours-schema";
import { utilitySettingsSchema, utilitySettingsUpdateSchema } from "./utility-settings";

export const settingsApi = defineApi("settings", settingsRoutes, {
  awardPoints: { summary: "Award points: earned per dollar, and what a point is worth", response: awardPointsSettingsSchema },
  updateAwardPoints: {
    summary: "Change the award points rates (only the fields sent)",
    body: awardPointsSettingsUpdateSchema,
    response: awardPointsSettingsSchema,
  },
  utility: { summary: "Utility settings: whether drawers are counted blind, receipt messages a person may send an hour", response: utilitySettingsSchema },
  updateUtility: { summary: "Change the utility settings (only the fields sent)", body: utilitySettingsUpdateSchema, response: utilitySettingsSchema },
  paymentProfile: { summary: "Payment profile: the tip presets offered before a card payment", response: paymentProfileSchema },
  updatePaymentProfile: {
    summary: "Change the payment profile (only the fields sent)",
    body: paymentProfileUpdateSchema,
    response: paymentProfileSchema,
  },
  tileColours: {
    summary: "Tile colours: the colour of each category's tiles on the counter (categories without one are not listed)",
    response: tileColoursSchema,
  },
  updateTileColours: {
    summary: "Choose the tile colours (the whole list: a category left out has no colour)",
    body: tileColoursSchema,
    response: tileColoursSchema,
  },
});
