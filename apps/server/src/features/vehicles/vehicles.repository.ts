import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { vehicleModelCache, vehicles } from "../../platform/db/schema";
import { prefixPattern } from "../../platform/db/like-pattern";

/** Makes already saved on vehicles that start with `prefix` (any case), one spelling each. */
export async function findSavedMakes(db: Executor, prefix: string, limit: number): Promise<string[]> {
  const lowerMake = sql`lower(${vehicles.make})`;
  const rows = await db
    .select({ make: sql<string>`min(${vehicles.make})` })
    .from(vehicles)
    .where(and(isNull(vehicles.deletedAt), sql`${lowerMake} like ${prefixPattern(prefix.toLowerCase())}`))
    .groupBy(lowerMake)
    .orderBy(lowerMake)
    .limit(limit);
  return rows.map((r) => r.make);
}

export async function findCachedModels(db: Executor, make: string, year: string) {
  const [row] = await db
    .select({ models: vehicleModelCache.models, fetchedAt: vehicleModelCache.fetchedAt })
    .from(vehicleModelCache)
    .where(and(eq(vehicleModelCache.make, make), eq(vehicleModelCache.year, year)));
  return row ?? null;
}

export async function saveCachedModels(db: Executor, make: string, year: string, models: string[], fetchedAt: Date): Promise<void> {
  await db
    .insert(vehicleModelCache)
    .values({ make, year, models, fetchedAt })
    .onConflictDoUpdate({ target: [vehicleModelCache.make, vehicleModelCache.year], set: { models, fetchedAt } });
}
