import type { Config } from "../../config";
import { NOT_SENT_NO_PROVIDER, type Delivery } from "../outbox/delivery";
import { smtpMailer } from "./smtp-mailer";

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text: every e-mail has it. */
  text: string;
  /** The HTML part of an e-mail written from a template, sent beside the text. */
  html?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on bulk and automated e-mails (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** "settings": the provider in use is looked up on each send (features/settings/message-senders). */
  readonly kind: "none" | "smtp" | "settings";
  /** "settings": the provider in use is read when a message is sent (features/settings/message-senders). */
  /** Resolves with the outcome, or throws when the server could not take the message now. */
  send(message: MailMessage): Promise<Delivery>;
}

/** No SMTP_URL: every e-mail is logged as not sent, so a new shop works without a mail server. */
export const noMailer: Mailer = {
  kind: "none",
  send: () => Promise.resolve(NOT_SENT_NO_PROVIDER),
};

export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom">): Mailer {
  return config.smtpUrl ? smtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : noMailer;
}
