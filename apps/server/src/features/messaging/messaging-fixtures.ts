import type { TestApp } from "../../../test/test-app";
import { twilioSignature } from "../../platform/sms/twilio-signature";

/** The SMS account of tests: the auth token signs the provider's deliveries. */
export const TEST_SMS_ACCOUNT = { accountSid: "AC0000", authToken: "sms-test-token", from: "+15550009999" };
export const TEST_PUBLIC_URL = "https://shop.example.com";

let nextSid = 0;
/** A fresh provider message id per call in a test file. */
export const freshSid = () => `SM${String((nextSid += 1)).padStart(32, "0")}`;

/**
 * A delivery as the provider posts it: form-encoded, signed over the public URL and the parameters
 * with the account's auth token (or the token given, to forge one).
 */
export async function postSigned(app: TestApp, path: string, params: Record<string, string>, authToken = TEST_SMS_ACCOUNT.authToken) {
  return app.app.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilioSignature(authToken, `${TEST_PUBLIC_URL}${path}`, params),
    },
    payload: new URLSearchParams(params).toString(),
    remoteAddress: "10.0.9.1",
  });
}

/** An inbound text from a number, as the provider posts it to POST /api/webhooks/sms. */
export function inboundText(from: string, body: string, sid = freshSid()): Record<string, string> {
  return { MessageSid: sid, SmsSid: sid, AccountSid: TEST_SMS_ACCOUNT.accountSid, From: from, To: TEST_SMS_ACCOUNT.from, Body: body, NumMedia: "0" };
}
