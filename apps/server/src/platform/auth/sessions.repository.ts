import { and, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../db/database";
import { rowFromJson, runFixed, type FixedQuery } from "../db/fixed-query";
import { groups, sessions, users } from "../db/schema";

// Every guarded request runs this: fixed text, prepared once per connection, so the query builder
// does not rebuild a three-table join each time. The two arms use the two token indexes.
const sessionByToken: FixedQuery = {
  name: "session_by_token_v1",
  text: `select row_to_json(s) as session, row_to_json(u) as "user", row_to_json(g) as "group"
    from sessions s
    join users u on u.id = s.user_id
    join groups g on g.id = u.group_id
    where s.revoked_at is null
      and (s.token_hash = $1::text or (s.previous_token_hash = $1::text and s.previous_valid_until > $2::timestamptz))
    limit 1`,
};
const sessionFromJson = rowFromJson(sessions);
const userFromJson = rowFromJson(users);
const groupFromJson = rowFromJson(groups);

type JsonRow = Record<string, unknown>;

/** The live session a token belongs to, by its current hash or by its previous one still in its grace window. */
export async function findSessionByTokenHash(db: Executor, tokenHash: string, now: Date) {
  const [row] = await runFixed<{ session: JsonRow; user: JsonRow; group: JsonRow }>(db, sessionByToken, [tokenHash, now.toISOString()]);
  if (!row) return undefined;
  return { session: sessionFromJson(row.session), user: userFromJson(row.user), group: groupFromJson(row.group) };
}

/** Replace the token only if nobody else rotated it first; the old hash stays valid for the grace window. */
export function rotateSessionToken(db: Executor, sessionId: string, presentedHash: string, newHash: string, now: Date, graceUntil: Date) {
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
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id })
    .then((rows) => rows.map((r) => r.id));
}
