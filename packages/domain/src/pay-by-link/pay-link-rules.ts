import { formatMoney } from "../money";

/** How long a payment link opens its invoice after it is sent (docs/product.md §4 Pay by link). */
export const PAY_LINK_DAYS = 30;
export const PAY_LINK_LIFETIME_MS = PAY_LINK_DAYS * 24 * 60 * 60 * 1000;

/** Where a link lands in the web app: the public invoice page, outside sign-in. */
export const payLinkPath = (token: string) => `/pay/${token}`;

/** The facts the default words of a payment link are made of. */
export interface PayLinkFacts {
  shopName: string;
  saleNumber: number;
  balance: number;
  url: string;
}

/**
 * The default words of a payment link (notification trigger SendPaymentLink), until the shop writes
 * its own message templates: who asks, how much, and the link.
 */
export function payLinkText(facts: PayLinkFacts): { subject: string; body: string; sms: string } {
  const amount = formatMoney(facts.balance);
  return {
    subject: `${facts.shopName}: invoice #${facts.saleNumber}, ${amount} to pay`,
    body: [
      "Hello,",
      "",
      `Here is invoice #${facts.saleNumber} from ${facts.shopName}. The balance is ${amount}.`,
      `See the invoice and pay it by card here: ${facts.url}`,
      "",
      `The link works for ${PAY_LINK_DAYS} days.`,
      "",
      `Thank you,`,
      facts.shopName,
    ].join("\n"),
    sms: `${facts.shopName}: invoice #${facts.saleNumber}, ${amount} to pay. Pay by card: ${facts.url}`,
  };
}

/**
 * The default words after a payment by link (notification trigger AfterInvoicePayment), sent to the
 * customer's e-mail address when there is one.
 */
export function invoicePaidText(facts: { shopName: string; saleNumber: number; amount: number }): { subject: string; body: string } {
  const amount = formatMoney(facts.amount);
  return {
    subject: `${facts.shopName}: payment received for invoice #${facts.saleNumber}`,
    body: [`Hello,`, "", `We received your payment of ${amount} for invoice #${facts.saleNumber}. Thank you.`, "", facts.shopName].join("\n"),
  };
}

/** The words of the public invoice page and of the send action, for states the page shows. */
export const payLinkWords = {
  paid: "This invoice is paid. Thank you.",
  expired: `This payment link has expired: links work for ${PAY_LINK_DAYS} days. Ask the shop for a new one.`,
  invalid: "This payment link is not valid. Check that it was copied whole, or ask the shop for a new one.",
  cannotPayOnline: "This shop does not take payments online yet. Please pay at the shop.",
  closed: "This invoice can no longer be paid online. Please contact the shop.",
  justPaid: "Thank you: your payment was taken. This page shows it as paid once the payment is confirmed.",
  /** Staff side: the send action without a payment profile. */
  needsPaymentProfile: "Set the Stripe keys in System Settings › Payment profile to send payment links.",
} as const;
