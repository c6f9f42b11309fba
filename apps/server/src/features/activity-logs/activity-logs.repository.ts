import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { activityLogs, users } from "../../platform/db/schema";

export interface ActivityFilter {
  userId?: string;
  action?: number;
  entity?: string;
  start?: Date;
  end?: Date;
}

function conditions(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.userId ? eq(activityLogs.userId, filter.userId) : undefined,
    filter.action !== undefined ? eq(activityLogs.action, filter.action) : undefined,
    filter.entity ? eq(activityLogs.entity, filter.entity) : undefined,
    filter.start ? gte(activityLogs.createdAt, filter.start) : undefined,
    filter.end ? lt(activityLogs.createdAt, filter.end) : undefined,
  );
}

/**
 * Entries newest first. A user, an action or an entity has an index of its own in date order
 * (activity_logs_user_idx, _action_idx, _entity_idx), so a filtered page is read from its index;
 * activity_logs_created_at_idx serves the days and the unfiltered order.
 */
export async function listActivities(db: Executor, filter: ActivityFilter, page: number, pageSize: number) {
  const where = conditions(filter);
  const [items, totals] = await Promise.all([
    db
      .select({
        id: activityLogs.id,
        action: activityLogs.action,
        entity: activityLogs.entity,
        entityId: activityLogs.entityId,
        ip: activityLogs.ip,
        details: activityLogs.details,
        createdAt: activityLogs.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(activityLogs)
      .leftJoin(users, eq(users.id, activityLogs.userId))
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(activityLogs).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

/** Everyone with a sign-in, deleted or not: the log keeps what former staff did. */
export async function listUsers(db: Executor) {
  return db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).orderBy(asc(users.firstName), asc(users.lastName));
}
