import { defineRoutes } from "../api/route-contract";

/**
 * The SMS provider's deliveries (docs/product.md §3 Customer alert): inbound texts and delivery
 * status callbacks, form-encoded as Twilio posts them. No sign-in: the X-Twilio-Signature header,
 * an HMAC keyed by the account's auth token, is the key.
 */
export const smsWebhookRoutes = defineRoutes({
  inbound: { method: "POST", path: "/api/webhooks/sms", access: "public" },
  status: { method: "POST", path: "/api/webhooks/sms/status", access: "public" },
});
