import { ActivityAction } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import type { AuthContext } from "../../platform/auth/sessions";
import { settingsChangeDetails } from "../../platform/settings-secrets/settings-changes";
import { readSettings, writeSetting } from "./settings.repository";

/** What a section's change stores, and what the activity log shows of it. */
export interface SettingsChange<T extends object> {
  /** The section's value before the change, as the log shows it. */
  before: object;
  /** The section's value after it, as the log shows it unless `logged` says otherwise; also what the write answers. */
  after: T;
  /** What the log shows as the value after, when the answer holds more than the change (one template of many). */
  logged?: object;
  /** The rows to store: setting key → the whole value under it. */
  stored: Record<string, object>;
  /** Dotted paths of the values the log shows only as set or not set. */
  secretPaths?: readonly string[];
  mask?: (stored: unknown) => string;
}

export interface SettingsWrite<T extends object> {
  /** The realtime hint's id and the log's entity id: the section ("general", "utility"…). */
  section: string;
  /** Reads what is stored (in the write's transaction) and says what the change stores. */
  change: (tx: Transaction, stored: Map<string, Record<string, unknown>>) => Promise<SettingsChange<T>>;
  /** The setting keys the change reads and writes. */
  keys: readonly string[];
}

/**
 * Every settings section saves the same way: the change is stored and the activity log (Set, the
 * section's value before and after with secrets masked, and the fields that changed) is written in
 * one transaction; then every open screen is told by a realtime hint, never sent the values.
 */
export async function writeSettings<T extends object>(deps: AppDeps, auth: AuthContext, ip: string, write: SettingsWrite<T>): Promise<T> {
  const after = await deps.db.transaction(async (tx) => {
    const change = await write.change(tx, await readSettings(tx, [...write.keys]));
    for (const [key, value] of Object.entries(change.stored)) await writeSetting(tx, key, value as Record<string, unknown>);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Set,
      entity: "settings",
      entityId: write.section,
      details: settingsChangeDetails(asRecord(change.before), asRecord(change.logged ?? change.after), change.secretPaths ?? [], change.mask ?? String),
      ip,
    });
    return change.after;
  });
  deps.realtime.publish({ entity: "settings", id: write.section, action: "Set" });
  return after;
}

// A section's value is a plain JSON object; its TypeScript interface just does not say so.
const asRecord = (value: object) => value as Record<string, unknown>;
