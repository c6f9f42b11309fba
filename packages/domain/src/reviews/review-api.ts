import { defineApi } from "../api/define-api";
import { publicReviewSchema, reviewPageSchema, reviewReplySentSchema, reviewSettingsViewSchema, reviewSummarySchema } from "./review-contract";
import { reviewIdParams, reviewListQuerySchema, reviewRatingSchema, reviewReplySchema, reviewSettingsSchema, reviewTokenParams } from "./review-inputs";
import { reviewRoutes } from "./review-routes";

export const reviewApi = defineApi("reviews", reviewRoutes, {
  list: { summary: "Review requests, newest first, by status and stars", querystring: reviewListQuerySchema, response: reviewPageSchema },
  summary: { summary: "The average rating, the counts, and the average by month over the last 12 months", response: reviewSummarySchema },
  reply: {
    summary: "Answer a customer's review privately by text (queued through the outbox)",
    params: reviewIdParams,
    body: reviewReplySchema,
    response: reviewReplySentSchema,
  },
  settings: { summary: "Review request settings: delay after a sale, cooldown per customer, the public review page", response: reviewSettingsViewSchema },
  updateSettings: { summary: "Change the review request settings", body: reviewSettingsSchema, response: reviewSettingsViewSchema },
  open: {
    summary: "The page a review link opens (marks the request opened): the shop, and the rating if given; no sign-in",
    params: reviewTokenParams,
    response: publicReviewSchema,
  },
  rate: {
    summary: "Rate the visit from 1 to 5 stars with a comment, once; the answer offers the shop's public review page whatever the rating",
    params: reviewTokenParams,
    body: reviewRatingSchema,
    response: publicReviewSchema,
  },
});
