import path from "node:path";
import { z } from "zod";
import { isTimeZone } from "@washdesk/domain";
import { parseTrustProxy, type TrustProxy } from "./platform/client-address";
import { parseSettingsKey } from "./platform/settings-secrets/settings-key";

/** The documented default of the static client header; deployments set their own CLIENT_TOKEN. */
export const DEFAULT_CLIENT_TOKEN = "washdesk-client";

const booleanText = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  CLIENT_TOKEN: z.string().min(1).default(DEFAULT_CLIENT_TOKEN),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  SEED_DEMO: booleanText.optional(),
  DEMO_TIME_ZONE: z.string().refine(isTimeZone, "DEMO_TIME_ZONE must be an IANA time zone such as America/Chicago").default("America/New_York"),
  REDIS_URL: z.string().optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z.string().optional(),
  VEHICLE_DATA_URL: z.url().default("https://vpic.nhtsa.dot.gov/api/vehicles"),
  VEHICLE_DATA_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  SMTP_URL: z
    .string()
    .regex(/^(smtps?:\/\/.+)?$/, "SMTP_URL must look like smtp://user:pass@host:587")
    .optional(),
  MAIL_FROM: z.string().min(1).default("WashDesk <no-reply@washdesk.local>"),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  SMS_BASE_URL: z.url().default("https://api.twilio.com"),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(10),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  SETTINGS_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  FILE_URL_SECRET: z.string().min(16, "FILE_URL_SECRET must be at least 16 characters").optional(),
  EXPENSE_SCHEDULER_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  REVIEW_JOB_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().positive().default(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  clientToken: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** undefined: seed the demo shop only when the database is new and nothing says otherwise. */
  seedDemo: boolean | undefined;
  /** The demo shop's time zone (DEMO_TIME_ZONE), so it can be tried on one's own clock. */
  demoTimeZone: string;
  redisUrl: string | undefined;
  loginRateLimitPerMinute: number;
  /**
   * The proxies whose X-Forwarded-For gives the client's address (TRUST_PROXY); false: none, the
   * address is the connection's, so a client cannot choose the address its attempts count under.
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Base URL of the vehicle-data service of docs/product.md §7 (NHTSA vPIC); models for a make and year. */
  vehicleDataUrl: string;
  /** How long a model lookup waits for that service before answering from the offline catalog. */
  vehicleDataTimeoutMs: number;
  /** smtp://user:pass@host:587 (or smtps://…); undefined: e-mails are logged as not sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** MAIL_FROM was given: it wins over the sender stored on System Settings › Utility. */
  mailFromSet: boolean;
  /** A Twilio-compatible SMS account; undefined: text messages are logged as not sent. */
  sms: { accountSid: string; authToken: string; from: string } | undefined;
  smsBaseUrl: string;
  /** SMS_BASE_URL was given: it wins over the address stored on System Settings › Utility. */
  smsBaseUrlSet: boolean;
  /** How often the outbox worker looks for messages that are due. */
  outboxIntervalMs: number;
  /** Where the built web app lives; absent in tests. */
  webDist: string | undefined;
  /** Largest attachment accepted, per file, in bytes (MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  /** An S3-compatible bucket for attachments (S3_*); undefined: files on disk under DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** Signs attachment URLs (FILE_URL_SECRET); undefined: a secret generated once and kept in the database. */
  fileUrlSecret: string | undefined;
  /**
   * Seals secret settings at rest (SETTINGS_KEY, 32 bytes); undefined: main.ts keeps a generated
   * one in DATA_DIR/settings.key.
   */
  settingsKey: Buffer | undefined;
  /** Stripe keys from the environment (STRIPE_*): they win over the payment profile's and show as set by the server. */
  stripe: { publishableKey?: string; secretKey?: string; webhookSecret?: string };
  /** Where Stripe's API answers (STRIPE_API_BASE); undefined: Stripe itself. Tests and journeys point it at a local fake. */
  stripeApiBase: string | undefined;
  /**
   * The shop's address as customers reach it (PUBLIC_URL), for the links sent to them; undefined:
   * the address the staff member's browser used.
   */
  publicUrl: string | undefined;
  /** How often the expense scheduler looks for due occurrences. */
  expenseSchedulerIntervalMs: number;
  /** How often the review job texts the review requests that fell due (a minute; the browser journeys shorten it). */
  reviewJobIntervalMs: number;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  shutdownDrainMs: number;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** MinIO, R2, …; undefined: AWS itself. */
  endpoint: string | undefined;
  /** Both or neither; neither: the SDK's default credential chain (instance role, env, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = configSchema.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    clientToken: e.CLIENT_TOKEN,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    seedDemo: e.SEED_DEMO,
    demoTimeZone: e.DEMO_TIME_ZONE,
    redisUrl: e.REDIS_URL || undefined,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    vehicleDataUrl: e.VEHICLE_DATA_URL.replace(/\/+$/, ""),
    vehicleDataTimeoutMs: e.VEHICLE_DATA_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailFromSet: Boolean(env.MAIL_FROM),
    sms: smsAccount(e.SMS_ACCOUNT_SID, e.SMS_AUTH_TOKEN, e.SMS_FROM),
    smsBaseUrl: e.SMS_BASE_URL.replace(/\/+$/, ""),
    smsBaseUrlSet: Boolean(env.SMS_BASE_URL),
    outboxIntervalMs: e.OUTBOX_INTERVAL_MS,
    webDist: undefined,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1_048_576),
    s3: s3Settings(e),
    fileUrlSecret: e.FILE_URL_SECRET || undefined,
    settingsKey: e.SETTINGS_KEY ? parseSettingsKey(e.SETTINGS_KEY) : undefined,
    stripe: {
      publishableKey: e.STRIPE_PUBLISHABLE_KEY || undefined,
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    },
    stripeApiBase: e.STRIPE_API_BASE?.replace(/\/+$/, ""),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    expenseSchedulerIntervalMs: e.EXPENSE_SCHEDULER_INTERVAL_MS,
    reviewJobIntervalMs: e.REVIEW_JOB_INTERVAL_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    ...overrides,
  };
}

/** All three SMS settings or none: half a provider would fail every message at send time instead of at startup. */
function smsAccount(accountSid = "", authToken = "", from = ""): Config["sms"] {
  const given = [accountSid, authToken, from].filter((v) => v !== "").length;
  if (given === 0) return undefined;
  if (given < 3) throw new Error("SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM must be set together");
  return { accountSid, authToken, from };
}

/** The bucket settings when S3_BUCKET is given; keys come in pairs for the same reason as SMS settings. */
function s3Settings(e: z.output<typeof configSchema>): Config["s3"] {
  if (!e.S3_BUCKET) return undefined;
  const id = e.S3_ACCESS_KEY_ID ?? "";
  const secret = e.S3_SECRET_ACCESS_KEY ?? "";
  if ((id === "") !== (secret === "")) throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION || "us-east-1",
    endpoint: e.S3_ENDPOINT || undefined,
    credentials: id === "" ? undefined : { accessKeyId: id, secretAccessKey: secret },
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
}
