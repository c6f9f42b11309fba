import { accountRefusals, ActivityAction, type LockedAccount } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import * as repo from "./locked-accounts.repository";

export async function listLockedAccounts(deps: AppDeps): Promise<LockedAccount[]> {
  const rows = await repo.findLockedAccounts(deps.db, deps.clock());
  return rows.map((row) => ({ ...row, email: row.email ?? "", lockedUntil: (row.lockedUntil ?? deps.clock()).toISOString() }));
}

/**
 * Lets the person sign in again from everywhere at once (docs/product.md §6): every address's lock
 * and count of wrong passwords is forgotten. Unlocking an account that is not locked changes nothing.
 */
export async function unlockAccount(deps: AppDeps, auth: AuthContext, userId: string, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.userExists(tx, userId))) throw refusalError(accountRefusals.notFound);
    const now = deps.clock();
    const forgotten = await repo.deletePasswordFailures(tx, userId);
    const locks = forgotten.filter((row) => row.lockedUntil && row.lockedUntil > now).length;
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Edit, entity: "user", entityId: userId, details: { unlocked: locks }, ip });
  });
}
