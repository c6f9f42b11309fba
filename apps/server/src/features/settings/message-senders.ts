import { messageProviderWords, type TestSendResult } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { noMailer, type Mailer, type MailMessage } from "../../platform/mail/mailer";
import { smtpMailer } from "../../platform/mail/smtp-mailer";
import { noSmsSender, smsStatusCallbackUrl, type SmsMessage, type SmsSender } from "../../platform/sms/sms-sender";
import { twilioSmsSender } from "../../platform/sms/twilio-sms-sender";
import { readMailProvider, readSmsProvider, type MailProvider, type SmsProvider } from "./message-providers.service";

type ProviderDeps = Pick<AppDeps, "db" | "config">;

/**
 * Builds a sender for the provider in use, again only when the provider changes: a change on
 * System Settings › Utility is picked up by the next message, without a restart.
 */
function followProvider<P, S>(read: () => Promise<P | null>, build: (provider: P) => S, none: S): () => Promise<S> {
  let last: { fingerprint: string; sender: S } | undefined;
  return async () => {
    const provider = await read();
    if (provider === null) return none;
    const fingerprint = JSON.stringify(provider);
    if (last?.fingerprint !== fingerprint) last = { fingerprint, sender: build(provider) };
    return last.sender;
  };
}

/** The outbox's mailer: SMTP_URL when the environment sets it, else the SMTP server stored in the settings. */
export function settingsMailer(deps: ProviderDeps, options: { timeoutMs?: number } = {}): Mailer {
  const current = followProvider<MailProvider, Mailer>(
    () => readMailProvider(deps),
    (provider) => smtpMailer({ ...provider, ...options }),
    noMailer,
  );
  return { kind: "settings", send: async (message: MailMessage) => (await current()).send(message) };
}

/** The outbox's SMS sender: SMS_* when the environment sets them, else the account stored in the settings. */
export function settingsSmsSender(deps: ProviderDeps, options: { timeoutMs?: number } = {}): SmsSender {
  const current = followProvider<SmsProvider, SmsSender>(
    () => readSmsProvider(deps),
    (provider) => twilioSmsSender({ ...provider, statusCallback: smsStatusCallbackUrl(deps.config), ...options }),
    noSmsSender,
  );
  return { kind: "settings", send: async (message: SmsMessage) => (await current()).send(message) };
}

/** How long a test waits for the provider: the person is watching the dialog. */
const TEST_TIMEOUT_MS = 15_000;

/** A provider's error as a sentence: its own words, without a stack or a trailing period doubled. */
function problemOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split("\n")[0]?.trim() || "the provider gave no reason";
  return /[.!?]$/.test(line) ? line : `${line}.`;
}

/** Sends one test e-mail now (not through the outbox) and says whether it went. */
export async function sendTestEmail(deps: ProviderDeps, to: string): Promise<TestSendResult> {
  try {
    const provider = await readMailProvider(deps);
    if (provider === null) return { sent: false, message: messageProviderWords.noEmailProvider };
    await smtpMailer({ ...provider, timeoutMs: TEST_TIMEOUT_MS }).send({ to, subject: messageProviderWords.testSubject, text: messageProviderWords.testBody });
    return { sent: true, message: messageProviderWords.emailSent(to) };
  } catch (error) {
    return { sent: false, message: messageProviderWords.emailFailed(problemOf(error)) };
  }
}

/** Sends one test text now (not through the outbox) and says whether it went. */
export async function sendTestSms(deps: ProviderDeps, to: string): Promise<TestSendResult> {
  try {
    const provider = await readSmsProvider(deps);
    if (provider === null) return { sent: false, message: messageProviderWords.noSmsProvider };
    await twilioSmsSender({ ...provider, timeoutMs: TEST_TIMEOUT_MS }).send({ to, body: messageProviderWords.testSmsBody });
    return { sent: true, message: messageProviderWords.smsSent(to) };
  } catch (error) {
    return { sent: false, message: messageProviderWords.smsFailed(problemOf(error)) };
  }
}
