import {
  ActivityAction,
  awardPointsSettingsSchema,
  defaultAwardPointsSettings,
  type AwardPointsSettings,
  type AwardPointsSettingsUpdate,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import type { AuthContext } from "../../platform/auth/sessions";
import { readSettings, writeSetting } from "./settings.repository";

export const AWARD_POINTS_KEY = "awardPoints";

/** Stored values over the defaults, field by field (a value that no longer passes the rules falls back). */
export function awardPointsFrom(stored: Record<string, unknown> | undefined): AwardPointsSettings {
  const parsed = awardPointsSettingsSchema.safeParse({ ...defaultAwardPointsSettings, ...stored });
  return parsed.success ? parsed.data : defaultAwardPointsSettings;
}

export async function readAwardPointsSettings(db: Executor): Promise<AwardPointsSettings> {
  const stored = await readSettings(db, [AWARD_POINTS_KEY]);
  return awardPointsFrom(stored.get(AWARD_POINTS_KEY));
}

/** Changes the fields sent; the whole value is stored so later defaults do not shift a shop's rates. */
export async function updateAwardPointsSettings(deps: AppDeps, auth: AuthContext, input: AwardPointsSettingsUpdate, ip: string): Promise<AwardPointsSettings> {
  const next = await deps.db.transaction(async (tx) => {
    const value = awardPointsSettingsSchema.parse({ ...(await readAwardPointsSettings(tx)), ...input });
    await writeSetting(tx, AWARD_POINTS_KEY, value);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Set, entity: "settings", entityId: AWARD_POINTS_KEY, details: value, ip });
    return value;
  });
  deps.realtime.publish({ entity: "settings", id: AWARD_POINTS_KEY, action: "Set" });
  return next;
}
