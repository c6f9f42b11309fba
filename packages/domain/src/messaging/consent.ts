// Consent to be contacted (docs/product.md §3 Customer alert): one record per change, per customer
// and channel, with where it came from and who made it. The customer's alert flags are the summary
// of the latest record of each channel.

export const CONSENT_CHANNELS = ["sms", "email"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/**
 * Where a change came from: a text the customer sent (STOP, START), staff on the customer form, the
 * e-mail unsubscribe link, or the customer's own booking form.
 */
export const CONSENT_SOURCES = ["inbound", "staff", "unsubscribeLink", "bookingForm"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export interface ConsentChange {
  optedIn: boolean;
  source: ConsentSource;
}

/**
 * Whether staff may turn texts back on by hand. An opt-out the customer sent by text stands until
 * the customer texts START: the carriers hold the shop to it, and a click on a form is no proof of
 * consent. Turning texts off by hand is always allowed.
 */
export function staffMayOptIn(latest: ConsentChange | null): boolean {
  return !(latest && !latest.optedIn && latest.source === "inbound");
}
