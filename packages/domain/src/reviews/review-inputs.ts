import { z } from "zod";
import { reviewRefusals } from "./review-refusals";
import { pageQuerySchema } from "../api/api-schemas";
import { hasControlCharacter } from "../validation/control-characters";
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX, REVIEW_COOLDOWN_DAYS_MAX, REVIEW_DELAY_HOURS_MAX, REVIEW_STATUSES, reviewWords } from "./review-rules";

/** System Settings › Review requests. */
export const reviewSettingsSchema = z.object({
  delayHours: z.coerce
    .number({ error: reviewWords.delayRange })
    .int({ error: reviewWords.delayRange })
    .min(0, { error: reviewWords.delayRange })
    .max(REVIEW_DELAY_HOURS_MAX, { error: reviewWords.delayRange }),
  cooldownDays: z.coerce
    .number({ error: reviewWords.cooldownRange })
    .int({ error: reviewWords.cooldownRange })
    .min(1, { error: reviewWords.cooldownRange })
    .max(REVIEW_COOLDOWN_DAYS_MAX, { error: reviewWords.cooldownRange }),
});
export type ReviewSettingsInput = z.input<typeof reviewSettingsSchema>;

/** What a customer sends from the review page: the stars and an optional comment. */
export const reviewRatingSchema = z.object({
  rating: z
    .number({ error: reviewWords.ratingRange })
    .int({ error: reviewWords.ratingRange })
    .min(RATING_MIN, { error: reviewWords.ratingRange })
    .max(RATING_MAX, { error: reviewWords.ratingRange }),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, { error: reviewWords.commentTooLong, abort: true })
    .refine((v) => !hasControlCharacter(v.replace(/[\r\n\t]/g, " ")), { error: "Remove the special characters from the comment." })
    .default(""),
});
export type ReviewRatingInput = z.input<typeof reviewRatingSchema>;

/** GET /api/reviews: by status and stars. */
export const reviewListQuerySchema = pageQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES).optional(),
  rating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** A private answer by text. */
export const reviewReplySchema = z.object({
  text: z
    .string({ error: reviewWords.replyEmpty })
    .trim()
    .min(1, { error: reviewWords.replyEmpty, abort: true })
    .max(640, { error: "Write at most 640 characters.", abort: true }),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

export const reviewIdParams = z.object({ id: z.uuid() });

/** A review link's token: its payload and signature in base64url, bounded so nothing long is hashed. */
export const reviewTokenParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, reviewRefusals.invalidLink.message)
    .max(200, reviewRefusals.invalidLink.message),
});
