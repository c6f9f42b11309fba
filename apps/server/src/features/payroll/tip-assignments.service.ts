import { ActivityAction, payrollRefusals, tipPoolEligible, type TipAssignmentAnswer } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import type { Executor } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { paidShiftsBetween } from "../time-clock";
import { ON_PAYROLL, payrollPeople, type PayrollPerson } from "./payroll-inputs.repository";
import { saveTipAssignment, tipAssignmentOf } from "./tip-assignments.repository";

// A day's tips that nobody tip-eligible on the clock could share (docs/product.md §2 /payroll,
// Tips) wait for a manager to say who shares them; Pay refuses until then. The assignment is read
// by every computation of that day (tip-split.ts), so changing it after a run was paid shows as an
// adjustment on the next run, as any other change does.

/** Who may be given a day's tips: tip-pool-eligible people still on the payroll (not inactive or gone). */
const eligibleOf = (people: readonly PayrollPerson[]) =>
  people.filter((p) => ON_PAYROLL.includes(p.status) && tipPoolEligible({ employeeId: p.id, tipEligible: p.tipEligible, group: p.group }));

async function answer(db: Executor, businessDate: string, people: readonly PayrollPerson[]): Promise<TipAssignmentAnswer> {
  return {
    businessDate,
    employeeIds: await tipAssignmentOf(db, businessDate),
    eligible: eligibleOf(people).map((p) => ({ employeeId: p.id, employeeName: p.name })),
  };
}

/** GET /api/payroll/tip-assignments/:date */
export async function getTipAssignment(deps: AppDeps, businessDate: string): Promise<TipAssignmentAnswer> {
  return answer(deps.db, businessDate, await payrollPeople(deps.db));
}

/**
 * PUT /api/payroll/tip-assignments/:date: only for a day on which nobody tip-eligible was on the
 * clock (else hours decide), and only to employees who may share a pool.
 */
export async function setTipAssignment(
  deps: AppDeps,
  auth: AuthContext,
  businessDate: string,
  input: { employeeIds: string[] },
  ip: string,
): Promise<TipAssignmentAnswer> {
  return deps.db.transaction(async (tx) => {
    const people = await payrollPeople(tx);
    const eligible = new Set(eligibleOf(people).map((p) => p.id));
    if (input.employeeIds.some((id) => !eligible.has(id))) throw refusalError(payrollRefusals.tipAssigneeNotEligible);
    const onTheClock = (await paidShiftsBetween(tx, businessDate, businessDate)).some((s) => s.paidMs > 0 && eligible.has(s.userId));
    if (onTheClock) throw refusalError(payrollRefusals.tipsNotUndistributed);
    const before = await tipAssignmentOf(tx, businessDate);
    await saveTipAssignment(tx, businessDate, input.employeeIds, auth.user.id);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Edit,
      entity: "tipAssignment",
      entityId: null,
      details: { businessDate, before, after: input.employeeIds },
      ip,
    });
    return answer(tx, businessDate, people);
  });
}
