import { and, count, eq, gt, isNotNull, sql } from "drizzle-orm";
import { ActivityAction, UserStatus } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { activityLogs, groups, users } from "../../platform/db/schema";

/** The activity-log entity of a refused approval: counted to slow down PIN guessing. */
export const APPROVAL_REFUSED_ENTITY = "refundApproval";

/** Active staff with a PIN, with their group's rights: the people whose PIN can approve. */
export function findPinHolders(db: Executor) {
  return db
    .select({
      id: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      pinHash: sql<string>`${users.pinHash}`,
      group: { permission: groups.permission, isDev: groups.isDev, isOwner: groups.isOwner },
    })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(and(eq(users.status, UserStatus.ACTIVE), isNotNull(users.pinHash)))
    .orderBy(users.createdAt);
}

/** Refused approvals one person asked for within the last `minutes` (the database's clock, as the log's). */
export async function countRecentRefusals(db: Executor, userId: string, minutes: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.userId, userId),
        eq(activityLogs.entity, APPROVAL_REFUSED_ENTITY),
        eq(activityLogs.action, ActivityAction.Refund),
        gt(activityLogs.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return row?.n ?? 0;
}
