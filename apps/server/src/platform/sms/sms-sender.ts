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

export function createSmsSender(config: Pick<Config, "sms" | "smsBaseUrl">): SmsSender {
  return config.sms ? twilioSmsSender({ ...config.sms, baseUrl: config.smsBaseUrl }) : noSmsSender;
}
