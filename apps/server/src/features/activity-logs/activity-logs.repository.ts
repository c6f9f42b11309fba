import { count, desc, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { activityLogs, users } from "../../platform/db/schema";

export async function listActivities(db: Executor, page: number, pageSize: number) {
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
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(activityLogs),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}
