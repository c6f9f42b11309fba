// The quote rules that are plain values: a screen reads them without loading the schemas.

/** Words of the quote rules that docs/product.md does not give. */
export const quotesMessages = {
  emailMissing: "This quote has no customer e-mail address. Enter one to send it.",
  phoneMissing: "This quote has no customer phone number. Enter one to send it.",
} as const;

export const quoteChannels = ["email", "sms"] as const;

export type QuoteChannel = (typeof quoteChannels)[number];
