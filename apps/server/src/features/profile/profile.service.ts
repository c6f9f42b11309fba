import { ActivityAction, authRefusals, type ChangePassword, type ChangePin, type ProfileUpdate } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { revokeUserSessions } from "../../platform/auth/sessions.repository";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { hashSecret, verifySecret } from "../../platform/auth/passwords";
import { updateUser } from "./profile.repository";

export async function updateProfile(deps: AppDeps, auth: AuthContext, input: ProfileUpdate, ip: string) {
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, input);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Edit, entity: "profile", entityId: auth.user.id, ip });
  });
}

/** A new password ends every other session of the user; this one goes on. */
export async function changePassword(deps: AppDeps, auth: AuthContext, input: ChangePassword, ip: string) {
  if (!(await verifySecret(auth.user.passwordHash, input.currentPassword))) throw refusalError(authRefusals.wrongPassword);
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
  if (!(await verifySecret(auth.user.passwordHash, input.currentPassword))) throw refusalError(authRefusals.wrongPassword);
  const pinHash = await hashSecret(input.pin);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, { pinHash });
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Edit, entity: "profile", entityId: auth.user.id, details: { field: "pin" }, ip });
  });
}
