import type { ActivityAction } from "@washdesk/domain";
import { activityLogs } from "./db/schema";
import type { Executor } from "./db/database";

export interface ActivityEntry {
  userId: string | null;
  action: ActivityAction;
  /** The feature the action is about: "auth", "customer", "sale", … */
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Pass the transaction of the change so the log and the change land together or not at all. */
export async function writeActivity(executor: Executor, entry: ActivityEntry): Promise<void> {
  await executor.insert(activityLogs).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}
