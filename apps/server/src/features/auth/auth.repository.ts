import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { sessions, users } from "../../platform/db/schema";

export function findUserByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .then((rows) => rows[0]);
}

/** Count a failed sign-in; lock the account once the limit is reached. One statement, so parallel attempts all count. */
export function recordFailedLogin(db: Executor, userId: string, limit: number, lockUntil: Date) {
  return db
    .update(users)
    .set({
      failedLogins: sql`${users.failedLogins} + 1`,
      lockedUntil: sql`case when ${users.failedLogins} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ failedLogins: users.failedLogins, lockedUntil: users.lockedUntil })
    .then((rows) => rows[0]);
}

export function clearFailedLogins(db: Executor, userId: string) {
  return db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

export function insertSession(db: Executor, values: { userId: string; tokenHash: string; expiresAt: Date; now: Date; ip: string; userAgent: string | null }) {
  return db
    .insert(sessions)
    .values({
      userId: values.userId,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      rotatedAt: values.now,
      lastSeenAt: values.now,
      createdAt: values.now,
      ip: values.ip,
      userAgent: values.userAgent,
    })
    .returning({ id: sessions.id })
    .then((rows) => rows[0]!);
}
