import { defaultReviewSettings, reviewSettingsSchema, type ReviewSettings, type ReviewSettingsInput } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { readSettings, writeSettings } from "../settings";

export const REVIEW_SETTINGS_KEY = "reviews";

/** The stored settings over the defaults; what no longer passes the rules falls back to them. */
export function reviewSettingsFrom(stored: Record<string, unknown> | undefined): ReviewSettings {
  const parsed = reviewSettingsSchema.safeParse({ ...defaultReviewSettings, ...stored });
  return parsed.success ? parsed.data : defaultReviewSettings;
}

export async function readReviewSettings(db: Executor): Promise<ReviewSettings> {
  return reviewSettingsFrom((await readSettings(db, [REVIEW_SETTINGS_KEY])).get(REVIEW_SETTINGS_KEY));
}

/** PUT /api/settings/reviews: a new delay applies to sales completed from now on; requests already scheduled keep their time. */
export function updateReviewSettings(deps: AppDeps, auth: AuthContext, input: ReviewSettingsInput, ip: string): Promise<ReviewSettings> {
  const after = reviewSettingsSchema.parse(input);
  return writeSettings(deps, auth, ip, {
    section: REVIEW_SETTINGS_KEY,
    keys: [REVIEW_SETTINGS_KEY],
    change: async (_tx, stored) => ({
      before: reviewSettingsFrom(stored.get(REVIEW_SETTINGS_KEY)),
      after,
      stored: { [REVIEW_SETTINGS_KEY]: { ...after } },
    }),
  });
}
