import { expect } from "@playwright/test";
import { startFakeSmsProvider } from "../../apps/server/test/fake-sms-provider";
import { TWILIO_SIGNATURE_HEADER, twilioSignature } from "../../apps/server/src/platform/sms/twilio-signature";

// A local SMS provider speaking Twilio's protocol, for a journey: the server tests' fake of the
// Messages API records what the shop sends, and this side of it posts what Twilio would post back,
// signed with the account's auth token: texts from customers and delivery status callbacks.

export interface SmsAccount {
  accountSid: string;
  authToken: string;
  /** The shop's sending number, +E.164. */
  from: string;
}

/** One text the shop handed to the provider. */
export interface SentText {
  sid: string;
  to: string;
  body: string;
  /** Where the shop asked for this text's delivery reports (its PUBLIC_URL's /api/webhooks/sms/status). */
  statusCallback: string | undefined;
}

/**
 * Starts the provider for the shop at `appUrl` (the address the shop signs its webhooks with, its
 * PUBLIC_URL). Each text sent gets a message id of its own, prefixed so that reruns never meet.
 */
export async function startSmsProvider(appUrl: string, account: SmsAccount, sidPrefix: string) {
  const fake = await startFakeSmsProvider();
  const sent: SentText[] = [];
  const basic = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`;
  let inbound = 0;

  fake.control.answer = (call) => {
    if (call.authorization !== basic) return { status: 401, body: { code: 20003, message: "Authenticate" } };
    const sid = `SM${sidPrefix}${String(sent.length + 1).padStart(4, "0")}`;
    sent.push({ sid, to: call.form.To ?? "", body: call.form.Body ?? "", statusCallback: call.form.StatusCallback });
    return { status: 201, body: { sid, status: "queued", to: call.form.To, from: call.form.From, body: call.form.Body } };
  };

  /** Posts form parameters to the shop as Twilio does: signed over the full URL and the sorted parameters. */
  async function post(url: string, params: Record<string, string>): Promise<void> {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", [TWILIO_SIGNATURE_HEADER]: twilioSignature(account.authToken, url, params) },
      body: new URLSearchParams(params),
    });
    expect(answer.status, `POST ${url}: ${await answer.text()}`).toBe(200);
  }

  return {
    baseUrl: fake.baseUrl,
    /** The texts sent so far, oldest first. */
    sent: (): readonly SentText[] => sent,
    /** The texts sent to a number (ten digits, or +1 and ten digits). */
    sentTo: (phone: string): SentText[] => sent.filter((text) => text.to === toE164(phone)),
    /** A customer texts the shop. */
    async textFrom(phone: string, body: string): Promise<void> {
      inbound += 1;
      const sid = `SM${sidPrefix}in${String(inbound).padStart(4, "0")}`;
      await post(`${appUrl}/api/webhooks/sms`, {
        MessageSid: sid,
        SmsSid: sid,
        AccountSid: account.accountSid,
        From: toE164(phone),
        To: account.from,
        Body: body,
        NumMedia: "0",
      });
    },
    /** The carrier reports on a text the shop sent, at the address the shop gave with it. */
    async report(text: SentText, status: "queued" | "sent" | "delivered" | "undelivered" | "failed"): Promise<void> {
      expect(text.statusCallback, "the shop asks for delivery reports").toBe(`${appUrl}/api/webhooks/sms/status`);
      await post(text.statusCallback!, {
        MessageSid: text.sid,
        SmsSid: text.sid,
        AccountSid: account.accountSid,
        From: account.from,
        To: text.to,
        MessageStatus: status,
        SmsStatus: status,
      });
    },
    close: fake.close,
  };
}

const toE164 = (phone: string) => (phone.startsWith("+") ? phone : `+1${phone}`);
