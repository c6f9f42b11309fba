import { normalizePhone } from "@washdesk/domain";
import { PermanentDeliveryError, SENT } from "../outbox/delivery";
import type { SmsSender } from "./sms-sender";

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  /** A sending number, or whatever sender the provider accepts in `From`. */
  from: string;
  /** https://api.twilio.com, or a compatible provider (and a local fake in tests). */
  baseUrl: string;
  timeoutMs?: number;
  /** Where the provider posts delivery status callbacks (POST /api/webhooks/sms/status); none without a public address. */
  statusCallback?: string;
}

/** Sends through Twilio's Messages API (form-encoded POST, basic auth), which compatible providers copy. */
export function twilioSmsSender(options: TwilioSmsOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  return {
    kind: "twilio",
    async send(message) {
      const form = new URLSearchParams({ To: toE164(message.to), From: toE164(options.from, options.from), Body: message.body });
      if (options.statusCallback) form.set("StatusCallback", options.statusCallback);
      let response: Response;
      let text: string;
      try {
        // The signal covers reading the answer too: a provider that stalls mid-body is cut off as well.
        const signal = AbortSignal.timeout(timeoutMs);
        response = await fetch(url, { method: "POST", signal, headers: { authorization, accept: "application/json" }, body: form });
        text = await response.text();
      } catch (error) {
        if (error instanceof Error && error.name === "TimeoutError") throw new Error(`SMS provider did not answer within ${timeoutMs} ms`, { cause: error });
        throw error;
      }
      if (response.ok) return { ...SENT, ...providerAnswer(text) };
      const problem = `SMS provider answered HTTP ${response.status}${providerMessage(text)}`;
      // 400 is Twilio's answer to a bad number or body; 401, 429 and 5xx can pass once fixed or calmer.
      if (response.status === 400) throw new PermanentDeliveryError(problem);
      throw new Error(problem);
    },
  };
}

/** "+1…" for a US number in any usual spelling; a +E.164 number as it is; otherwise the fallback or a refusal. */
function toE164(raw: string, fallback?: string): string {
  const us = normalizePhone(raw);
  if (us !== null) return `+1${us}`;
  if (/^\+\d{8,15}$/.test(raw)) return raw;
  if (fallback !== undefined) return fallback;
  throw new PermanentDeliveryError(`not a phone number: ${raw}`);
}

/** The message's id (sid) and first status in the provider's answer, for the status callbacks to find it by. */
function providerAnswer(text: string): { providerId?: string; providerStatus?: string } {
  try {
    const parsed = JSON.parse(text) as { sid?: unknown; status?: unknown } | null;
    return {
      ...(typeof parsed?.sid === "string" ? { providerId: parsed.sid } : {}),
      ...(typeof parsed?.status === "string" ? { providerStatus: parsed.status } : {}),
    };
  } catch {
    return {};
  }
}

/** Twilio explains a refusal in a JSON `message`; anything else is quoted briefly. */
function providerMessage(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && typeof (parsed as { message?: unknown }).message === "string") {
      return `: ${(parsed as { message: string }).message}`;
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  const brief = text.trim().slice(0, 200);
  return brief ? `: ${brief}` : "";
}
