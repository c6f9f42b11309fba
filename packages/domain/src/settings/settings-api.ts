import { z } from "zod";
import { defineApi } from "../api/define-api";
import { awardPointsSettingsSchema, awardPointsSettingsUpdateSchema } from "../sales/award-points";
import { paymentProfileSchema, paymentProfileUpdateSchema } from "./payment-profile";
import { settingsRoutes } from "./settings-routes";
import { generalSettingsSchema, generalSettingsUpdateSchema } from "./general-settings-schema";
import { shopFaceSchema } from "./shop-face";
import { tileColoursSchema } from "./tile-colours-schema";
import { payrollSettingsSchema } from "../payroll/payroll-inputs";
import { messageProvidersSchema, messageProvidersUpdateSchema, testEmailSchema, testSendResultSchema, testSmsSchema } from "./message-providers";
import { messageTemplateKeySchema, messageTemplatesSchema, messageTemplateUpdateSchema } from "./message-templates-schema";
import { utilitySettingsSchema, utilitySettingsUpdateSchema } from "./utility-settings";

export const settingsApi = defineApi("settings", settingsRoutes, {
  general: { summary: "General settings: the shop's name, logo, contacts, time zone, hours and receipt texts", response: generalSettingsSchema },
  updateGeneral: {
    summary: "Change the general settings (only the fields sent; a new time zone dates business days from now on)",
    body: generalSettingsUpdateSchema,
    response: generalSettingsSchema,
  },
  shopFace: { summary: "The shop's name and logo, for the sign-in page (public)", response: shopFaceSchema },
  shopLogo: { summary: "The shop's logo image (public; the address changes with the logo)", params: z.object({ id: z.uuid() }) },
  awardPoints: { summary: "Award points: earned per dollar, and what a point is worth", response: awardPointsSettingsSchema },
  updateAwardPoints: {
    summary: "Change the award points rates (only the fields sent)",
    body: awardPointsSettingsUpdateSchema,
    response: awardPointsSettingsSchema,
  },
  utility: {
    summary:
      "Utility settings: whether drawers are counted blind, receipt messages a person may send an hour, quiet hours and hourly caps of automated messages",
    response: utilitySettingsSchema,
  },
  updateUtility: { summary: "Change the utility settings (only the fields sent)", body: utilitySettingsUpdateSchema, response: utilitySettingsSchema },
  messageProviders: {
    summary: "The e-mail (SMTP) and text-message (Twilio-compatible) providers; the environment's values win (secrets only as set or not)",
    response: messageProvidersSchema,
  },
  updateMessageProviders: {
    summary: "Change the message providers (only the fields sent; values the environment sets are refused)",
    body: messageProvidersUpdateSchema,
    response: messageProvidersSchema,
  },
  testEmail: {
    summary: "Send a test e-mail now through the e-mail provider in use; answers whether it was sent or the provider's problem",
    body: testEmailSchema,
    response: testSendResultSchema,
  },
  testSms: {
    summary: "Send a test text now through the text-message provider in use; answers whether it was sent or the provider's problem",
    body: testSmsSchema,
    response: testSendResultSchema,
  },
  paymentProfile: {
    summary: "Payment profile: the tip presets, cash outside a register, and the Stripe keys (secrets only as set or not)",
    response: paymentProfileSchema,
  },
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
  messageTemplates: {
    summary: "Message templates: the words sent on each notification trigger by text and by e-mail, whether each is on, and the variables each may use",
    response: messageTemplatesSchema,
  },
  updateMessageTemplate: {
    summary: "Change one template (unknown variables are refused; an e-mail's HTML is cleaned to a safe subset before it is stored); answers every template",
    params: messageTemplateKeySchema,
    body: messageTemplateUpdateSchema,
    response: messageTemplatesSchema,
  },
  payroll: { summary: "Payroll settings: where card tips go, and the first day of any every-other-week period", response: payrollSettingsSchema },
  updatePayroll: { summary: "Change the payroll settings (both values)", body: payrollSettingsSchema, response: payrollSettingsSchema },
});
