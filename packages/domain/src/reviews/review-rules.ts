// Review requests (docs/product.md §2 /managements/reviews): after a completed sale the shop texts
// the customer a link to rate the visit. Plain values and pure rules, no schema library: the
// server's scheduler and sender, the settings section and the public page read the same ones.

/** System Settings › Review requests. */
export interface ReviewSettings {
  /** Hours after a completed sale before the request is texted. */
  delayHours: number;
  /** Days during which a customer who was asked is not asked again. */
  cooldownDays: number;
}

export const defaultReviewSettings: ReviewSettings = { delayHours: 2, cooldownDays: 30 };

export const REVIEW_DELAY_HOURS_MAX = 168;
export const REVIEW_COOLDOWN_DAYS_MAX = 365;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 1000;

export const reviewWords = {
  settingsTitle: "Review requests",
  settingsHint:
    "After a completed sale, customers who receive texts (and did not ask to get no review messages) are texted a link to rate their visit. Texts wait for the end of quiet hours.",
  delayHours: "Send after (hours)",
  delayHoursHint: "Hours after the sale is completed. Review texts go out only between 8 am and 9 pm; one due later waits for the morning.",
  delayRange: `Enter a whole number of hours from 0 to ${REVIEW_DELAY_HOURS_MAX}.`,
  cooldownDays: "Ask a customer at most once every (days)",
  cooldownRange: `Enter a whole number of days from 1 to ${REVIEW_COOLDOWN_DAYS_MAX}.`,
  // The shop's page on a public review site is one setting, General › Review link (website.reviewUrl).
  publicPageNote:
    "After rating their visit, every customer is invited to your public review page, whatever the rating: set it as the Review link of the General settings.",
  ratingRange: `Choose from ${RATING_MIN} to ${RATING_MAX} stars.`,
  commentTooLong: `Write at most ${REVIEW_COMMENT_MAX} characters.`,
  replyEmpty: "Write the reply.",
  thanks: "Thank you for your feedback!",
  invitePublic: "Would you share your experience on our public review page? It helps other drivers find us.",
  invitePublicButton: "Write a public review",
} as const;

/** Where a request stands, in the order it moves. */
export const REVIEW_STATUSES = ["scheduled", "sent", "opened", "rated", "skipped"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  scheduled: "Scheduled",
  sent: "Sent",
  opened: "Opened",
  rated: "Rated",
  skipped: "Not sent",
};

/** What the eligibility rule needs of a customer. */
export interface ReviewCustomerFacts {
  phone: string;
  alertSms: boolean;
  alertNoReviewSms: boolean;
  /** When the customer was last sent (or scheduled) a review request; null when never. */
  lastAskedAt: Date | null;
}

export type IneligibleReason = "noPhone" | "smsOff" | "noReviewSms" | "askedRecently";

export const ineligibleReasonWords: Record<IneligibleReason, string> = {
  noPhone: "no phone number",
  smsOff: "texts are off for this customer",
  noReviewSms: "the customer does not want review messages",
  askedRecently: "already asked within the cooldown",
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Whether a request made at `lastAskedAt` still keeps the customer from being asked at `now`. */
export function withinCooldown(lastAskedAt: Date | null, now: Date, cooldownDays: number): boolean {
  return lastAskedAt !== null && now.getTime() - lastAskedAt.getTime() < cooldownDays * DAY_MS;
}

/**
 * Why a customer may not be asked for a review now, or null when they may: they have a phone,
 * texts are on, they did not say "no review messages", and they were not asked within the cooldown.
 */
export function reviewIneligibility(customer: ReviewCustomerFacts, now: Date, settings: Pick<ReviewSettings, "cooldownDays">): IneligibleReason | null {
  if (customer.phone.trim() === "") return "noPhone";
  if (!customer.alertSms) return "smsOff";
  if (customer.alertNoReviewSms) return "noReviewSms";
  if (withinCooldown(customer.lastAskedAt, now, settings.cooldownDays)) return "askedRecently";
  return null;
}

export const isReviewEligible = (customer: ReviewCustomerFacts, now: Date, settings: Pick<ReviewSettings, "cooldownDays">): boolean =>
  reviewIneligibility(customer, now, settings) === null;

/** When the request of a sale completed at `completedAt` is due. */
export const reviewDueAt = (completedAt: Date, settings: Pick<ReviewSettings, "delayHours">): Date =>
  new Date(completedAt.getTime() + settings.delayHours * HOUR_MS);

/** A rating is a whole number of stars from 1 to 5. */
export const isValidRating = (value: number): boolean => Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;

/** The average of ratings to one decimal, or null when there are none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
}

/** The public page a review link opens. */
export const reviewLinkPath = (token: string) => `/review/${token}`;

/** How long a review link stays open. */
export const REVIEW_LINK_DAYS = 30;
