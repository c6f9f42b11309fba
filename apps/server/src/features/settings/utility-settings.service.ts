import { ActivityAction, defaultUtilitySettings, utilitySettingsSchema, type UtilitySettings, type UtilitySettingsUpdate } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import type { AuthContext } from "../../platform/auth/sessions";
import { readSettings, writeSetting } from "./settings.repository";

/** The utility settings live beside the shop's name, time zone and currency under one key. */
const UTILITY_KEY = "utility";

/** Stored values over the defaults (a value that no longer passes the rules falls back). */
export async function readUtilitySettings(db: Executor): Promise<UtilitySettings> {
  const stored = (await readSettings(db, [UTILITY_KEY])).get(UTILITY_KEY);
  const parsed = utilitySettingsSchema.safeParse({ ...defaultUtilitySettings, ...stored });
  return parsed.success ? parsed.data : defaultUtilitySettings;
}

/** Changes the fields sent and keeps the other fields stored under the key (the name, time zone…). */
export async function updateUtilitySettings(deps: AppDeps, auth: AuthContext, input: UtilitySettingsUpdate, ip: string): Promise<UtilitySettings> {
  const next = await deps.db.transaction(async (tx) => {
    const stored = (await readSettings(tx, [UTILITY_KEY])).get(UTILITY_KEY) ?? {};
    const value = utilitySettingsSchema.parse({ ...(await readUtilitySettings(tx)), ...input });
    await writeSetting(tx, UTILITY_KEY, { ...stored, ...value });
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Set, entity: "settings", entityId: UTILITY_KEY, details: value, ip });
    return value;
  });
  deps.realtime.publish({ entity: "settings", id: UTILITY_KEY, action: "Set" });
  return next;
}
