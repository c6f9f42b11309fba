import { ActivityAction, payrollRefusals, type Bonuses } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import type { Executor } from "../../platform/db/database";
import type { RequestContext } from "../../platform/request-context";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { ok } from "../../platform/envelope";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import { bonusesOf, insertBonus, removeBonus as markRemoved } from "./bonuses.repository";
import { personOrRefuse } from "./payroll-people.service";

// Non-discretionary bonuses (docs/product.md §2 /payroll, Wages): promised for work, so part of
// their workweek's regular rate (pay-stub.ts). A bonus is paid by the run of its day's period; one
// added or removed after that period was paid shows as an adjustment on the next run.

export const BONUS_ADDED = "Bonus added.";
export const BONUS_REMOVED = "Bonus removed.";

async function answer(db: Executor, userId: string): Promise<Bonuses> {
  const rows = await bonusesOf(db, userId);
  return { bonuses: rows.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })) };
}

const hint = (deps: AppDeps, id: string, action: string) => deps.realtime.publish({ entity: "payroll", id, action });

/** GET /api/payroll/employees/:id/bonuses */
export async function getBonuses(deps: AppDeps, userId: string): Promise<Bonuses> {
  await personOrRefuse(deps.db, userId);
  return answer(deps.db, userId);
}

/** POST /api/payroll/employees/:id/bonuses, under its Idempotency-Key: a second tap adds nothing. */
export async function addBonus(
  deps: AppDeps,
  auth: AuthContext,
  userId: string,
  input: { businessDate: string; amount: number; note: string },
  meta: RequestContext,
): Promise<IdempotentReply<Bonuses>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/payroll/employees/${userId}/bonuses`, body: input },
    async (tx) => {
      await personOrRefuse(tx, userId);
      const id = await insertBonus(tx, { userId, ...input, createdBy: auth.user.id });
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.New,
        entity: "payrollBonus",
        entityId: id,
        details: { employeeId: userId, ...input },
        ip: meta.ip,
      });
      return answer(tx, userId);
    },
    (bonuses) => ok(bonuses, BONUS_ADDED),
  );
  if (reply.value) hint(deps, userId, "New");
  return reply;
}

/** DELETE /api/payroll/employees/:id/bonuses/:bonusId: marked removed, kept for the record. */
export async function removeBonus(deps: AppDeps, auth: AuthContext, userId: string, bonusId: string, ip: string): Promise<Bonuses> {
  const bonuses = await deps.db.transaction(async (tx) => {
    const removed = await markRemoved(tx, userId, bonusId, deps.clock());
    if (!removed) throw refusalError(payrollRefusals.bonusNotFound);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Delete,
      entity: "payrollBonus",
      entityId: bonusId,
      details: { employeeId: userId, ...removed },
      ip,
    });
    return answer(tx, userId);
  });
  hint(deps, userId, "Delete");
  return bonuses;
}
