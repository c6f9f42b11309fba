import { ActivityAction, authRefusals, UserStatus } from "@washdesk/domain";
import type { LoginRequest } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { writeActivity } from "../../platform/activity-log";
import { AppError, refusalError } from "../../platform/errors";
import { burnVerifyTime, verifySecret } from "../../platform/auth/passwords";
import { hashToken, newToken } from "../../platform/auth/tokens";
import { revokeSession } from "../../platform/auth/sessions.repository";
import type { AuthContext } from "../../platform/auth/sessions";
import * as repo from "./auth.repository";

export const MAX_FAILED_LOGINS = 10;
export const LOCK_MINUTES = 30;

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** A 429 with its own caption: the account, not the address, is what waits. */
const lockedError = (until: Date) => {
  const { message, code } = authRefusals.accountLocked(LOCK_MINUTES, MAX_FAILED_LOGINS, until.toISOString().slice(11, 16));
  return new AppError(429, 400, message, { caption: "Account locked", code });
};

export async function login(deps: AppDeps, input: LoginRequest, meta: RequestMeta) {
  const now = deps.clock();
  const user = await repo.findUserByEmail(deps.db, input.email);
  if (!user) {
    await burnVerifyTime(input.password);
    throw refusalError(authRefusals.signInFailed);
  }
  if (user.lockedUntil && user.lockedUntil > now) throw lockedError(user.lockedUntil);

  if (!(await verifySecret(user.passwordHash, input.password))) {
    const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
    const counted = await repo.recordFailedLogin(deps.db, user.id, MAX_FAILED_LOGINS, lockUntil);
    if (counted?.lockedUntil && counted.lockedUntil > now) throw lockedError(counted.lockedUntil);
    throw refusalError(authRefusals.signInFailed);
  }
  if (user.status !== UserStatus.ACTIVE) {
    throw refusalError(authRefusals.accountInactive);
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
