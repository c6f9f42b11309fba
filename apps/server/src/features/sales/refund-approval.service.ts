import { ActivityAction, can, REFUND_APPROVAL_ATTEMPTS, REFUND_APPROVAL_WINDOW_MINUTES, REFUND_RIGHT, saleRefusals } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { verifySecret } from "../../platform/auth/passwords";
import { writeActivity } from "../../platform/activity-log";
import { refusalError, tooManyRequests } from "../../platform/errors";
import { APPROVAL_REFUSED_ENTITY, countRecentRefusals, findPinHolders } from "./refund-approval.repository";

/** Who approved a refund or void by typing their PIN. */
export interface Approver {
  id: string;
  name: string;
}

/**
 * The active staff member whose PIN this is and whose group may refund (docs/product.md §6), or a
 * refusal. A refused PIN is logged under the person who asked, and after REFUND_APPROVAL_ATTEMPTS
 * of them within the window approvals wait: four digits are quick to guess otherwise. The count
 * lives in the database, so every server process sees the same one.
 */
export async function approverOf(deps: AppDeps, auth: AuthContext, pin: string, saleId: string, ip: string): Promise<Approver> {
  const refusedLately = await countRecentRefusals(deps.db, auth.user.id, REFUND_APPROVAL_WINDOW_MINUTES);
  if (refusedLately >= REFUND_APPROVAL_ATTEMPTS) {
    const locked = saleRefusals.approvalLocked(REFUND_APPROVAL_WINDOW_MINUTES);
    throw tooManyRequests(locked.message, locked.code);
  }
  const holders = await findPinHolders(deps.db);
  // Every hash is checked, so how long the answer takes says nothing about whose PIN matched.
  const checked = await Promise.all(holders.map(async (holder) => ({ holder, matches: await verifySecret(holder.pinHash, pin) })));
  const matching = checked.filter((c) => c.matches).map((c) => c.holder);
  const approver = matching.find((holder) => can(holder.group, REFUND_RIGHT));
  if (approver) return { id: approver.id, name: approver.name };

  await writeActivity(deps.db, {
    userId: auth.user.id,
    action: ActivityAction.Refund,
    entity: APPROVAL_REFUSED_ENTITY,
    entityId: saleId,
    // The log tells a wrong PIN from a colleague's PIN without the right; the answer does not.
    details: { refused: matching.length > 0 ? "noRight" : "unknownPin" },
    ip,
  });
  throw refusalError(saleRefusals.approvalPinWrong);
}
