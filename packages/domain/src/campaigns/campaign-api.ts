import { z } from "zod";
import { defineApi } from "../api/define-api";
import { campaignRoutes } from "./campaign-routes";
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES } from "./campaign-rules";
import {
  audienceFilterSchema,
  audienceQuerySchema,
  campaignIdParamsSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignSettingsSchema,
  unsubscribeParamsSchema,
} from "./campaign-inputs";

/** What became of a campaign's audience, counted from its outbox rows and what queueing skipped. */
export const campaignProgressSchema = z.object({
  /** Customers the filters matched when it was queued (so far, while queueing). */
  audience: z.number(),
  /** In the outbox, not yet handed to the provider (waiting for the window, the pace or a retry). */
  queued: z.number(),
  /** Handed to the provider (delivered ones included). */
  sent: z.number(),
  /** Reported delivered by the provider. */
  delivered: z.number(),
  /** Failed for good, or not sent (no provider configured). */
  failed: z.number(),
  optedOut: z.number(),
  duplicate: z.number(),
  cap: z.number(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  subject: z.string(),
  body: z.string(),
  html: z.string(),
  filter: audienceFilterSchema,
  status: z.enum(CAMPAIGN_STATUSES),
  /** When it goes (or went) out. */
  sendAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** Every message of it is settled (sent, failed or skipped): nothing more will change. */
  finished: z.boolean(),
  progress: campaignProgressSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const audienceCountSchema = z.object({ count: z.number() });

const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const unsubscribeResultSchema = z.object({ businessName: z.string() });

export const campaignApi = defineApi("campaigns", campaignRoutes, {
  list: { summary: "Campaigns, newest first, each with its results", querystring: campaignListQuerySchema, response: pageOf(campaignSchema) },
  get: { summary: "One campaign with its progress", params: campaignIdParamsSchema, response: campaignSchema },
  audience: { summary: "How many customers the filters match on a channel (one count)", body: audienceQuerySchema, response: audienceCountSchema },
  create: {
    summary: "Creates a campaign and queues it now, or schedules it; throttled, within 8 am–9 pm shop time and the daily cap",
    body: campaignInputSchema,
    response: campaignSchema,
  },
  settings: { summary: "The daily cap and the pace of campaign messages", response: campaignSettingsSchema },
  saveSettings: { summary: "Saves the daily cap and the pace of campaign messages", body: campaignSettingsSchema, response: campaignSettingsSchema },
  unsubscribe: {
    summary: "Opts the customer of a signed unsubscribe link out of e-mails (no sign-in)",
    params: unsubscribeParamsSchema,
    response: unsubscribeResultSchema,
  },
});
