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

/** What a reader without the right sees in place of a hidden value. */
export const HIDDEN_VALUE = "hidden";

/**
 * An entry's details as a reader may see them: pay ("pay" inside "before" and "after", as the
 * employee records write it) is hidden from readers without payroll.details (docs/product.md §6).
 */
export function detailsFor(details: Record<string, unknown> | null, mayReadPay: boolean): Record<string, unknown> | null {
  if (details === null || mayReadPay) return details;
  const masked: Record<string, unknown> = { ...details };
  for (const side of ["before", "after"] as const) {
    const value = masked[side];
    if (typeof value === "object" && value !== null && "pay" in value) masked[side] = { ...value, pay: HIDDEN_VALUE };
  }
  return masked;
}
