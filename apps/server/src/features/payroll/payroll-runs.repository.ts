import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { PayRunStatus, PayStub, Recurrence, RunTotals, SecondPaymentMethod, UndistributedTips } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { payAdjustments, payRuns, payStubs, payrollDeductions, type StubBasis } from "../../platform/db/schema";
import type { CarriedAdjustment } from "./payroll-compute";

export type RunRecord = typeof payRuns.$inferSelect;
export type StubRecord = typeof payStubs.$inferSelect;

export async function findRun(db: Executor, id: string): Promise<RunRecord | null> {
  const [row] = await db.select().from(payRuns).where(eq(payRuns.id, id));
  return row ?? null;
}

/** The run locked for a change: a second pay or void of it waits here, then sees what the first did. */
export async function lockRun(tx: Executor, id: string): Promise<RunRecord | null> {
  const [row] = await tx.select().from(payRuns).where(eq(payRuns.id, id)).for("update");
  return row ?? null;
}

/** The live run (draft or paid) of a schedule's period, if any. */
export async function liveRunOf(db: Executor, schedule: Recurrence, periodStart: string): Promise<RunRecord | null> {
  const [row] = await db
    .select()
    .from(payRuns)
    .where(and(eq(payRuns.schedule, schedule), eq(payRuns.periodStart, periodStart), sql`${payRuns.status} <> 'voided'`));
  return row ?? null;
}

export async function insertDraft(
  tx: Executor,
  values: { schedule: Recurrence; periodStart: string; periodEnd: string; createdBy: string; totals: RunTotals },
): Promise<RunRecord | null> {
  const [row] = await tx
    .insert(payRuns)
    .values({
      schedule: values.schedule,
      periodStart: values.periodStart,
      periodEnd: values.periodEnd,
      status: "draft",
      createdBy: values.createdBy,
      ...totalsColumns(values.totals),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

type Totals = { [K in keyof RunTotals]: number };
const totalsColumns = (t: Totals) => ({ gross: t.gross, deductions: t.deductions, net: t.net, tipsPaidOut: t.tipsPaidOut, employees: t.employees });

/** A draft's totals as last computed (the list shows them; the draft itself is computed when read). */
export async function setDraftTotals(db: Executor, id: string, totals: Totals): Promise<void> {
  await db
    .update(payRuns)
    .set(totalsColumns(totals))
    .where(and(eq(payRuns.id, id), eq(payRuns.status, "draft")));
}

export async function markPaid(
  tx: Executor,
  id: string,
  values: { paymentDate: string; paidAt: Date; paidBy: string; totals: RunTotals; undistributed: UndistributedTips[]; tipMode: RunRecord["tipMode"] },
): Promise<void> {
  await tx
    .update(payRuns)
    .set({
      status: "paid",
      paymentDate: values.paymentDate,
      paidAt: values.paidAt,
      paidByUser: values.paidBy,
      undistributed: values.undistributed,
      tipMode: values.tipMode,
      ...totalsColumns(values.totals),
    })
    .where(eq(payRuns.id, id));
}

export async function markVoided(tx: Executor, id: string, values: { at: Date; by: string; reason: string }): Promise<void> {
  await tx.update(payRuns).set({ status: "voided", voidedAt: values.at, voidedBy: values.by, voidReason: values.reason }).where(eq(payRuns.id, id));
}

/** Only a draft is ever removed (it holds no figures). */
export async function deleteDraft(tx: Executor, id: string): Promise<void> {
  await tx.delete(payRuns).where(and(eq(payRuns.id, id), eq(payRuns.status, "draft")));
}

/** A stub frozen as paid, and the adjustments it carried with the earlier stubs they correct. */
export async function insertStub(
  tx: Executor,
  values: { runId: string; stub: PayStub; basis: StubBasis; paymentMethod: SecondPaymentMethod; paymentDate: string; carried: readonly CarriedAdjustment[] },
): Promise<StubRecord> {
  const [row] = await tx
    .insert(payStubs)
    .values({
      runId: values.runId,
      userId: values.stub.employeeId,
      stub: values.stub,
      basis: values.basis,
      gross: values.stub.gross,
      deductions: values.stub.deductionsTotal,
      net: values.stub.net,
      tipsPaidOut: values.stub.tipsPaidOut,
      paymentMethod: values.paymentMethod,
      paymentDate: values.paymentDate,
    })
    .returning();
  if (!row) throw new Error("stub not inserted");
  if (values.carried.length > 0) {
    await tx.insert(payAdjustments).values(
      values.carried.map((c) => ({
        stubId: row.id,
        sourceStubId: c.sourceStubId,
        type: c.line.adjusts!.type,
        workweek: c.line.workweek,
        hoursMs: c.line.hoursMs,
        amount: c.line.amount,
      })),
    );
  }
  return row;
}

/** The reversing entry of a voided stub; the stub itself stays as it was paid. */
export async function insertReversal(tx: Executor, original: StubRecord, reversal: PayStub): Promise<void> {
  await tx.insert(payStubs).values({
    runId: original.runId,
    userId: original.userId,
    reverses: original.id,
    reversal: true,
    stub: reversal,
    basis: original.basis,
    gross: reversal.gross,
    deductions: reversal.deductionsTotal,
    net: reversal.net,
    tipsPaidOut: reversal.tipsPaidOut,
    paymentMethod: original.paymentMethod,
    paymentDate: original.paymentDate,
  });
}

export async function setStubOutbox(tx: Executor, stubId: string, outboxId: number): Promise<void> {
  await tx.update(payStubs).set({ outboxId }).where(eq(payStubs.id, stubId));
}

/** A run's stubs as paid (not the reversals), by employee name. */
export async function stubsOfRun(db: Executor, runId: string): Promise<StubRecord[]> {
  return db
    .select()
    .from(payStubs)
    .where(and(eq(payStubs.runId, runId), eq(payStubs.reversal, false)))
    .orderBy(asc(sql`${payStubs.stub}->>'employeeName'`), asc(payStubs.userId));
}

/** One employee's paid stub of a run (not a reversal), or null. */
export async function stubOfRun(db: Executor, runId: string, userId: string): Promise<StubRecord | null> {
  const [row] = await db
    .select()
    .from(payStubs)
    .where(and(eq(payStubs.runId, runId), eq(payStubs.userId, userId), eq(payStubs.reversal, false)));
  return row ?? null;
}

/** An advance's balance goes down by what a paid stub took (and back up when that run is voided). */
export async function moveDeductionBalances(tx: Executor, taken: readonly { id: string; amount: number }[]): Promise<void> {
  for (const t of taken) {
    if (t.amount === 0) continue;
    await tx
      .update(payrollDeductions)
      .set({ balance: sql`greatest(0, ${payrollDeductions.balance} - ${t.amount})` })
      .where(and(eq(payrollDeductions.id, t.id), sql`${payrollDeductions.balance} is not null`));
  }
}

export async function listRuns(db: Executor, query: { schedule?: Recurrence; status?: PayRunStatus; page: number; pageSize: number }) {
  const where = and(
    query.schedule === undefined ? undefined : eq(payRuns.schedule, query.schedule),
    query.status ? eq(payRuns.status, query.status) : undefined,
  );
  const rows = await db
    .select()
    .from(payRuns)
    .where(where)
    .orderBy(desc(payRuns.periodStart), desc(payRuns.createdAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(payRuns).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Paid stubs (not reversals) of runs still paid, with their run, for the summaries and the profile. */
export async function paidStubsBetween(db: Executor, from: string, to: string, userIds?: readonly string[]) {
  return db
    .select({ userId: payStubs.userId, stub: payStubs.stub, paymentDate: payStubs.paymentDate })
    .from(payStubs)
    .innerJoin(payRuns, eq(payRuns.id, payStubs.runId))
    .where(
      and(
        eq(payRuns.status, "paid"),
        eq(payStubs.reversal, false),
        sql`${payStubs.paymentDate} between ${from} and ${to}`,
        userIds ? inArray(payStubs.userId, [...userIds]) : undefined,
      ),
    );
}

/** Every run an employee is on, newest period first. */
export async function runsOfEmployee(db: Executor, userId: string) {
  return db
    .select({
      runId: payRuns.id,
      schedule: payRuns.schedule,
      periodStart: payRuns.periodStart,
      periodEnd: payRuns.periodEnd,
      status: payRuns.status,
      paymentDate: payRuns.paymentDate,
      gross: payStubs.gross,
      deductions: payStubs.deductions,
      net: payStubs.net,
    })
    .from(payStubs)
    .innerJoin(payRuns, eq(payRuns.id, payStubs.runId))
    .where(and(eq(payStubs.userId, userId), eq(payStubs.reversal, false)))
    .orderBy(desc(payRuns.periodStart));
}

/** Paid runs by payment date. */
export async function paidRunsBetween(db: Executor, from: string, to: string) {
  return db
    .select()
    .from(payRuns)
    .where(and(eq(payRuns.status, "paid"), sql`${payRuns.paymentDate} between ${from} and ${to}`))
    .orderBy(asc(payRuns.paymentDate));
}

/** The latest period paid per schedule. */
export async function lastPaidPeriods(db: Executor) {
  return db
    .select({ schedule: payRuns.schedule, periodEnd: sql<string>`max(${payRuns.periodEnd})::text` })
    .from(payRuns)
    .where(eq(payRuns.status, "paid"))
    .groupBy(payRuns.schedule);
}
