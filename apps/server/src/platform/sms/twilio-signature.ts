import { createHmac, timingSafeEqual } from "node:crypto";

// Twilio's request signature (X-Twilio-Signature), on inbound texts and delivery callbacks: the
// base64 HMAC-SHA1, keyed by the account's auth token, of the full URL Twilio called followed by
// every POST parameter, sorted by name, as name then value with nothing between.

export const TWILIO_SIGNATURE_HEADER = "x-twilio-signature";

/** What Twilio signs: the URL, then each parameter's name and value in name order (a repeated name in its order). */
export function twilioSignedText(url: string, params: Readonly<Record<string, string | readonly string[]>>): string {
  let text = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name]!;
    for (const one of typeof value === "string" ? [value] : [...value].sort()) text += name + one;
  }
  return text;
}

export function twilioSignature(authToken: string, url: string, params: Readonly<Record<string, string | readonly string[]>>): string {
  return createHmac("sha1", authToken).update(twilioSignedText(url, params), "utf8").digest("base64");
}

/** True only for the signature Twilio would send; compared in constant time. */
export function isTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Readonly<Record<string, string | readonly string[]>>,
): boolean {
  if (!signature || authToken === "") return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
