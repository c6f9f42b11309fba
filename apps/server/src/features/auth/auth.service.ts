import { ActivityAction, authRefusals, canSignIn } from "@washdesk/domain";
import type { LoginRequest } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { burnVerifyTime, verifySecret } from "../../platform/auth/passwords";
import { hashToken, newToken } from "../../platform/auth/tokens";
import { revokeSession } from "../../platform/auth/sessions.repository";
import { clearWrongPasswords, lockedUntil, passwordAttempt, recordWrongPassword } from "../../platform/auth/password-attempts";
import type { AuthContext } from "../../platform/auth/sessions";
import type { Executor } from "../../platform/db/database";
import * as repo from "./auth.repository";

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/**
 * Every refused sign-in gets the same answer (docs/product.md §2): an unknown e-mail, a wrong
 * password, a locked address, an inactive account. Each costs one password check, so the time
 * taken does not tell them apart either.
 */
export async function login(deps: AppDeps, input: LoginRequest, meta: RequestMeta) {
  const now = deps.clock();
  const user = await repo.findUserByEmail(deps.db, input.email);
  // A crew member without sign-in, or someone invited who has not chosen a password, has no
  // password to match: refused like an unknown e-mail, at the same cost.
  if (!user?.passwordHash) {
    await burnVerifyTime(input.password);
    throw refusalError(authRefusals.signInFailed);
  }
  const attempt = passwordAttempt(user.id, meta.ip);
  const locked = await lockedUntil(deps.db, attempt, now);
  const passwordIsRight = await verifySecret(user.passwordHash, input.password);
  // While locked, tries are neither checked nor counted: the lock ends when it was set to.
  if (locked) throw refusalError(authRefusals.signInFailed);
  if (!passwordIsRight) {
    await recordWrongPassword(deps.db, attempt, now);
    throw refusalError(authRefusals.signInFailed);
  }
  if (!canSignIn(user.status)) throw refusalError(authRefusals.signInFailed);

  const { token, sessionId } = await deps.db.transaction(async (tx) => {
    await clearWrongPasswords(tx, attempt);
    return startSession(tx, deps, user.id, meta);
  });
  return { token, sessionId, userId: user.id };
}

export async function logout(deps: AppDeps, auth: AuthContext, meta: RequestMeta) {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionId, deps.clock());
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Logout, entity: "auth", entityId: auth.sessionId, ip: meta.ip });
  });
  deps.realtime.dropSessions([auth.sessionId]);
}

/** A new session for a person who proved who they are (sign-in, an accepted invitation), logged in the caller's transaction. */
export async function startSession(tx: Executor, deps: Pick<AppDeps, "clock" | "config">, userId: string, meta: RequestMeta) {
  const now = deps.clock();
  const token = newToken();
  const created = await repo.insertSession(tx, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + deps.config.sessionMaxMs),
    now,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  await writeActivity(tx, { userId, action: ActivityAction.Login, entity: "auth", entityId: created.id, ip: meta.ip });
  return { token, sessionId: created.id };
}
