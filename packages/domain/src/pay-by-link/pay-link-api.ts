import { z } from "zod";
import { defineApi } from "../api/define-api";
import { checkoutStartedSchema, payLinkSentSchema, publicAccountSchema, publicInvoiceSchema, webhookReceivedSchema } from "./pay-link-contract";
import { payLinkSendSchema, payLinkTokenParams, stripeWebhookHeaders } from "./pay-link-inputs";
import { payLinkRoutes } from "./pay-link-routes";

export const payLinkApi = defineApi("pay by link", payLinkRoutes, {
  send: {
    summary: "Send a link to pay a pending sale's balance by card, by e-mail or text (queued through the outbox); needs the payment profile's Stripe keys",
    params: z.object({ id: z.uuid() }),
    body: payLinkSendSchema,
    response: payLinkSentSchema,
  },
  invoice: {
    summary: "The invoice a payment link opens: the shop's name and logo, the lines and the balance; no sign-in",
    params: payLinkTokenParams,
    response: publicInvoiceSchema,
  },
  checkout: {
    summary: "Open a Stripe Checkout Session for the invoice's balance and answer its address",
    params: payLinkTokenParams,
    response: checkoutStartedSchema,
  },
  account: {
    summary: "The house account an account link opens: the shop's name and logo, the open invoices and the balance; no sign-in",
    params: payLinkTokenParams,
    response: publicAccountSchema,
  },
  accountCheckout: {
    summary: "Open a Stripe Checkout Session for the account's balance and answer its address",
    params: payLinkTokenParams,
    response: checkoutStartedSchema,
  },
  stripeWebhook: {
    summary:
      "Stripe's event deliveries, checked with the webhook signing secret; checkout.session.completed records the payment once, on the sale or on the account",
    headers: stripeWebhookHeaders,
    response: webhookReceivedSchema,
  },
});
