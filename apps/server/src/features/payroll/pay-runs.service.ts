import {
  ActivityAction,
  defaultPeriod,
  isPeriodStart,
  payrollCsv,
  payrollRefusals,
  payStubEmail,
  periodContaining,
  periodHasEnded,
  reversalOf,
  runTotals,
  type PayRun,
  type PayStub,
  type PayRunCreate,
  type PayRunPage,
  type PayRunPayValue,
  type PayRunVoid,
  type PayrollPreview,
  type PayrollPeriod,
  type Recurrence,
  type PayRunStatus,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import type { RequestContext } from "../../platform/request-context";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { runIdempotent, type IdempotentReply } from "../../platform/idempotency";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { ok } from "../../platform/envelope";
import { readShopSettings } from "../settings";
import { computePeriod, payrollContext, type PayrollContext } from "./payroll-compute";
import { draftRunOf, frozenRunOf, runRowOf } from "./payroll-dto";
import { payrollPeople } from "./payroll-inputs.repository";
import * as repo from "./payroll-runs.repository";

export const PAID = "Run paid.";
export const VOIDED = "Run voided.";

const hint = (deps: AppDeps, id: string, action: string) => deps.realtime.publish({ entity: "payroll", id, action });

/** The period a run or preview is asked for: the one starting on that day, or the last one ended. */
function periodOf(ctx: PayrollContext, schedule: Recurrence, start: string | undefined): PayrollPeriod {
  if (start === undefined) return defaultPeriod(ctx.today, schedule, ctx.calendar);
  if (!isPeriodStart(start, schedule, ctx.calendar)) throw refusalError(payrollRefusals.notAPeriodStart(start));
  return periodContaining(start, schedule, ctx.calendar);
}

/** GET /api/payroll/preview: every employee's pay for one period, computed now, nothing stored. */
export async function previewPayroll(deps: AppDeps, query: { schedule: Recurrence; start?: string }): Promise<PayrollPreview> {
  const ctx = await payrollContext(deps, deps.db);
  const period = periodOf(ctx, query.schedule, query.start);
  const computed = await computePeriod(deps.db, ctx, query.schedule, period, { withAdjustments: true });
  const run = await repo.liveRunOf(deps.db, query.schedule, period.start);
  return {
    schedule: query.schedule,
    period,
    stubs: computed.stubs,
    totals: runTotals(computed.stubs),
    problems: computed.problems,
    undistributedTips: computed.undistributed,
    runId: run?.id ?? null,
  };
}

/** A draft is computed each time it is read; its stored totals follow for the list. */
async function readRun(deps: AppDeps, db: Executor, id: string): Promise<PayRun> {
  const run = await repo.findRun(db, id);
  if (!run) throw refusalError(payrollRefusals.runNotFound);
  if (run.status !== "draft")
    return frozenRunOf(
      run,
      (await repo.stubsOfRun(db, id)).map((s) => s.stub),
    );
  const ctx = await payrollContext(deps, db);
  const computed = await computePeriod(db, ctx, run.schedule, { start: run.periodStart, end: run.periodEnd }, { withAdjustments: true });
  const answer = draftRunOf(run, computed);
  await repo.setDraftTotals(db, id, answer.totals);
  return answer;
}

export const getRun = (deps: AppDeps, id: string): Promise<PayRun> => readRun(deps, deps.db, id);

export async function listRuns(deps: AppDeps, query: { schedule?: Recurrence; status?: PayRunStatus; page: number; pageSize: number }): Promise<PayRunPage> {
  const { rows, total } = await repo.listRuns(deps.db, query);
  return { items: rows.map(runRowOf), total, page: query.page, pageSize: query.pageSize };
}

/** POST /api/payroll/runs: a draft of one schedule's period that has ended, one per period. */
export async function createRun(deps: AppDeps, auth: AuthContext, input: PayRunCreate, ip: string): Promise<PayRun> {
  const ctx = await payrollContext(deps, deps.db);
  const period = periodOf(ctx, input.schedule, input.periodStart);
  if (!periodHasEnded(period, ctx.today)) throw refusalError(payrollRefusals.periodNotOver);
  const computed = await computePeriod(deps.db, ctx, input.schedule, period, { withAdjustments: true });
  const run = await deps.db.transaction(async (tx) => {
    const run = await repo.insertDraft(tx, {
      schedule: input.schedule,
      periodStart: period.start,
      periodEnd: period.end,
      createdBy: auth.user.id,
      totals: runTotals(computed.stubs),
    });
    if (!run) throw refusalError(payrollRefusals.periodAlreadyRun);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.New,
      entity: "payRun",
      entityId: run.id,
      details: { schedule: input.schedule, period },
      ip,
    });
    return run;
  });
  hint(deps, run.id, "New");
  return draftRunOf(run, computed);
}

/**
 * POST /api/payroll/runs/:id/pay: under the Idempotency-Key and the run's row lock, the draft is
 * computed once more and each stub frozen with its payment date and method; earlier stubs'
 * corrections are recorded with the stub that carries them; each employee with an e-mail gets
 * their stub through the outbox. A run already paid is refused: nothing pays it twice.
 */
export async function payRun(deps: AppDeps, auth: AuthContext, id: string, input: PayRunPayValue, meta: RequestContext): Promise<IdempotentReply<PayRun>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/payroll/runs/${id}/pay`, body: input },
    async (tx) => {
      const run = await repo.lockRun(tx, id);
      if (!run) throw refusalError(payrollRefusals.runNotFound);
      if (run.status === "paid") throw refusalError(payrollRefusals.alreadyPaid);
      if (run.status === "voided") throw refusalError(payrollRefusals.alreadyVoided);
      const ctx = await payrollContext(deps, tx);
      const period = { start: run.periodStart, end: run.periodEnd };
      if (!periodHasEnded(period, ctx.today)) throw refusalError(payrollRefusals.periodNotOver);
      if (input.paymentDate < period.end) throw refusalError(payrollRefusals.paymentDateTooEarly);
      const computed = await computePeriod(tx, ctx, run.schedule, period, { withAdjustments: true });
      if (computed.undistributed.some((u) => !u.paidOut)) throw refusalError(payrollRefusals.tipsUndistributed);
      const inRun = new Set(computed.stubs.map((s) => s.employeeId));
      if (input.methods.some((m) => !inRun.has(m.employeeId))) throw refusalError(payrollRefusals.employeeNotInRun);
      const methods = new Map(input.methods.map((m) => [m.employeeId, m.method]));

      const shop = await readShopSettings(tx);
      const emails = new Map((await payrollPeople(tx)).map((p) => [p.id, p.email]));
      const now = deps.clock();
      const stubs = computed.stubs.map((s) => ({ ...s, paidBy: methods.get(s.employeeId) ?? s.paidBy }));
      let mailed = 0;
      for (const stub of stubs) {
        const row = await repo.insertStub(tx, {
          runId: id,
          stub,
          basis: computed.bases.get(stub.employeeId)!,
          paymentMethod: stub.paidBy,
          paymentDate: input.paymentDate,
          carried: computed.carried.get(stub.employeeId) ?? [],
        });
        await repo.moveDeductionBalances(
          tx,
          stub.deductions.map((d) => ({ id: d.id, amount: d.amount })),
        );
        const email = emails.get(stub.employeeId)?.trim();
        if (email) {
          const message = payStubEmail(shop.utility.businessName, stub, input.paymentDate);
          const queued = await enqueueMessage(tx, {
            channel: "email",
            recipient: email,
            subject: message.subject,
            body: message.body,
            entity: "payRun",
            entityId: id,
            createdBy: auth.user.id,
            origin: "direct",
          });
          await repo.setStubOutbox(tx, row.id, queued.id);
          mailed += 1;
        }
      }
      const totals = runTotals(stubs);
      await repo.markPaid(tx, id, {
        paymentDate: input.paymentDate,
        paidAt: now,
        paidBy: auth.user.id,
        totals,
        undistributed: computed.undistributed,
        tipMode: ctx.settings.tipMode,
      });
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.AddPayment,
        entity: "payRun",
        entityId: id,
        details: { schedule: run.schedule, period, paymentDate: input.paymentDate, employees: totals.employees, gross: totals.gross, net: totals.net, mailed },
        ip: meta.ip,
      });
      return readRun(deps, tx, id);
    },
    (run) => ok(run, PAID),
  );
  if (reply.value) hint(deps, id, "Edit");
  return reply;
}

/** DELETE /api/payroll/runs/:id: a draft only; a paid run is voided with a reason instead. */
export async function deleteRun(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const run = await repo.lockRun(tx, id);
    if (!run) throw refusalError(payrollRefusals.runNotFound);
    if (run.status !== "draft") throw refusalError(payrollRefusals.notADraft);
    await repo.deleteDraft(tx, id);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Delete,
      entity: "payRun",
      entityId: id,
      details: { schedule: run.schedule, period: { start: run.periodStart, end: run.periodEnd } },
      ip,
    });
  });
  hint(deps, id, "Delete");
}

/**
 * POST /api/payroll/runs/:id/void: each paid stub gets a reversing entry (reversalOf) and the run
 * is marked voided with its reason; the stubs stay as they were paid. An advance repaid by the run
 * is owed again. The period may then be run again.
 */
export async function voidRun(deps: AppDeps, auth: AuthContext, id: string, input: PayRunVoid, meta: RequestContext): Promise<IdempotentReply<PayRun>> {
  const reply = await runIdempotent(
    deps.db,
    { userId: auth.user.id, key: meta.idempotencyKey, route: `POST /api/payroll/runs/${id}/void`, body: input },
    async (tx) => {
      const run = await repo.lockRun(tx, id);
      if (!run) throw refusalError(payrollRefusals.runNotFound);
      if (run.status === "voided") throw refusalError(payrollRefusals.alreadyVoided);
      if (run.status !== "paid") throw refusalError(payrollRefusals.notPaid);
      const reason = input.reason.trim();
      for (const stub of await repo.stubsOfRun(tx, id)) {
        await repo.insertReversal(tx, stub, reversalOf(stub.stub));
        await repo.moveDeductionBalances(
          tx,
          stub.stub.deductions.map((d) => ({ id: d.id, amount: -d.amount })),
        );
      }
      await repo.markVoided(tx, id, { at: deps.clock(), by: auth.user.id, reason });
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.Cancel,
        entity: "payRun",
        entityId: id,
        details: { reason, gross: run.gross, net: run.net },
        ip: meta.ip,
      });
      return readRun(deps, tx, id);
    },
    (run) => ok(run, VOIDED),
  );
  if (reply.value) hint(deps, id, "Edit");
  return reply;
}

/** GET /api/payroll/runs/:id/export.csv: the run as the accountant reads it. */
export async function exportRun(deps: AppDeps, id: string): Promise<{ fileName: string; csv: string }> {
  const run = await getRun(deps, id);
  // The answer's stubs are the domain's PayStub as sent (its money not branded).
  const csv = payrollCsv({ schedule: run.schedule, period: run.period, paymentDate: run.paymentDate }, run.stubs as unknown as PayStub[]);
  return { fileName: `payroll-${run.period.start}-to-${run.period.end}.csv`, csv };
}
