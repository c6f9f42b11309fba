import { ActivityAction, authRefusals, inviteRefusals, passwordIsPersonal, UserStatus, type AcceptInvite, type Invite } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { hashSecret } from "../../platform/auth/passwords";
import { hashToken } from "../../platform/auth/tokens";
import { isCommonPassword } from "../../platform/auth/common-passwords";
import { startSession, type RequestMeta } from "../auth";
import * as repo from "./employees.repository";

/** Who a usable link invites; an expired, used, replaced or unknown link gets one answer. */
export async function readInvite(deps: AppDeps, token: string): Promise<Invite> {
  const found = await repo.findUsableInvite(deps.db, hashToken(token), deps.clock());
  if (!found) throw refusalError(inviteRefusals.unusable);
  return { firstName: found.user.firstName, lastName: found.user.lastName, email: found.user.email ?? "", expiresAt: found.invite.expiresAt.toISOString() };
}

/**
 * The invited person chooses a password (the rules of any new password): the link is used up, the
 * account becomes ACTIVE and a session starts, all in one transaction, so a link works only once
 * even when opened twice at the same moment.
 */
export async function acceptInvite(deps: AppDeps, token: string, input: AcceptInvite, meta: RequestMeta): Promise<{ token: string }> {
  const now = deps.clock();
  const peek = await repo.findUsableInvite(deps.db, hashToken(token), now);
  if (!peek) throw refusalError(inviteRefusals.unusable);
  if (await isCommonPassword(input.newPassword)) throw refusalError(authRefusals.passwordCommon);
  if (passwordIsPersonal(input.newPassword, { ...peek.user, email: peek.user.email ?? "" })) throw refusalError(authRefusals.passwordPersonal);
  const passwordHash = await hashSecret(input.newPassword);
  const accepted = await deps.db.transaction(async (tx) => {
    const found = await repo.findUsableInvite(tx, hashToken(token), now, true);
    if (!found || !(await repo.useInvite(tx, found.invite.id, now))) throw refusalError(inviteRefusals.unusable);
    await repo.updateEmployee(tx, found.user.id, { passwordHash, status: UserStatus.ACTIVE }, now);
    await writeActivity(tx, {
      userId: found.user.id,
      action: ActivityAction.Edit,
      entity: "employee",
      entityId: found.user.id,
      details: { before: { status: UserStatus.INVITED }, after: { status: UserStatus.ACTIVE }, inviteAccepted: true },
      ip: meta.ip,
    });
    const session = await startSession(tx, deps, found.user.id, meta);
    return { token: session.token, userId: found.user.id };
  });
  deps.realtime.publish({ entity: "employees", id: accepted.userId, action: "Edit" });
  return { token: accepted.token };
}
