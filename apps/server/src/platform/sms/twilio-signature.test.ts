import { describe, expect, it } from "vitest";
import { isTwilioSignature, twilioSignature, twilioSignedText } from "./twilio-signature";

// The expected signature was computed apart from this code, with openssl over the documented text:
// printf '<url><sorted name+value pairs>' | openssl dgst -sha1 -hmac 12345 -binary | base64
const url = "https://shop.example.com/api/webhooks/sms";
const params = { To: "+15559870002", From: "+15551230001", MessageSid: "SM0123456789abcdef0123456789abcdef", Body: "Stop texting me" };
const SIGNED = "CJCLn6gYL0haKz3YR+5VbxEv9SM=";

describe("Twilio's request signature", () => {
  it("signs the URL and the parameters sorted by name", () => {
    expect(twilioSignedText(url, params)).toBe(`${url}BodyStop texting meFrom+15551230001MessageSidSM0123456789abcdef0123456789abcdefTo+15559870002`);
    expect(twilioSignature("12345", url, params)).toBe(SIGNED);
  });

  it("accepts only that signature: another token, URL, parameter or a missing header is refused", () => {
    expect(isTwilioSignature("12345", SIGNED, url, params)).toBe(true);
    expect(isTwilioSignature("54321", SIGNED, url, params)).toBe(false);
    expect(isTwilioSignature("12345", SIGNED, `${url}?x=1`, params)).toBe(false);
    expect(isTwilioSignature("12345", SIGNED, url, { ...params, Body: "START" })).toBe(false);
    expect(isTwilioSignature("12345", undefined, url, params)).toBe(false);
    expect(isTwilioSignature("12345", "short", url, params)).toBe(false);
    expect(isTwilioSignature("", twilioSignature("", url, params), url, params)).toBe(false);
  });
});
