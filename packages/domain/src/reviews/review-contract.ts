import { z } from "zod";
import { REVIEW_STATUSES } from "./review-rules";

export const reviewRequestSchema = z.object({
  id: z.string(),
  status: z.enum(REVIEW_STATUSES),
  customer: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  saleNumber: z.number().nullable(),
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  ratedAt: z.string().nullable(),
  rating: z.number().nullable(),
  comment: z.string(),
  /** Why it was not sent, in plain words. */
  skippedReason: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const reviewPageSchema = z.object({ items: z.array(reviewRequestSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewSummarySchema = z.object({
  average: z.number().nullable(),
  ratedCount: z.number(),
  sentCount: z.number(),
  openedCount: z.number(),
  /** The last 12 months, oldest first ("2026-05"); a month without ratings has a null average. */
  trend: z.array(z.object({ month: z.string(), average: z.number().nullable(), count: z.number() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewSettingsViewSchema = z.object({ delayHours: z.number(), cooldownDays: z.number() });

export const reviewReplySentSchema = z.object({ recipient: z.string(), repliedAt: z.string() });

/** What the customer's page shows: the shop, whether the visit is rated yet, and the public page to offer. */
export const publicReviewSchema = z.object({
  shop: z.object({ businessName: z.string(), logoUrl: z.string().nullable() }),
  customerName: z.string(),
  rated: z.boolean(),
  rating: z.number().nullable(),
  comment: z.string(),
  /** Offered after any rating (no review gating); "" when the shop has none. */
  publicReviewUrl: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
