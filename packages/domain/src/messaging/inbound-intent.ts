// What an inbound text asks for (docs/product.md §3 Customer alert; the carriers' opt-out rules):
// the keywords the carriers honour, alone in the message, and plain-language requests to stop.
// An opt-out is honoured at once for every automated and bulk message; anything else is a message
// for the inbox. When in doubt, a request to stop wins: texting someone who asked not to be texted
// costs more than asking a customer who meant something else to reply START. A plain YES confirms
// the customer's next appointment (docs/product.md §3 Appointment status) when there is one to
// confirm; otherwise it is a message like any other.

export type InboundIntent = "optOut" | "optIn" | "help" | "confirm" | "message";

/** Keywords that opt out of every message from the number, alone in the text (any case). */
export const OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"] as const;
/** Keywords that opt back in. */
export const OPT_IN_KEYWORDS = ["START", "UNSTOP"] as const;
/** Keywords that ask who is texting and how to stop. */
export const HELP_KEYWORDS = ["HELP", "INFO"] as const;
/** Replies that confirm the next appointment, alone in the text (any case): what a reminder asks for. */
export const CONFIRM_KEYWORDS = ["YES", "Y"] as const;

// Plain-language requests to stop, on the text lower-cased with its punctuation dropped. Each needs
// a verb of stopping aimed at the messages, so "I'll stop by tomorrow" stays a message.
const PLAIN_OPT_OUTS: readonly RegExp[] = [
  /\b(stop|quit|cease|end)\s+(texting|txting|messaging|sending|contacting|spamming)\b/,
  /\b(dont|do not|never|no longer)\s+(text|txt|message|msg|contact|sms)\s+(me|us|this number)\b/,
  /\bunsubscribe\b/,
  /\bopt\s*(me\s+)?out\b/,
  /\bremove\s+(me|my number|this number)\b/,
  /\btake\s+(me|my number)\s+off\b/,
  /\bno\s+more\s+(texts|txts|messages|msgs|sms)\b/,
  /^(please|pls|plz)?\s*stop\s*(it|now|please|pls|plz|thanks|thank you)?$/,
];

/** The text as the keyword rules read it: trimmed, punctuation and emoji dropped, spaces single. */
function normalise(body: string): string {
  return body
    .normalize("NFKC")
    .replace(/[’‘`]/g, "'")
    .replace(/'/g, "")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function inboundIntent(body: string): InboundIntent {
  const text = normalise(body);
  const word = text.toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return "optOut";
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return "optIn";
  if ((HELP_KEYWORDS as readonly string[]).includes(word)) return "help";
  if ((CONFIRM_KEYWORDS as readonly string[]).includes(word)) return "confirm";
  const lower = text.toLowerCase();
  if (PLAIN_OPT_OUTS.some((pattern) => pattern.test(lower))) return "optOut";
  return "message";
}
