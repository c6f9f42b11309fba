import { z } from "zod";
import { optionalEmail, phone } from "../validation/text-rules";

/**
 * POST /api/sales/:id/pay-link: by e-mail or text; the recipient typed, or the customer's contact
 * when left empty.
 */
export const payLinkSendSchema = z.discriminatedUnion("channel", [
  z.object({ channel: z.literal("email"), recipient: optionalEmail().optional() }),
  z.object({ channel: z.literal("sms"), recipient: phone().optional() }),
]);
export type PayLinkSend = z.input<typeof payLinkSendSchema>;
export type PayLinkSendValue = z.output<typeof payLinkSendSchema>;

/** A link's token: its payload and signature in base64url, bounded so nothing long is hashed. */
export const payLinkTokenParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, "Not a payment link.")
    .max(200),
});

/** Stripe's delivery: read as raw bytes by the route (the signature covers them), never parsed by a schema. */
export const stripeWebhookHeaders = z.object({ "stripe-signature": z.string().max(2000).optional() });
