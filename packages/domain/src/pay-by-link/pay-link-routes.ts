import { defineRoutes } from "../api/route-contract";

/** Payment links (docs/product.md §4 Pay by link): sent by staff, opened and paid by the customer without signing in. */
export const payLinkRoutes = defineRoutes({
  // Whoever may take a payment on a sale may send its link (the pay route's permissions).
  send: { method: "POST", path: "/api/sales/:id/pay-link", access: ["sales.new", "sales.edit", "sales.pos.new"] },
  // The customer's side: the signed token is the only key; nothing of the staff's is shown.
  invoice: { method: "GET", path: "/api/public/invoices/:token", access: "public" },
  checkout: { method: "POST", path: "/api/public/invoices/:token/checkout", access: "public" },
  // An account's link (the statement's "Pay online"): its open invoices, and a checkout for the balance.
  account: { method: "GET", path: "/api/public/accounts/:token", access: "public" },
  accountCheckout: { method: "POST", path: "/api/public/accounts/:token/checkout", access: "public" },
  // Stripe's deliveries: the Stripe-Signature header is the key (checked with the webhook signing secret).
  stripeWebhook: { method: "POST", path: "/api/webhooks/stripe", access: "public" },
});
