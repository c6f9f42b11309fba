import type { Config } from "../../config";
import { NOT_SENT_NO_PROVIDER, type Delivery } from "../outbox/delivery";
import { twilioSmsSender } from "./twilio-sms-sender";

export interface SmsMessage {
  /** Ten US phone digits as stored on a customer, or a full +E.164 number. */
  to: string;
  body: string;
}

export interface SmsSender {
  /** "settings": the provider in use is looked up on each send (features/settings/message-senders). */
  readonly kind: "none" | "twilio" | "settings";
  /** Resolves with the outcome, or throws when the provider could not take the message now. */
  send(message: SmsMessage): Promise<Delivery>;
}

/** No SMS_* settings: every text is logged as not sent, so a new shop works without a provider account. */
export const noSmsSender: SmsSender = {
  kind: "none",
  send: () => Promise.resolve(NOT_SENT_NO_PROVIDER),
};

/** The webhooks path the provider posts delivery status callbacks to. */
export const SMS_STATUS_CALLBACK_PATH = "/api/webhooks/sms/status";

/** The status callback's full address: only with PUBLIC_URL, since the worker has no request to take the address from. */
export function smsStatusCallbackUrl(config: Pick<Config, "publicUrl">): string | undefined {
  return config.publicUrl ? `${config.publicUrl}${SMS_STATUS_CALLBACK_PATH}` : undefined;
}

export function createSmsSender(config: Pick<Config, "sms" | "smsBaseUrl" | "publicUrl">): SmsSender {
  return config.sms ? twilioSmsSender({ ...config.sms, baseUrl: config.smsBaseUrl, statusCallback: smsStatusCallbackUrl(config) }) : noSmsSender;
}
