import { z } from "zod";

const money = () => z.number().int();

/** POST /api/sales/:id/pay-link answers where it went and the link itself (staff may copy it). */
export const payLinkSentSchema = z.object({ recipient: z.string(), url: z.string(), expiresAt: z.string() });
export type PayLinkSent = z.infer<typeof payLinkSentSchema>;

/**
 * The public invoice: the shop's face, the lines and the money, and nothing about staff (no names,
 * no ids but the sale's number). `state` says what the page offers: pay, paid, or closed.
 */
export const publicInvoiceSchema = z.object({
  shop: z.object({ businessName: z.string(), logoUrl: z.string() }),
  number: z.number().int(),
  date: z.string(),
  customerName: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), total: money() })),
  subtotal: money(),
  discount: money(),
  tax: money(),
  amount: money(),
  paidTotal: money(),
  balance: money(),
  state: z.enum(["open", "paid", "closed"]),
  /** Whether "Pay" can open the card payment page (the shop has a payment profile). */
  payable: z.boolean(),
  expiresAt: z.string(),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

/**
 * The public account page an account link opens: the shop's face, the customer's open invoices and
 * the balance. Invoices are named by their numbers only; nothing about staff, drivers or limits.
 */
export const publicAccountSchema = z.object({
  shop: z.object({ businessName: z.string(), logoUrl: z.string() }),
  customerName: z.string(),
  asOf: z.string(),
  invoices: z.array(z.object({ number: z.number().int(), invoiceDate: z.string(), dueDate: z.string(), amount: money(), paid: money(), balance: money() })),
  balance: money(),
  /** "paid": nothing owed, so nothing to pay. */
  state: z.enum(["open", "paid"]),
  /** Whether "Pay" can open the card payment page (the shop has a payment profile). */
  payable: z.boolean(),
  expiresAt: z.string(),
});
export type PublicAccount = z.infer<typeof publicAccountSchema>;

/** POST /api/public/invoices/:token/checkout: the processor's payment page to go to. */
export const checkoutStartedSchema = z.object({ url: z.string() });
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

/** What the webhook answers Stripe (it reads only the status). */
export const webhookReceivedSchema = z.object({ received: z.boolean() });
