import { reviewRefusals, type PublicReview } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import { readShopFace, readShopSettings } from "../settings";
import { readReviewLinkToken, reviewLinkSigningKey } from "./review-link-token";
import { REVIEWS_HINT } from "./reviews.service";
import { findReviewCustomer, findReviewRequest, updateReviewRequest, type ReviewRequestRow } from "./reviews.repository";

/** The request a token names, when this server signed it and the request was sent; anything else is one plain "not valid". */
async function openRequest(deps: AppDeps, db: Executor, token: string, forUpdate: boolean): Promise<{ request: ReviewRequestRow; expired: boolean }> {
  const claims = readReviewLinkToken(reviewLinkSigningKey(deps.config.settingsKey), token);
  const request = claims ? await findReviewRequest(db, claims.requestId, forUpdate) : null;
  if (!claims || !request || request.sentAt === null) throw refusalError(reviewRefusals.invalidLink);
  return { request, expired: claims.expiresAt.getTime() <= deps.clock().getTime() };
}

/**
 * What the customer sees: the shop's name and logo, their first name, the rating once given, and
 * the shop's public review page, offered whatever the rating (no review gating: every customer is
 * invited alike). No staff name, no sale, no internal id.
 */
async function publicView(deps: AppDeps, db: Executor, request: ReviewRequestRow): Promise<PublicReview> {
  const [shop, { website }, customer] = await Promise.all([readShopFace(db), readShopSettings(db), findReviewCustomer(db, request.customerId)]);
  return {
    shop: { businessName: shop.businessName || "WashDesk", logoUrl: shop.logoUrl },
    customerName: customer?.name.trim().split(/\s+/)[0] ?? "",
    rated: request.rating !== null,
    rating: request.rating,
    comment: request.comment,
    // General › Review link: the one place the shop keeps its public review page.
    publicReviewUrl: website.reviewUrl,
  };
}

/** GET /api/public/reviews/:token: the page, and the request marked opened the first time. */
export async function openReview(deps: AppDeps, token: string): Promise<PublicReview> {
  const { request, expired } = await openRequest(deps, deps.db, token, false);
  if (expired && request.rating === null) throw refusalError(reviewRefusals.expired);
  if (request.openedAt === null) {
    const opened = { openedAt: deps.clock(), ...(request.status === "sent" ? { status: "opened" as const } : {}) };
    await updateReviewRequest(deps.db, request.id, opened);
    deps.realtime.publish({ entity: REVIEWS_HINT, id: request.id, action: "Opened" });
  }
  return publicView(deps, deps.db, request);
}

/** POST /api/public/reviews/:token: the stars and the comment, once; the row is locked so two taps record one rating. */
export async function rateReview(deps: AppDeps, token: string, input: { rating: number; comment: string }): Promise<PublicReview> {
  const rated = await deps.db.transaction(async (tx) => {
    const { request, expired } = await openRequest(deps, tx, token, true);
    if (request.rating !== null) throw refusalError(reviewRefusals.alreadyRated);
    if (expired) throw refusalError(reviewRefusals.expired);
    const now = deps.clock();
    await updateReviewRequest(tx, request.id, {
      status: "rated",
      rating: input.rating,
      comment: input.comment,
      ratedAt: now,
      openedAt: request.openedAt ?? now,
    });
    return { id: request.id, view: await publicView(deps, tx, { ...request, rating: input.rating, comment: input.comment }) };
  });
  // An open reviews screen reads its list and average again.
  deps.realtime.publish({ entity: REVIEWS_HINT, id: rated.id, action: "Rated" });
  return rated.view;
}
