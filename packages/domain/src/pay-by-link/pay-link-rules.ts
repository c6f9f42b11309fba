/** How long a payment link opens its invoice after it is sent (docs/product.md §4 Pay by link). */
export const PAY_LINK_DAYS = 30;
export const PAY_LINK_LIFETIME_MS = PAY_LINK_DAYS * 24 * 60 * 60 * 1000;

/** Where a link lands in the web app: the public invoice page, outside sign-in. */
export const payLinkPath = (token: string) => `/pay/${token}`;

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
