import Stripe from "stripe";
import type { Config } from "../../config";

/**
 * A Stripe client for one secret key. STRIPE_API_BASE points it elsewhere (the local fake of tests
 * and journeys, test-support/stripe-fake.ts); one retry, and a short timeout so a customer waiting on
 * "Pay" is answered.
 */
export function stripeClient(secretKey: string, config: Pick<Config, "stripeApiBase">): Stripe {
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** Stripe's signature check of a delivery (t=…,v1=HMAC-SHA256 of "t.body", 300 s tolerance); throws when it fails. */
export function verifiedStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string, now: Date): Stripe.Event {
  // receivedAt is in milliseconds: the age is measured on the server's clock (deps.clock).
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, 300, undefined, now.getTime());
}
