import { formatMoney } from "../money";

/**
 * How long an account's payment link opens its page (docs/product.md §4 Pay by link): a monthly
 * statement's link stays good until the next statement brings a new one, with two weeks to spare.
 */
export const ACCOUNT_LINK_DAYS = 45;
export const ACCOUNT_LINK_LIFETIME_MS = ACCOUNT_LINK_DAYS * 24 * 60 * 60 * 1000;

/** Where an account's link lands in the web app: the public account page, outside sign-in. */
export const accountLinkPath = (token: string) => `/pay/account/${token}`;

/**
 * The Checkout Session's metadata key naming the account a payment is for: the webhook records
 * such a payment on the account rather than on one sale.
 */
export const ACCOUNT_CHECKOUT_KEY = "accountCustomerId";

/** What a payment taken through an account's link does to the account. */
export interface AccountLinkPaymentPlan {
  /** Recorded as a payment on account, spread over the open invoices oldest first. */
  record: number;
  /** Taken beyond what the account owed when the payment arrived: not recorded, to refund. */
  excess: number;
}

/**
 * The rule of an overpaid account link. The processor has already taken the money, so nothing
 * refuses it: what the account owes when the payment arrives is recorded as a payment on account,
 * and what is beyond it (the customer paid twice, or the shop took a payment meanwhile) is not put
 * on the account, which holds no credit: it is flagged, with its amount, to be refunded through the
 * processor, the same rule as a sale's link.
 */
export function planAccountLinkPayment(owed: number, taken: number): AccountLinkPaymentPlan {
  const record = Math.max(Math.min(taken, owed), 0);
  return { record, excess: taken - record };
}

/** The system log's words for money taken beyond an account's balance. */
export const accountLinkExcessText = (customerName: string, excess: number) =>
  `Overpayment by account link for ${customerName}: ${formatMoney(excess)} taken beyond the account's balance; refund it in Stripe`;

/** The words of the public account page, for the states it shows. */
export const accountLinkWords = {
  paid: "Your account is paid in full. Thank you.",
  expired: `This account link has expired: links work for ${ACCOUNT_LINK_DAYS} days. Your latest statement has a new one, or ask the shop.`,
  invalid: "This account link is not valid. Check that it was copied whole, or ask the shop for a new one.",
  justPaid: "Thank you: your payment was taken. This page shows it on your account once the payment is confirmed.",
} as const;
