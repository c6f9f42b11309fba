import { and, eq, isNull, ne, or, gt, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database";
import { groups, sessions, users } from "../../platform/db/schema";

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

export function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date; now: Date; ip: string; userAgent: string | null },
) {
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

/** The live session a token belongs to, by its current hash or by its previous one still in its grace window. */
export function findSessionByTokenHash(db: Executor, tokenHash: string, now: Date) {
  return db
    .select({ session: sessions, user: users, group: groups })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(
      and(
        isNull(sessions.revokedAt),
        or(
          eq(sessions.tokenHash, tokenHash),
          and(eq(sessions.previousTokenHash, tokenHash), gt(sessions.previousValidUntil, now)),
        ),
      ),
    )
    .limit(1)
    .then((rows) => rows[0]);
}

/** Replace the token only if nobody else rotated it first; the old hash stays valid for the grace window. */
export function rotateSessionToken(
  db: Executor,
  sessionId: string,
  presentedHash: string,
  newHash: string,
  now: Date,
  graceUntil: Date,
) {
  return db
    .update(sessions)
    .set({
      tokenHash: newHash,
      previousTokenHash: presentedHash,
      previousValidUntil: graceUntil,
      rotatedAt: now,
      lastSeenAt: now,
    })
    .where(and(eq(sessions.id, sessionId), eq(sessions.tokenHash, presentedHash)))
    .returning({ id: sessions.id })
    .then((rows) => rows.length === 1);
}

export function touchSession(db: Executor, sessionId: string, now: Date) {
  return db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export function revokeSession(db: Executor, sessionId: string, now: Date) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** End every live session of a user, optionally keeping one; returns the ended ids (their sockets are dropped). */
export function revokeUserSessions(db: Executor, userId: string, now: Date, keepSessionId?: string) {
  return db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id })
    .then((rows) => rows.map((r) => r.id));
}
