import { ineligibleReasonWords, isInSendingWindow, NotificationTrigger, REVIEW_LINK_DAYS, reviewIneligibility, reviewLinkPath } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { isSmsOptedOut } from "../../platform/outbox/sms-consent";
import { instantToWallTime } from "../../platform/shop-clock";
import { renderMessage, shopTimeZone } from "../settings";
import { reviewLinkSigningKey, signReviewLinkToken } from "./review-link-token";
import { readReviewSettings } from "./review-settings.service";
import { REVIEWS_HINT } from "./reviews.service";
import {
  claimDueRequest,
  findReviewCustomer,
  lastAskedAt,
  lockCustomerReviews,
  saleDeleted,
  updateReviewRequest,
  type ReviewRequestRow,
} from "./reviews.repository";

const DAY_MS = 86_400_000;
/** A run stops after this many, so one run never holds the job for long; the next run takes the rest. */
const BATCH = 200;

/** The shop's address as customers reach it: PUBLIC_URL, else this server's own port. */
const linkBase = (deps: Pick<AppDeps, "config">) => deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;

/**
 * Texts every review request that fell due: each in a transaction of its own, claimed with
 * SKIP LOCKED so two processes never take the same one. Whether the customer may be asked is
 * checked again now (texts on, no "no review messages", not opted out, not asked within the
 * cooldown), under the customer's lock; the text goes through the SendReviewLink template as an
 * automated message, so quiet hours and the hourly caps hold it in the outbox. Answers how many were sent.
 *
 * A review request is a text the customer did not ask for, so like a campaign it goes only between
 * 8 am and 9 pm of the shop's clock (domain SENDING_WINDOW), whether or not the shop keeps quiet
 * hours: outside it the requests stay scheduled and the first run after 8 am sends them.
 */
export async function sendDueReviewRequests(
  deps: Pick<AppDeps, "db" | "clock" | "config" | "realtime">,
  job?: { readonly stopping: boolean },
): Promise<number> {
  const wallTime = instantToWallTime(deps.clock(), await shopTimeZone(deps.db));
  if (!isInSendingWindow(wallTime.slice(11, 16))) return 0;
  let sent = 0;
  for (let i = 0; i < BATCH && !job?.stopping; i++) {
    const outcome = await deps.db.transaction(async (tx) => {
      const request = await claimDueRequest(tx, deps.clock());
      if (!request) return "none" as const;
      return sendOne(tx, deps, request);
    });
    if (outcome === "none") break;
    if (outcome === "sent") sent++;
  }
  if (sent > 0) deps.realtime.publish({ entity: REVIEWS_HINT, id: null, action: "SendSms" });
  return sent;
}

async function sendOne(tx: Transaction, deps: Pick<AppDeps, "clock" | "config">, request: ReviewRequestRow): Promise<"sent" | "skipped"> {
  const now = deps.clock();
  const skip = async (reason: string) => {
    await updateReviewRequest(tx, request.id, { status: "skipped", skippedReason: reason });
    return "skipped" as const;
  };
  await lockCustomerReviews(tx, request.customerId);
  const customer = await findReviewCustomer(tx, request.customerId);
  if (!customer || customer.deletedAt) return skip("the customer was deleted");
  if (await saleDeleted(tx, request.saleId)) return skip("the sale was deleted");
  const settings = await readReviewSettings(tx);
  const facts = { ...customer, lastAskedAt: await lastAskedAt(tx, customer.id, request.id) };
  const reason = reviewIneligibility(facts, now, settings);
  if (reason) return skip(ineligibleReasonWords[reason]);
  if (await isSmsOptedOut(tx, customer.phone)) return skip("the customer opted out of texts");
  const token = signReviewLinkToken(reviewLinkSigningKey(deps.config.settingsKey), request.id, new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS));
  const message = await renderMessage(tx, NotificationTrigger.SendReviewLink, "sms", {
    customerName: customer.name,
    link: `${linkBase(deps)}${reviewLinkPath(token)}`,
  });
  if (!message) return skip("the review text template is turned off");
  const queued = await enqueueMessage(tx, {
    channel: "sms",
    recipient: customer.phone,
    body: message.body,
    entity: "reviewRequest",
    entityId: request.id,
    origin: "automated",
    customerId: customer.id,
  });
  if (queued.skipped) return skip("the customer opted out of texts");
  await updateReviewRequest(tx, request.id, { status: "sent", sentAt: now, outboxId: queued.id });
  return "sent";
}
