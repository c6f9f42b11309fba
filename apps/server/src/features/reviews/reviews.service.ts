import { ActivityAction, averageRating, reviewRefusals, type ReviewListQuery, type ReviewPage, type ReviewRequest, type ReviewSummary } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { dayStart, businessDateAt } from "../../platform/shop-clock";
import { shopTimeZone } from "../settings";
import { findReviewCustomer, findReviewRequest, listReviewRequests, ratingsByMonth, reviewCounts, updateReviewRequest } from "./reviews.repository";

/** The realtime hint's entity: the web's review queries live under the same key. */
export const REVIEWS_HINT = "reviews";

type ListRow = Awaited<ReturnType<typeof listReviewRequests>>["rows"][number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toReviewRequest({ request: r, customerName, customerPhone, saleNumber }: ListRow): ReviewRequest {
  return {
    id: r.id,
    status: r.status,
    customer: { id: r.customerId, name: customerName, phone: customerPhone },
    saleNumber: saleNumber ?? null,
    dueAt: r.dueAt.toISOString(),
    sentAt: iso(r.sentAt),
    openedAt: iso(r.openedAt),
    ratedAt: iso(r.ratedAt),
    rating: r.rating,
    comment: r.comment,
    skippedReason: r.skippedReason,
    repliedAt: iso(r.repliedAt),
  };
}

/** GET /api/reviews: newest first. */
export async function listReviews(deps: AppDeps, query: ReviewListQuery): Promise<ReviewPage> {
  const { rows, total } = await listReviewRequests(deps.db, query);
  return { items: rows.map(toReviewRequest), total, page: query.page, pageSize: query.pageSize };
}

/** The twelve months of the shop's calendar up to this one, oldest first ("2026-05"). */
function lastTwelveMonths(today: string): string[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let i = 0; i < 12; i++) {
    months.unshift(`${year}-${String(month).padStart(2, "0")}`);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}

/** GET /api/reviews/summary: the average of every rating, the counts, and the average month by month. */
export async function reviewSummary(deps: AppDeps): Promise<ReviewSummary> {
  const timeZone = await shopTimeZone(deps.db);
  const months = lastTwelveMonths(businessDateAt(deps.clock(), timeZone));
  const [counts, byMonth] = await Promise.all([reviewCounts(deps.db), ratingsByMonth(deps.db, dayStart(`${months[0]}-01`, timeZone), timeZone)]);
  const found = new Map(byMonth.map((m) => [m.month, m]));
  return {
    average: counts.rated === 0 ? null : Math.round((counts.sum / counts.rated) * 10) / 10,
    ratedCount: counts.rated,
    sentCount: counts.sent,
    openedCount: counts.opened,
    trend: months.map((month) => {
      const m = found.get(month);
      return { month, count: m?.count ?? 0, average: m ? averageOf(m.sum, m.count) : null };
    }),
  };
}

const averageOf = (sum: number, count: number) => (count === 0 ? null : averageRating([sum / count]));

/**
 * POST /api/reviews/:id/reply: a private answer by text, sent at once (a person's message, not held
 * by quiet hours), in the customer's thread (customerId), with the activity log's SendSms.
 */
export async function replyToReview(deps: AppDeps, auth: AuthContext, id: string, text: string, ip: string): Promise<{ recipient: string; repliedAt: string }> {
  const sent = await deps.db.transaction(async (tx) => {
    const request = await findReviewRequest(tx, id, true);
    if (!request) throw refusalError(reviewRefusals.notFound);
    const customer = await findReviewCustomer(tx, request.customerId);
    if (!customer || customer.phone.trim() === "") throw refusalError(reviewRefusals.noPhone);
    const queued = await enqueueMessage(tx, {
      channel: "sms",
      recipient: customer.phone,
      body: text,
      entity: "reviewRequest",
      entityId: id,
      createdBy: auth.user.id,
      origin: "direct",
      customerId: customer.id,
    });
    const now = deps.clock();
    await updateReviewRequest(tx, id, { repliedAt: now, repliedBy: auth.user.id });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.SendSms,
      entity: "reviewRequest",
      entityId: id,
      details: { to: customer.phone, customerId: customer.id, outboxId: queued.id, rating: request.rating },
      ip,
    });
    return { recipient: customer.phone, repliedAt: now.toISOString() };
  });
  deps.realtime.publish({ entity: REVIEWS_HINT, id, action: "SendSms" });
  return sent;
}
