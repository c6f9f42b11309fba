import type { FastifyInstance } from "fastify";
import { reviewApi, reviewRefusals } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { perAddressLimit } from "../../platform/auth/password-attempts";
import { listReviews, replyToReview, reviewSummary } from "./reviews.service";
import { openReview, rateReview } from "./public-review.service";
import { readReviewSettings, updateReviewSettings } from "./review-settings.service";

export function reviewRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, reviewApi.list, async (request) => ok(await listReviews(deps, request.query)));
  route(app, reviewApi.summary, async () => ok(await reviewSummary(deps)));
  route(app, reviewApi.reply, async (request) => {
    const sent = await replyToReview(deps, authOf(request), request.params.id, request.body.text, request.ip);
    return ok(sent, `Reply sent to ${sent.recipient}.`);
  });
  route(app, reviewApi.settings, async () => ok(await readReviewSettings(deps.db)));
  route(app, reviewApi.updateSettings, async (request) =>
    ok(await updateReviewSettings(deps, authOf(request), request.body, request.ip), "Review request settings saved."),
  );
  // The customer's page: no sign-in, so tries are limited per address (a token cannot be guessed, but nobody should try).
  const attemptLimit = { config: perAddressLimit(deps.config, reviewRefusals.tooMany) };
  route(app, reviewApi.open, async (request) => ok(await openReview(deps, request.params.token)), attemptLimit);
  route(app, reviewApi.rate, async (request) => ok(await rateReview(deps, request.params.token, request.body), "Thank you for your feedback!"), attemptLimit);
}
