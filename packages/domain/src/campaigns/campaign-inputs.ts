import { z } from "zod";
import { pageQuerySchema } from "../api/api-schemas";
import { VehicleType, enumValues } from "../enums";
import { businessDate, hasControlCharacter, limitMessages, messages, moneyCents, requiredText, wholeNumber } from "../validation";
import { TEMPLATE_EMAIL_MAX, TEMPLATE_SMS_MAX, TEMPLATE_SUBJECT_MAX } from "../settings/message-templates-schema";
import { CAMPAIGN_CHANNELS, DAILY_CAP_MAX, PER_MINUTE_MAX, campaignWords } from "./campaign-rules";

const MAX_VISITS = 1_000_000;

const longText = (max: number) =>
  z
    .string({ error: messages.required })
    .max(max, { error: limitMessages.textTooLong(max), abort: true })
    .refine((value) => !hasControlCharacter(value), { error: limitMessages.controlCharacter });

/** The audience's filters (campaign-rules.ts AudienceFilter); ranges given both ways round are refused with the field. */
export const audienceFilterSchema = z
  .object({
    vipOnly: z.boolean(),
    lastVisitBefore: businessDate().nullable(),
    lastVisitAfter: businessDate().nullable(),
    visitsMin: wholeNumber(0, messages.minPositive, MAX_VISITS).nullable(),
    visitsMax: wholeNumber(0, messages.minPositive, MAX_VISITS).nullable(),
    spendMinCents: moneyCents().nullable(),
    spendMaxCents: moneyCents().nullable(),
    vehicleType: z.enum(enumValues(VehicleType), { error: "Choose a vehicle type from the list." }).nullable(),
    optedInOnly: z.boolean(),
  })
  .superRefine((filter, ctx) => {
    if (filter.visitsMin !== null && filter.visitsMax !== null && filter.visitsMin > filter.visitsMax)
      ctx.addIssue({ code: "custom", path: ["visitsMax"], message: campaignWords.visitsRange });
    if (filter.spendMinCents !== null && filter.spendMaxCents !== null && filter.spendMinCents > filter.spendMaxCents)
      ctx.addIssue({ code: "custom", path: ["spendMaxCents"], message: campaignWords.spendRange });
    if (filter.lastVisitAfter !== null && filter.lastVisitBefore !== null && filter.lastVisitAfter > filter.lastVisitBefore)
      ctx.addIssue({ code: "custom", path: ["lastVisitBefore"], message: campaignWords.dateRange });
  });
export type AudienceFilterInput = z.infer<typeof audienceFilterSchema>;

export const audienceQuerySchema = z.object({ channel: z.enum(CAMPAIGN_CHANNELS), filter: audienceFilterSchema });

/**
 * A new campaign. A text's body is the shop's words (the opt-out line is added when sent); an
 * e-mail has a subject and HTML (cleaned on the server). No `sendAt`: send now; else at that instant.
 */
export const campaignInputSchema = z
  .object({
    name: requiredText("name"),
    channel: z.enum(CAMPAIGN_CHANNELS, { error: "Choose text message or e-mail." }),
    body: longText(TEMPLATE_SMS_MAX).default(""),
    subject: longText(TEMPLATE_SUBJECT_MAX).default(""),
    html: longText(TEMPLATE_EMAIL_MAX).default(""),
    filter: audienceFilterSchema,
    sendAt: z.iso.datetime({ offset: true, error: "Choose a date and time." }).nullable(),
  })
  .superRefine((input, ctx) => {
    if (input.channel === "sms" && input.body.trim() === "") ctx.addIssue({ code: "custom", path: ["body"], message: messages.required });
    if (input.channel === "email") {
      if (input.subject.trim() === "") ctx.addIssue({ code: "custom", path: ["subject"], message: messages.required });
      if (input.html.replace(/<[^>]*>/g, "").trim() === "") ctx.addIssue({ code: "custom", path: ["html"], message: campaignWords.htmlNeeded });
    }
  });
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const campaignSettingsSchema = z.object({
  dailyCap: z
    .number({ error: campaignWords.dailyCapRange })
    .int({ error: campaignWords.dailyCapRange })
    .min(1, { error: campaignWords.dailyCapRange })
    .max(DAILY_CAP_MAX, { error: campaignWords.dailyCapRange }),
  perMinute: z
    .number({ error: campaignWords.perMinuteRange })
    .int({ error: campaignWords.perMinuteRange })
    .min(1, { error: campaignWords.perMinuteRange })
    .max(PER_MINUTE_MAX, { error: campaignWords.perMinuteRange }),
});

export const campaignIdParamsSchema = z.object({ id: z.uuid({ error: "This campaign does not exist." }) });
export const campaignListQuerySchema = pageQuerySchema;
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(200) });
