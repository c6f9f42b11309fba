import { awardPointsSettingsSchema, defaultAwardPointsSettings, type AwardPointsSettings, type AwardPointsSettingsUpdate } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { readSettings } from "./settings.repository";
import { writeSettings } from "./settings-write";

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
export function updateAwardPointsSettings(deps: AppDeps, auth: AuthContext, input: AwardPointsSettingsUpdate, ip: string): Promise<AwardPointsSettings> {
  return writeSettings(deps, auth, ip, {
    section: AWARD_POINTS_KEY,
    keys: [AWARD_POINTS_KEY],
    change: async (_tx, stored) => {
      const before = awardPointsFrom(stored.get(AWARD_POINTS_KEY));
      const after = awardPointsSettingsSchema.parse({ ...before, ...input });
      return { before, after, stored: { [AWARD_POINTS_KEY]: after } };
    },
  });
}
