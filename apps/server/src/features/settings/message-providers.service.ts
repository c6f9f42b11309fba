import { type MessageProvidersAnswer, type MessageProvidersUpdate } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import type { Config } from "../../config";
import { isSealedSecret, type SealedSecret } from "../../platform/settings-secrets/secret-box";
import { applySecretChange, maskSecret, secretState, secretValue } from "../../platform/settings-secrets/secret-settings";
import { refuseServerSet } from "../../platform/settings-secrets/settings-changes";
import { readSettings } from "./settings.repository";
import { writeSettings } from "./settings-write";

export const MESSAGE_PROVIDERS_KEY = "messageProviders";

type ProviderConfig = Pick<Config, "smtpUrl" | "mailFrom" | "mailFromSet" | "sms" | "smsBaseUrl" | "smsBaseUrlSet" | "settingsKey">;

/** What the settings table keeps: the password and auth token sealed, never their text. */
interface StoredMessageProviders extends Record<string, unknown> {
  smtp: { host: string; port: number | null; secure: boolean; user: string; password: SealedSecret | null; from: string };
  sms: { accountSid: string; authToken: SealedSecret | null; from: string; baseUrl: string };
}

const SECRET_PATHS = ["smtp.password", "sms.authToken"] as const;
const SMTP_URL_FIELDS = ["smtp.host", "smtp.port", "smtp.secure", "smtp.user", "smtp.password"];
const SMS_ACCOUNT_FIELDS = ["sms.accountSid", "sms.authToken", "sms.from"];

const labels: Record<string, string> = {
  "smtp.host": "The SMTP host",
  "smtp.port": "The SMTP port",
  "smtp.secure": "The SMTP TLS setting",
  "smtp.user": "The SMTP user",
  "smtp.password": "The SMTP password",
  "smtp.from": "The e-mail from address",
  "sms.accountSid": "The SMS account SID",
  "sms.authToken": "The SMS auth token",
  "sms.from": "The SMS from number",
  "sms.baseUrl": "The SMS API base URL",
};

function storedFrom(stored: Record<string, unknown> | undefined): StoredMessageProviders {
  const smtp = (stored?.smtp ?? {}) as Record<string, unknown>;
  const sms = (stored?.sms ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const sealed = (value: unknown) => (isSealedSecret(value) ? value : null);
  return {
    smtp: {
      host: text(smtp.host),
      port: typeof smtp.port === "number" ? smtp.port : null,
      secure: smtp.secure === true,
      user: text(smtp.user),
      password: sealed(smtp.password),
      from: text(smtp.from),
    },
    sms: { accountSid: text(sms.accountSid), authToken: sealed(sms.authToken), from: text(sms.from), baseUrl: text(sms.baseUrl) },
  };
}

/** The fields SMTP_URL, MAIL_FROM and SMS_* set: shown read-only and refused on a change. */
function setByServer(config: ProviderConfig): string[] {
  return [
    ...(config.smtpUrl ? SMTP_URL_FIELDS : []),
    ...(config.mailFromSet ? ["smtp.from"] : []),
    ...(config.sms ? SMS_ACCOUNT_FIELDS : []),
    ...(config.smsBaseUrlSet ? ["sms.baseUrl"] : []),
  ];
}

/** SMTP_URL's parts as the screen shows them; never its password. */
function smtpUrlParts(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : null,
    secure: parsed.protocol === "smtps:",
    user: decodeURIComponent(parsed.username),
    password: { isSet: parsed.password !== "" },
  };
}

function answerOf(stored: StoredMessageProviders, config: ProviderConfig): MessageProvidersAnswer {
  const smtp = config.smtpUrl
    ? smtpUrlParts(config.smtpUrl)
    : {
        host: stored.smtp.host,
        port: stored.smtp.port,
        secure: stored.smtp.secure,
        user: stored.smtp.user,
        password: secretState(stored.smtp.password, undefined),
      };
  return {
    smtp: { ...smtp, from: config.mailFromSet ? config.mailFrom : stored.smtp.from },
    sms: {
      accountSid: config.sms?.accountSid ?? stored.sms.accountSid,
      authToken: secretState(stored.sms.authToken, config.sms?.authToken),
      from: config.sms?.from ?? stored.sms.from,
      baseUrl: config.smsBaseUrlSet ? config.smsBaseUrl : stored.sms.baseUrl,
    },
    setByServer: setByServer(config),
  };
}

async function readStored(db: Executor): Promise<StoredMessageProviders> {
  return storedFrom((await readSettings(db, [MESSAGE_PROVIDERS_KEY])).get(MESSAGE_PROVIDERS_KEY));
}

export async function readMessageProviders(deps: Pick<AppDeps, "db" | "config">): Promise<MessageProvidersAnswer> {
  return answerOf(await readStored(deps.db), deps.config);
}

/** The SMTP server in use: SMTP_URL first, else the stored host; null when neither is set. */
export interface MailProvider {
  url: string;
  from: string;
}

/** The SMS account in use: SMS_* first, else the stored account; null when it is incomplete. */
export interface SmsProvider {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}

export async function readMailProvider(deps: Pick<AppDeps, "db" | "config">): Promise<MailProvider | null> {
  const { config } = deps;
  if (config.smtpUrl) return { url: config.smtpUrl, from: config.mailFrom };
  const { smtp } = await readStored(deps.db);
  if (!smtp.host) return null;
  const password = secretValue(config.settingsKey, "smtp.password", smtp.password, undefined);
  const credentials = smtp.user ? `${encodeURIComponent(smtp.user)}${password ? `:${encodeURIComponent(password)}` : ""}@` : "";
  const port = smtp.port ?? (smtp.secure ? 465 : 587);
  const host = smtp.host.includes(":") && !smtp.host.startsWith("[") ? `[${smtp.host}]` : smtp.host;
  return {
    url: `${smtp.secure ? "smtps" : "smtp"}://${credentials}${host}:${port}`,
    from: config.mailFromSet ? config.mailFrom : smtp.from || config.mailFrom,
  };
}

export async function readSmsProvider(deps: Pick<AppDeps, "db" | "config">): Promise<SmsProvider | null> {
  const { config } = deps;
  if (config.sms) return { ...config.sms, baseUrl: config.smsBaseUrl };
  const { sms } = await readStored(deps.db);
  const authToken = secretValue(config.settingsKey, "sms.authToken", sms.authToken, undefined);
  if (!sms.accountSid || !authToken || !sms.from) return null;
  const baseUrl = config.smsBaseUrlSet || !sms.baseUrl ? config.smsBaseUrl : sms.baseUrl.replace(/\/+$/, "");
  return { accountSid: sms.accountSid, authToken, from: sms.from, baseUrl };
}

/**
 * Changes the fields sent: a secret sent is sealed anew, null clears it, left out it is kept; a
 * field the environment sets is refused. The activity log has the value before and after, secrets masked.
 */
export async function updateMessageProviders(deps: AppDeps, auth: AuthContext, input: MessageProvidersUpdate, ip: string): Promise<MessageProvidersAnswer> {
  refuseServerSet(input, setByServer(deps.config), (path) => labels[path] ?? path);
  const key = deps.config.settingsKey;
  const smtp = input.smtp ?? {};
  const sms = input.sms ?? {};
  const next = await writeSettings(deps, auth, ip, {
    section: MESSAGE_PROVIDERS_KEY,
    keys: [MESSAGE_PROVIDERS_KEY],
    change: async (_tx, stored) => {
      const before = storedFrom(stored.get(MESSAGE_PROVIDERS_KEY));
      const after: StoredMessageProviders = {
        smtp: {
          host: smtp.host ?? before.smtp.host,
          port: smtp.port !== undefined ? smtp.port : before.smtp.port,
          secure: smtp.secure ?? before.smtp.secure,
          user: smtp.user ?? before.smtp.user,
          password: applySecretChange(key, "smtp.password", before.smtp.password, smtp.password),
          from: smtp.from ?? before.smtp.from,
        },
        sms: {
          accountSid: sms.accountSid ?? before.sms.accountSid,
          authToken: applySecretChange(key, "sms.authToken", before.sms.authToken, sms.authToken),
          from: sms.from ?? before.sms.from,
          baseUrl: sms.baseUrl ?? before.sms.baseUrl,
        },
      };
      return { before, after, stored: { [MESSAGE_PROVIDERS_KEY]: after }, secretPaths: SECRET_PATHS, mask: maskSecret };
    },
  });
  return answerOf(next, deps.config);
}
