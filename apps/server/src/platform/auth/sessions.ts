import { sessionRefusals, UserStatus } from "@washdesk/domain";
import type { AppDeps } from "../deps";
import { refusalError } from "../errors";
import { hashToken, newToken } from "./tokens";
import * as repo from "./sessions.repository";

// Who a request is: the bearer token resolved to its live session, user and group. The guard runs
// this for every guarded route; features read the answer through authOf or requestContextOf.

/** A rotated-out token keeps working this long, so requests already on the wire do not sign the user out. */
export const ROTATION_GRACE_MS = 60_000;
/** last_seen_at is refreshed at most this often: reads stay reads. */
const TOUCH_EVERY_MS = 15_000;

type SessionRow = NonNullable<Awaited<ReturnType<typeof repo.findSessionByTokenHash>>>;

export interface AuthContext {
  sessionId: string;
  user: SessionRow["user"];
  group: SessionRow["group"];
  /** Set when this request rotated the token: the client must use it from now on. */
  rotatedToken?: string;
}

/**
 * Resolve a bearer token to its session. Expired (idle or absolute), revoked, unknown tokens and
 * inactive users all get SESSION_EXPIRED. Rotates the token once it is older than the rotation age.
 */
export async function authenticate(deps: AppDeps, token: string | undefined, options: { rotate: boolean } = { rotate: true }): Promise<AuthContext> {
  if (!token) throw refusalError(sessionRefusals.expired(false));
  const now = deps.clock();
  const presented = hashToken(token);
  const row = await repo.findSessionByTokenHash(deps.db, presented, now);
  if (!row) throw refusalError(sessionRefusals.expired(true));
  const { session, user, group } = row;
  const idleExpired = session.lastSeenAt.getTime() + deps.config.sessionIdleMs <= now.getTime();
  if (session.expiresAt <= now || idleExpired || user.status !== UserStatus.ACTIVE) {
    await repo.revokeSession(deps.db, session.id, now);
    throw refusalError(sessionRefusals.expired(true));
  }
  const auth: AuthContext = { sessionId: session.id, user, group };
  const isCurrent = session.tokenHash === presented;
  if (options.rotate && isCurrent && now.getTime() - session.rotatedAt.getTime() >= rotationAgeMs(deps)) {
    const fresh = newToken();
    const graceUntil = new Date(now.getTime() + ROTATION_GRACE_MS);
    if (await repo.rotateSessionToken(deps.db, session.id, presented, hashToken(fresh), now, graceUntil)) {
      auth.rotatedToken = fresh;
    }
  } else if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await repo.touchSession(deps.db, session.id, now);
  }
  return auth;
}

/** Rotate well before the idle timeout can bite: a third of it, at most every 10 minutes. */
export function rotationAgeMs(deps: Pick<AppDeps, "config">): number {
  return Math.min(deps.config.sessionIdleMs / 3, 10 * 60_000);
}
