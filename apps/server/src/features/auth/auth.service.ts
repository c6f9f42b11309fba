import { ActivityAction, UserStatus } from "@washdesk/domain";
import type { LoginRequest } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { writeActivity } from "../../platform/activity-log";
import { AppError, badRequest, sessionExpired } from "../../platform/errors";
import { burnVerifyTime, verifySecret } from "../../platform/auth/passwords";
import { hashToken, newToken } from "../../platform/auth/tokens";
import * as repo from "./auth.repository";

export const LOGIN_FAILURE_MESSAGE = "Wrong e-mail or password.";
export const MAX_FAILED_LOGINS = 10;
export const LOCK_MINUTES = 30;
/** A rotated-out token keeps working this long, so requests already on the wire do not sign the user out. */
export const ROTATION_GRACE_MS = 60_000;
/** last_seen_at is refreshed at most this often: reads stay reads. */
const TOUCH_EVERY_MS = 15_000;

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof repo.findSessionByTokenHash>>>;

export interface AuthContext {
  sessionId: string;
  user: SessionRow["user"];
  group: SessionRow["group"];
  /** Set when this request rotated the token: the client must use it from now on. */
  rotatedToken?: string;
}

const lockedError = (until: Date) =>
  new AppError(
    429,
    400,
    `This account is locked for ${LOCK_MINUTES} minutes after ${MAX_FAILED_LOGINS} failed sign-ins. Try again after ${until.toISOString().slice(11, 16)} UTC, or ask a manager.`,
    { caption: "Account locked" },
  );

export async function login(deps: AppDeps, input: LoginRequest, meta: RequestMeta) {
  const now = deps.clock();
  const user = await repo.findUserByEmail(deps.db, input.email);
  if (!user) {
    await burnVerifyTime(input.password);
    throw badRequest(LOGIN_FAILURE_MESSAGE);
  }
  if (user.lockedUntil && user.lockedUntil > now) throw lockedError(user.lockedUntil);

  if (!(await verifySecret(user.passwordHash, input.password))) {
    const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
    const counted = await repo.recordFailedLogin(deps.db, user.id, MAX_FAILED_LOGINS, lockUntil);
    if (counted?.lockedUntil && counted.lockedUntil > now) throw lockedError(counted.lockedUntil);
    throw badRequest(LOGIN_FAILURE_MESSAGE);
  }
  if (user.status !== UserStatus.ACTIVE) {
    throw new AppError(403, 403, "This account is not active. Ask a manager to enable it.", { caption: "Access denied" });
  }

  const token = newToken();
  const session = await deps.db.transaction(async (tx) => {
    await repo.clearFailedLogins(tx, user.id);
    const created = await repo.insertSession(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + deps.config.sessionMaxMs),
      now,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    await writeActivity(tx, { userId: user.id, action: ActivityAction.Login, entity: "auth", entityId: created.id, ip: meta.ip });
    return created;
  });
  return { token, sessionId: session.id, userId: user.id };
}

export async function logout(deps: AppDeps, auth: AuthContext, meta: RequestMeta) {
  await deps.db.transaction(async (tx) => {
    await repo.revokeSession(tx, auth.sessionId, deps.clock());
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Logout, entity: "auth", entityId: auth.sessionId, ip: meta.ip });
  });
  deps.realtime.dropSessions([auth.sessionId]);
}

/**
 * Resolve a bearer token to its session. Expired (idle or absolute), revoked, unknown tokens and
 * inactive users all get SESSION_EXPIRED. Rotates the token once it is older than the rotation age.
 */
export async function authenticate(deps: AppDeps, token: string | undefined, options: { rotate: boolean } = { rotate: true }): Promise<AuthContext> {
  if (!token) throw sessionExpired("Please sign in.");
  const now = deps.clock();
  const presented = hashToken(token);
  const row = await repo.findSessionByTokenHash(deps.db, presented, now);
  if (!row) throw sessionExpired();
  const { session, user, group } = row;
  const idleExpired = session.lastSeenAt.getTime() + deps.config.sessionIdleMs <= now.getTime();
  if (session.expiresAt <= now || idleExpired || user.status !== UserStatus.ACTIVE) {
    await repo.revokeSession(deps.db, session.id, now);
    throw sessionExpired();
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
