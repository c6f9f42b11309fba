import type { LightMyRequestResponse } from "fastify";
import { headers, type Envelope } from "@washdesk/domain";
import { buildApp } from "../src/app";
import { DEFAULT_CLIENT_TOKEN, loadConfig, type Config } from "../src/config";
import { ensureBaseData } from "../src/seed/base-data";
import { createStaffUser } from "../src/seed/create-user";
import { openTestDatabase } from "./test-database";
import type { RealtimeHint } from "@washdesk/domain";

export const PASSWORD = "correct-horse-battery";

/** The key test servers seal secret settings with (a real server has SETTINGS_KEY or DATA_DIR/settings.key). */
export const TEST_SETTINGS_KEY = Buffer.alloc(32, 7);

/** A clock the test moves by hand, so expiry and rotation are tested without waiting. */
export function manualClock(start = new Date("2026-06-01T12:00:00Z")) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    /** Puts the clock at this instant (a test's own start, or a day later). */
    set(at: Date | number) {
      now = typeof at === "number" ? at : at.getTime();
    },
  };
}

/**
 * Every realtime hint the app publishes from now on, in order, still published as before: a test
 * checks what open screens are told to refetch. Empty it with `hints.length = 0`.
 */
export function recordHints(app: TestApp): RealtimeHint[] {
  const hints: RealtimeHint[] = [];
  const publish = app.deps.realtime.publish.bind(app.deps.realtime);
  app.deps.realtime.publish = (hint) => {
    hints.push(hint);
    publish(hint);
  };
  return hints;
}

/**
 * No test reaches the internet: unless a test points it at its own stand-in, the vehicle-data
 * service is a closed local port, so model lists come from the offline catalog at once.
 */
export const UNREACHABLE_VEHICLE_DATA_URL = "http://127.0.0.1:9/api/vehicles";

export async function createTestApp(options: { config?: Partial<Config>; clock?: () => Date } = {}) {
  const handle = await openTestDatabase();
  await ensureBaseData(handle.db);
  const config = loadConfig({}, { dataDir: "/nonexistent", vehicleDataUrl: UNREACHABLE_VEHICLE_DATA_URL, settingsKey: TEST_SETTINGS_KEY, ...options.config });
  const built = await buildApp({ db: handle.db, dbKind: handle.kind, config, clock: options.clock });
  await built.app.ready();
  return {
    ...built,
    db: handle.db,
    async close() {
      await built.app.close();
      await handle.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function addUser(app: TestApp, groupName: string, email = `${groupName.toLowerCase()}@shop.test`) {
  await createStaffUser(app.db, { email, password: PASSWORD, firstName: groupName, lastName: "Tester", groupName });
  return email;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  clientToken?: string | null;
  ip?: string;
  /** Extra request headers (Idempotency-Key, …). */
  headers?: Record<string, string>;
}

/** An API call as the web client makes it: the client header, and the bearer token when given. */
export async function call(app: TestApp, method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, options: CallOptions = {}) {
  const requestHeaders: Record<string, string> = { ...options.headers };
  if (options.clientToken !== null) requestHeaders[headers.clientToken] = options.clientToken ?? DEFAULT_CLIENT_TOKEN;
  if (options.token) requestHeaders.authorization = `Bearer ${options.token}`;
  const response = await app.app.inject({
    method,
    url,
    headers: requestHeaders,
    payload: options.body as Record<string, unknown> | undefined,
    remoteAddress: options.ip ?? "10.0.0.1",
  });
  return { response, envelope: parseEnvelope(response) };
}

export function parseEnvelope<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

export async function signIn(app: TestApp, email: string, password = PASSWORD, ip?: string): Promise<string> {
  const { response, envelope } = await call(app, "POST", "/api/auth/login", { body: { email, password }, ip });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${envelope.message}`);
  return (envelope.body as { token: string }).token;
}
