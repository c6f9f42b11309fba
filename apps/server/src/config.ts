import path from "node:path";
import { z } from "zod";

/** The documented default of the static client header; deployments set their own CLIENT_TOKEN. */
export const DEFAULT_CLIENT_TOKEN = "washdesk-client";

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  CLIENT_TOKEN: z.string().min(1).default(DEFAULT_CLIENT_TOKEN),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  SEED_DEMO: booleanText.optional(),
  REDIS_URL: z.string().optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  VEHICLE_DATA_URL: z.url().default("https://vpic.nhtsa.dot.gov/api/vehicles"),
  VEHICLE_DATA_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
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
  redisUrl: string | undefined;
  loginRateLimitPerMinute: number;
  logLevel: string;
  /** Base URL of the vehicle-data service of SPEC §7 (NHTSA vPIC); models for a make and year. */
  vehicleDataUrl: string;
  /** How long a model lookup waits for that service before answering from the offline catalog. */
  vehicleDataTimeoutMs: number;
  /** Where the built web app lives; absent in tests. */
  webDist: string | undefined;
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
    redisUrl: e.REDIS_URL || undefined,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    vehicleDataUrl: e.VEHICLE_DATA_URL.replace(/\/+$/, ""),
    vehicleDataTimeoutMs: e.VEHICLE_DATA_TIMEOUT_MS,
    webDist: undefined,
    ...overrides,
  };
}
