import {
  ActivityAction,
  authRefusals,
  PASSWORD_LOCK_MINUTES,
  passwordIsPersonal,
  type ChangePassword,
  type ChangePin,
  type ProfileUpdate,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { revokeUserSessions } from "../../platform/auth/sessions.repository";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { hashSecret, verifySecret } from "../../platform/auth/passwords";
import { isCommonPassword } from "../../platform/auth/common-passwords";
import { clearWrongPasswords, lockedUntil, passwordAttempt, recordWrongPassword } from "../../platform/auth/password-attempts";
import { updateUser } from "./profile.repository";

export async function updateProfile(deps: AppDeps, auth: AuthContext, input: ProfileUpdate, ip: string) {
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, input);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Edit, entity: "profile", entityId: auth.user.id, ip });
  });
}

/**
 * The current password is checked under the limits of sign-in (platform/auth/password-attempts.ts):
 * a stolen session must not become a way to guess the password. The right one starts the count
 * of this address over.
 */
async function checkCurrentPassword(deps: AppDeps, auth: AuthContext, currentPassword: string, ip: string) {
  const now = deps.clock();
  const attempt = passwordAttempt(auth.user.id, ip);
  if (await lockedUntil(deps.db, attempt, now)) throw refusalError(authRefusals.passwordChecksLocked(PASSWORD_LOCK_MINUTES));
  if (!(await verifySecret(auth.user.passwordHash, currentPassword))) {
    const locked = await recordWrongPassword(deps.db, attempt, now);
    throw refusalError(locked ? authRefusals.passwordChecksLocked(PASSWORD_LOCK_MINUTES) : authRefusals.wrongPassword);
  }
  await clearWrongPasswords(deps.db, attempt);
}

/** docs/product.md §2 Profile: a new password is not a common one, nor the person's name or e-mail. */
async function checkNewPassword(auth: AuthContext, newPassword: string) {
  if (await isCommonPassword(newPassword)) throw refusalError(authRefusals.passwordCommon);
  if (passwordIsPersonal(newPassword, { ...auth.user, email: auth.user.email ?? "" })) throw refusalError(authRefusals.passwordPersonal);
}

/** A new password ends every other session of the user; this one goes on. */
export async function changePassword(deps: AppDeps, auth: AuthContext, input: ChangePassword, ip: string) {
  await checkCurrentPassword(deps, auth, input.currentPassword, ip);
  await checkNewPassword(auth, input.newPassword);
  const passwordHash = await hashSecret(input.newPassword);
  const ended = await deps.db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, { passwordHash });
    const revoked = await revokeUserSessions(tx, auth.user.id, deps.clock(), auth.sessionId);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Edit,
      entity: "profile",
      entityId: auth.user.id,
      details: { field: "password" },
      ip,
    });
    return revoked;
  });
  deps.realtime.dropSessions(ended);
}

export async function changePin(deps: AppDeps, auth: AuthContext, input: ChangePin, ip: string) {
  await checkCurrentPassword(deps, auth, input.currentPassword, ip);
  const pinHash = await hashSecret(input.pin);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, { pinHash });
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Edit, entity: "profile", entityId: auth.user.id, details: { field: "pin" }, ip });
  });
}
