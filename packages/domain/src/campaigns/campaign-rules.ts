import type { VehicleType } from "../enums/vehicles";

// Campaigns (docs/product.md §2 Marketing): one message to many customers, within the law. Plain
// values, no schema library: the composer's preview, the server's queueing and the worker's e-mail
// footer read the same rules and words.

export const CAMPAIGN_CHANNELS = ["sms", "email"] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/** scheduled: waits for its time; queueing: its audience is being put in the outbox; queued: all of it is there. */
export const CAMPAIGN_STATUSES = ["scheduled", "queueing", "queued"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Who a campaign goes to; every condition given must hold (null or false: no condition). */
export interface AudienceFilter {
  vipOnly: boolean;
  /** The last visit on or before this date (YYYY-MM-DD): customers not seen since. */
  lastVisitBefore: string | null;
  /** The last visit on or after this date. */
  lastVisitAfter: string | null;
  visitsMin: number | null;
  visitsMax: number | null;
  /** Lifetime spend in cents, what was given back deducted. */
  spendMinCents: number | null;
  spendMaxCents: number | null;
  /** A vehicle of this type. */
  vehicleType: VehicleType | null;
  /** Only customers whose alert of the campaign's channel is on (their latest consent is yes). */
  optedInOnly: boolean;
}

export const emptyAudienceFilter: AudienceFilter = {
  vipOnly: false,
  lastVisitBefore: null,
  lastVisitAfter: null,
  visitsMin: null,
  visitsMax: null,
  spendMinCents: null,
  spendMaxCents: null,
  vehicleType: null,
  optedInOnly: true,
};

/** Added to every campaign text (CTIA and TCPA practice: every marketing text says how to stop them). */
export const SMS_OPT_OUT_LINE = "Reply STOP to opt out";

/** A campaign text as it is sent: the shop's words, then the opt-out line on its own line (never twice). */
export function withOptOutLine(body: string): string {
  const trimmed = body.trimEnd();
  if (trimmed.toLowerCase().endsWith(SMS_OPT_OUT_LINE.toLowerCase())) return trimmed;
  return trimmed === "" ? SMS_OPT_OUT_LINE : `${trimmed}\n${SMS_OPT_OUT_LINE}`;
}

/** The daily cap and the pace of campaign messages (Marketing › Sending limits). */
export interface CampaignSettings {
  /** Campaign messages of one channel queued in a day of the shop's clock, at most. */
  dailyCap: number;
  /** Campaign messages of one channel handed to the provider in a minute, at most. */
  perMinute: number;
}

export const DAILY_CAP_MAX = 100_000;
export const PER_MINUTE_MAX = 1_000;
export const defaultCampaignSettings: CampaignSettings = { dailyCap: 1_000, perMinute: 60 };

/** The e-mail footer's parts: a link the customer can use to stop e-mails, and the shop's postal address (CAN-SPAM). */
export interface EmailFooterParts {
  businessName: string;
  postalAddress: string;
  unsubscribeUrl: string;
}

const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The footer every bulk and automated e-mail ends with, as HTML and as plain text. */
export function emailFooter(parts: EmailFooterParts): { html: string; text: string } {
  const who = [parts.businessName, parts.postalAddress].map((part) => part.trim()).filter((part) => part !== "");
  const sender = who.length > 0 ? `${campaignWords.footerFrom} ${who.join(", ")}.` : "";
  const html =
    `<hr><p style="font-size:12px;color:#868e96">${escapeText(sender)} ` + `<a href="${escapeText(parts.unsubscribeUrl)}">${campaignWords.unsubscribe}</a></p>`;
  const text = `\n\n--\n${sender ? `${sender}\n` : ""}${campaignWords.unsubscribe}: ${parts.unsubscribeUrl}`;
  return { html, text };
}

/** Where an unsubscribe link points: the public page of the web app. */
export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;

/** Why a campaign e-mail was not sent, as the outbox keeps it (texts use SKIPPED_OPTED_OUT of messaging). */
export const SKIPPED_EMAIL_OPTED_OUT = "skipped: the customer unsubscribed from e-mails";

export const campaignWords = {
  title: "Marketing",
  campaigns: "Campaigns",
  newCampaign: "New campaign",
  noCampaigns: "No campaigns yet. Write one with New campaign.",
  name: "Campaign name",
  channel: "Channel",
  channels: { sms: "Text message", email: "E-mail" } as Record<CampaignChannel, string>,
  statuses: { scheduled: "Scheduled", queueing: "Queueing", queued: "Sending" } as Record<CampaignStatus, string>,
  done: "Done",
  body: "Message",
  subject: "Subject",
  preview: "Preview",
  optOutShown: "The opt-out line is added to every text.",
  footerShown: "Every e-mail ends with an unsubscribe link and the shop's postal address.",
  footerFrom: "You receive this e-mail from",
  unsubscribe: "Unsubscribe",
  audience: "Audience",
  vipOnly: "VIP customers only",
  lastVisitBefore: "Last visit on or before",
  lastVisitAfter: "Last visit on or after",
  visitsMin: "Visits, at least",
  visitsMax: "Visits, at most",
  spendMin: "Spent, at least",
  spendMax: "Spent, at most",
  vehicleType: "Vehicle type",
  anyVehicle: "Any vehicle",
  optedInOnly: "Only customers who opted in on this channel",
  audienceCount: (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "customer matches" : "customers match"}`,
  when: "When",
  sendNow: "Send now",
  schedule: "Schedule",
  scheduledAt: "Send at",
  windowHint: "Campaign messages go out only between 8 am and 9 pm shop time; outside those hours they wait.",
  send: "Send campaign",
  sent: "The campaign is on its way.",
  scheduled: "The campaign is scheduled.",
  settings: "Sending limits",
  dailyCap: "Campaign messages per day, per channel",
  dailyCapHint: "Beyond it, the rest of a campaign's audience is skipped, so a mistake cannot run up the bill.",
  perMinute: "Campaign messages per minute",
  dailyCapRange: `Enter a whole number from 1 to ${DAILY_CAP_MAX.toLocaleString("en-US")}.`,
  perMinuteRange: `Enter a whole number from 1 to ${PER_MINUTE_MAX.toLocaleString("en-US")}.`,
  settingsSaved: "Sending limits saved.",
  spendRange: "The least spent must not be more than the most spent.",
  visitsRange: "The fewest visits must not be more than the most visits.",
  dateRange: "The first date must not be after the second.",
  scheduleInPast: "Choose a time in the future, or send now.",
  htmlNeeded: "Write the e-mail.",
  progress: {
    audience: "Audience",
    queued: "Waiting",
    sent: "Sent",
    delivered: "Delivered",
    failed: "Failed",
    optedOut: "Skipped: opted out",
    duplicate: "Skipped: same number or address twice",
    cap: "Skipped: daily cap reached",
  },
  unsubscribed: "You will receive no more e-mails from us.",
  unsubscribedFrom: (business: string) => `You will receive no more e-mails from ${business}.`,
  unsubscribing: "Unsubscribing…",
  linkInvalid: "This link is not valid. Use the link of a more recent e-mail.",
} as const;
