import { and, desc, eq, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import type { SystemLogLevel } from "@washdesk/domain";
import type { Database } from "../../platform/db/database";
import { systemLogs } from "../../platform/db/schema";

export interface SystemLogFilter {
  level?: SystemLogLevel;
  from?: Date;
  to?: Date;
  requestId?: string;
  before?: number;
  pageSize: number;
}

/** Newest first, keyed by id; one row more than the page tells whether another page follows. */
export async function listSystemLogs(db: Database, filter: SystemLogFilter) {
  const where: SQL[] = [];
  if (filter.level) where.push(eq(systemLogs.level, filter.level));
  if (filter.from) where.push(gte(systemLogs.loggedAt, filter.from));
  if (filter.to) where.push(lte(systemLogs.loggedAt, filter.to));
  if (filter.requestId) where.push(eq(systemLogs.requestId, filter.requestId));
  if (filter.before) where.push(lt(systemLogs.id, filter.before));
  const rows = await db
    .select()
    .from(systemLogs)
    .where(and(...where))
    .orderBy(desc(systemLogs.id))
    .limit(filter.pageSize + 1);
  const items = rows.slice(0, filter.pageSize);
  return { items, nextBefore: rows.length > filter.pageSize ? items[items.length - 1]!.id : null };
}

/** Deletes entries older than `maxAgeDays` and all but the newest `maxEntries`; answers how many went. */
export async function pruneSystemLogs(db: Database, options: { now: Date; maxAgeDays: number; maxEntries: number }): Promise<number> {
  const oldest = new Date(options.now.getTime() - options.maxAgeDays * 86_400_000);
  const aged = await db.delete(systemLogs).where(lt(systemLogs.loggedAt, oldest)).returning({ id: systemLogs.id });
  const beyond = await db
    .delete(systemLogs)
    .where(sql`${systemLogs.id} <= (select id from system_logs order by id desc offset ${options.maxEntries} limit 1)`)
    .returning({ id: systemLogs.id });
  return aged.length + beyond.length;
}
