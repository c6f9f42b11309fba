// The texts the shop answers an inbound keyword with (the carriers' rules: a confirmation of an
// opt-out, of an opt-in, and a HELP answer naming the sender and how to reach it).

export const smsReplies = {
  optOut: (businessName: string) => `${businessName}: you are unsubscribed and will receive no more texts from us. Reply START to subscribe again.`,
  optIn: (businessName: string) => `${businessName}: you are subscribed to texts again. Reply STOP to unsubscribe.`,
  help: (businessName: string, phone: string) =>
    `${businessName}${phone ? `: call us at ${phone}` : ""}. Reply STOP to unsubscribe, START to subscribe again. Msg & data rates may apply.`,
} as const;

/** The reason an automated or bulk text to an opted-out number is not sent, as the SMS log reads it. */
export const SKIPPED_OPTED_OUT = "skipped: the number opted out of texts (STOP)";
