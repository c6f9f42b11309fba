import { inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { settings } from "../../platform/db/schema";

export async function readSettings(db: Executor, keys: string[]): Promise<Map<string, Record<string, unknown>>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export function writeSetting(db: Executor, key: string, value: Record<string, unknown>) {
  return db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}
