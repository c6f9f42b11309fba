import { ActivityAction, UserStatus } from "@washdesk/domain";
import type { LoginRequest } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { writeActivity } from "../../platform/activity-log";
import { AppError, badRequest } from "../../platform/errors";
import { burnVerifyTime, verifySecret } from "../../platform/auth/passwords";
import { hashToken, newToken } from "../../platform/auth/tokens";
import { revokeSession } from "../../platform/auth/sessions.repository";
import type { AuthContext } from "../../platform/auth/sessions";
import * as repo from "./auth.repository";

export const LOGIN_FAILURE_MESSAGE = "Wrong e-mail or password.";
export const MAX_FAILED_LOGINS = 10;
export const LOCK_MINUTES = 30;

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
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
    await revokeSession(tx, auth.sessionId, deps.clock());
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Logout, entity: "auth", entityId: auth.sessionId, ip: meta.ip });
  });
  deps.realtime.dropSessions([auth.sessionId]);
}
