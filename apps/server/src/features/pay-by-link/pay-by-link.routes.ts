import type { FastifyInstance, FastifyRequest } from "fastify";
import { payLinkApi, payLinkRefusals } from "@washdesk/domain";
import { perAddressLimit } from "../../platform/auth/password-attempts";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendPayLink } from "./pay-link-send.service";
import { readPublicInvoice, startCheckout } from "./public-invoice.service";
import { readPublicAccount, startAccountCheckout } from "./public-account.service";
import { receiveStripeEvent } from "./stripe-webhook.service";

/** The address the request came to, for links back to the shop when PUBLIC_URL is not set. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function payByLinkRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, payLinkApi.send, async (request) => {
    const sent = await sendPayLink(deps, authOf(request), request.params.id, request.body, originOf(request), request.ip);
    return ok(sent, `Payment link sent to ${sent.recipient}.`);
  });
  // The customer's pages: no sign-in, so tries are limited per address. A token cannot be guessed,
  // but each checkout opens a session at the card processor, which nobody should be able to repeat
  // without end.
  const attemptLimit = { config: perAddressLimit(deps.config, payLinkRefusals.tooMany) };
  route(app, payLinkApi.invoice, async (request) => ok(await readPublicInvoice(deps, request.params.token)), attemptLimit);
  route(app, payLinkApi.checkout, async (request) => ok(await startCheckout(deps, request.params.token, originOf(request))), attemptLimit);
  route(app, payLinkApi.account, async (request) => ok(await readPublicAccount(deps, request.params.token)), attemptLimit);
  route(app, payLinkApi.accountCheckout, async (request) => ok(await startAccountCheckout(deps, request.params.token, originOf(request))), attemptLimit);

  // Stripe signs the exact bytes it sent: in this scope alone a body is kept raw, never parsed.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 262_144 }, (_request, body, done) => done(null, body));
    route(scope, payLinkApi.stripeWebhook, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      const signature = request.headers["stripe-signature"];
      return ok(await receiveStripeEvent(deps, body, typeof signature === "string" ? signature : undefined));
    });
  });
}
