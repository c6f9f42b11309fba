import { sql } from "drizzle-orm";
import { ActivityAction, campaignSettingsSchema, defaultCampaignSettings, type CampaignSettings } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { settings } from "../../platform/db/schema";
import { writeActivity } from "../../platform/activity-log";
import { readSettings } from "../settings";

/** The settings key of the daily cap and the pace (Marketing › Sending limits). */
export const CAMPAIGN_SETTINGS_KEY = "campaigns";

/** The stored limits, or the defaults for what was never saved (or no longer reads as valid). */
export async function readCampaignSettings(executor: Executor): Promise<CampaignSettings> {
  const stored = (await readSettings(executor, [CAMPAIGN_SETTINGS_KEY])).get(CAMPAIGN_SETTINGS_KEY);
  const parsed = campaignSettingsSchema.safeParse({ ...defaultCampaignSettings, ...stored });
  return parsed.success ? parsed.data : defaultCampaignSettings;
}

/** PUT /api/campaigns/settings: stored with the activity log's Set entry (before and after) in one transaction. */
export async function saveCampaignSettings(deps: AppDeps, auth: AuthContext, ip: string, next: CampaignSettings): Promise<CampaignSettings> {
  await deps.db.transaction(async (tx) => {
    const before = await readCampaignSettings(tx);
    await tx
      .insert(settings)
      .values({ key: CAMPAIGN_SETTINGS_KEY, value: { ...next } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { ...next }, updatedAt: sql`now()` } });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Set,
      entity: "settings",
      entityId: CAMPAIGN_SETTINGS_KEY,
      details: { before, after: next },
      ip,
    });
  });
  deps.realtime.publish({ entity: "settings", id: CAMPAIGN_SETTINGS_KEY, action: "Set" });
  return next;
}
