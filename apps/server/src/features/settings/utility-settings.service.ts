import { defaultUtilitySettings, utilitySettingsSchema, type UtilitySettings, type UtilitySettingsUpdate } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import type { MessagePacing } from "../../platform/outbox/outbox-pacing";
import { readSettings } from "./settings.repository";
import { shopTimeZone } from "./settings.service";
import { writeSettings } from "./settings-write";

/** The utility settings live beside the shop's name, time zone and currency under one key. */
const UTILITY_KEY = "utility";

/** Stored values over the defaults (a value that no longer passes the rules falls back). */
export async function readUtilitySettings(db: Executor): Promise<UtilitySettings> {
  const stored = (await readSettings(db, [UTILITY_KEY])).get(UTILITY_KEY);
  const parsed = utilitySettingsSchema.safeParse({ ...defaultUtilitySettings, ...stored });
  return parsed.success ? parsed.data : defaultUtilitySettings;
}

/** Changes the fields sent and keeps the other fields stored under the key (the name, time zone…). */
export function updateUtilitySettings(deps: AppDeps, auth: AuthContext, input: UtilitySettingsUpdate, ip: string): Promise<UtilitySettings> {
  return writeSettings(deps, auth, ip, {
    section: UTILITY_KEY,
    keys: [UTILITY_KEY],
    change: async (tx, stored) => {
      const before = await readUtilitySettings(tx);
      const after = utilitySettingsSchema.parse({ ...before, ...input });
      return { before, after, stored: { [UTILITY_KEY]: { ...stored.get(UTILITY_KEY), ...after } } };
    },
  });
}

/** What the outbox worker reads on each run: the quiet hours and caps, in the shop's time zone. */
export async function readMessagePacing(db: Executor): Promise<MessagePacing> {
  const { quietHours, emailsPerHour, textsPerHour } = await readUtilitySettings(db);
  return { timeZone: await shopTimeZone(db), quietHours, caps: { emailsPerHour, textsPerHour } };
}
