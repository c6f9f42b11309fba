import {
  addDays,
  cents,
  adjustmentsBetween,
  commissionEntries,
  commissionOfGroups,
  composeStub,
  distributeTipGroups,
  employedShare,
  ownEarnings,
  tipsByEmployee,
  workweekSpanOf,
  type CommissionRule,
  type DatedCommission,
  type EarningLine,
  type PayCalendar,
  type PayrollPeriod,
  type PayrollSettings,
  type PayStub,
  type Recurrence,
  type SecondPaymentMethod,
  type TipHours,
  type TipMode,
  type UndistributedTips,
  type Weekday,
} from "@washdesk/domain";
import type { PayType, PayPeriod } from "@washdesk/domain";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { payAdjustments, payRuns, payStubs, type StubBasis } from "../../platform/db/schema";
import { businessDateAt } from "../../platform/shop-clock";
import { readPayrollSettings, readShopSettings } from "../settings";
import { paidShiftsBetween } from "../time-clock";
import {
  commissionRulesOf,
  deductionsOf,
  ON_PAYROLL,
  payrollPeople,
  salesOfSpan,
  spanChangedSince,
  toCommissionRule,
  toDeductionRule,
  type PayrollPerson,
} from "./payroll-inputs.repository";
import { bonusesBetween } from "./bonuses.repository";
import { tipAssignmentsBetween } from "./tip-assignments.repository";

/** An employee left out of a run, and why (their pay settings are refused). */
export interface PayRunProblem {
  employeeId: string;
  employeeName: string;
  code: string;
  message: string;
}

/** How far back earlier paid stubs are compared again for adjustments. */
export const ADJUSTMENT_LOOK_BACK_DAYS = 400;

export interface PayrollContext {
  timeZone: string;
  workweekStart: Weekday;
  today: string;
  settings: PayrollSettings;
  calendar: PayCalendar;
}

export async function payrollContext(deps: Pick<AppDeps, "clock">, db: Executor): Promise<PayrollContext> {
  const { utility } = await readShopSettings(db);
  const settings = await readPayrollSettings(db);
  return {
    timeZone: utility.timeZone,
    workweekStart: utility.workweekStart,
    today: businessDateAt(deps.clock(), utility.timeZone),
    settings,
    calendar: { workweekStart: utility.workweekStart, biweeklyAnchor: settings.biweeklyAnchor },
  };
}

/** An adjustment line and the earlier paid stub it corrects. */
export interface CarriedAdjustment {
  line: EarningLine;
  sourceStubId: string;
}

export interface ComputedPeriod {
  stubs: PayStub[];
  problems: PayRunProblem[];
  undistributed: UndistributedTips[];
  /** Per employee: the adjustments their stub carries, in the stub's order. */
  carried: Map<string, CarriedAdjustment[]>;
  /** Per employee: what their stub was computed with. */
  bases: Map<string, StubBasis>;
}

interface ComputeOptions {
  /** Recompute these employees only, with the pay and rules they were paid with. */
  only?: ReadonlyMap<string, StubBasis>;
  tipMode?: TipMode;
  /** Carry the corrections of earlier paid stubs (a new run); not when recomputing an old period. */
  withAdjustments: boolean;
}

const payOf = (p: PayrollPerson): StubBasis["pay"] => ({
  payType: p.payType as PayType,
  payRate: p.payRate,
  payPeriod: p.payPeriod as PayPeriod,
  overtimeExempt: p.overtimeExempt,
  paidBy: p.paidBy as SecondPaymentMethod,
});

const basisRule = (employeeId: string, r: StubBasis["rules"][number]): CommissionRule =>
  toCommissionRule({ userId: employeeId, productId: r.productId, kind: r.kind, rate: r.rate, amount: r.amount });

/** Rows by a key, each list in the rows' order: one pass, where filtering per employee would read them all each time. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Every stub of one schedule's period, computed from what is stored now: the shifts of the
 * workweeks the period touches, the sales, refunds and tips of that span, each employee's pay,
 * commission rules and deductions, and (for a new run) the corrections of earlier paid stubs.
 */
export async function computePeriod(
  db: Executor,
  ctx: PayrollContext,
  schedule: Recurrence,
  period: PayrollPeriod,
  options: ComputeOptions,
): Promise<ComputedPeriod> {
  const span = workweekSpanOf(period, ctx.calendar);
  // The rules come first: the span's sales are summed under them. Recomputing paid stubs
  // (`only`) uses the rules each stub was paid under.
  const ruleRows = options.only ? [] : await commissionRulesOf(db);
  const rules: CommissionRule[] = options.only
    ? [...options.only].flatMap(([employeeId, basis]) => basis.rules.map((r) => basisRule(employeeId, r)))
    : ruleRows.map(toCommissionRule);
  // Independent reads: on PostgreSQL each may take its own connection of the pool.
  const [people, shifts, spanSales, assignments] = await Promise.all([
    payrollPeople(db),
    paidShiftsBetween(db, span.start, span.end),
    salesOfSpan(db, span.start, span.end),
    tipAssignmentsBetween(db, period.start, period.end),
  ]);
  // Every commission of the span per person: alike lines by day, refunded sales entry by entry.
  const entries: DatedCommission[] = [...commissionOfGroups(spanSales.commissionGroups, rules), ...commissionEntries(spanSales.refundedSales, rules)];

  const worked = new Set(shifts.filter((s) => s.businessDate >= period.start && s.businessDate <= period.end && s.paidMs > 0).map((s) => s.userId));
  const bases = new Map<string, StubBasis>();
  let employees: PayrollPerson[];
  if (options.only) {
    const only = options.only;
    employees = people.filter((p) => only.has(p.id));
    for (const p of employees) bases.set(p.id, only.get(p.id)!);
  } else {
    const earned = new Set(entries.filter((e) => e.businessDate >= period.start && e.businessDate <= period.end).map((e) => e.employeeId));
    // Someone who left during the period is paid for it (a prorated salary) though no longer on the payroll.
    const leftDuring = (p: PayrollPerson) => p.terminationDate !== null && p.terminationDate >= period.start;
    employees = people.filter((p) => p.paySchedule === schedule && (ON_PAYROLL.includes(p.status) || leftDuring(p) || worked.has(p.id) || earned.has(p.id)));
    for (const p of employees) {
      bases.set(p.id, {
        pay: payOf(p),
        rules: ruleRows.filter((r) => r.userId === p.id).map((r) => ({ productId: r.productId, kind: r.kind, rate: r.rate, amount: r.amount })),
      });
    }
  }

  const hoursByDay = new Map<string, TipHours>();
  for (const s of shifts) {
    const key = `${s.userId} ${s.businessDate}`;
    const entry = hoursByDay.get(key) ?? { employeeId: s.userId, businessDate: s.businessDate, paidMs: 0 };
    entry.paidMs += s.paidMs;
    hoursByDay.set(key, entry);
  }
  // The employees' own rows are read while the tips are shared.
  const ids = employees.map((e) => e.id);
  const employeeReads = Promise.all([
    bonusesBetween(db, ids, span.start, span.end),
    options.only ? [] : deductionsOf(db, ids),
    options.withAdjustments ? adjustmentsFor(db, ctx, employees, period) : new Map<string, CarriedAdjustment[]>(),
  ]);
  // Awaited below; a throw while sharing the tips must not leave its failure unhandled.
  employeeReads.catch(() => undefined);
  const tips = distributeTipGroups({
    mode: options.tipMode ?? ctx.settings.tipMode,
    period,
    tips: spanSales.tipGroups,
    people: people.map((p) => ({ employeeId: p.id, tipEligible: p.tipEligible, group: p.group })),
    hours: [...hoursByDay.values()],
    assignments,
  });
  const [bonuses, deductionRows, carried] = await employeeReads;

  const shiftsOf = groupBy(shifts, (s) => s.userId);
  const commissionsOf = groupBy(entries, (e) => e.employeeId);
  const deductionsOfPerson = groupBy(deductionRows, (d) => d.userId);
  const tipsOfPerson = tipsByEmployee(tips);
  const stubs: PayStub[] = [];
  const problems: PayRunProblem[] = [];
  for (const person of employees) {
    const basis = bases.get(person.id)!;
    const own = carried.get(person.id) ?? [];
    const composed = composeStub({
      employee: { id: person.id, name: person.name, pay: basis.pay, employment: { hireDate: person.hireDate, terminationDate: person.terminationDate } },
      schedule,
      period,
      timeZone: ctx.timeZone,
      workweekStart: ctx.workweekStart,
      shifts: (shiftsOf.get(person.id) ?? []).map((s) => ({ id: s.id, clockedInAt: s.clockedInAt, paidMs: s.paidMs })),
      commissions: commissionsOf.get(person.id) ?? [],
      bonuses: bonuses.get(person.id) ?? [],
      tips: tipsOfPerson.get(person.id) ?? { tips: cents(0), paidOut: cents(0) },
      deductions: (deductionsOfPerson.get(person.id) ?? []).map(toDeductionRule),
      adjustments: own.map((c) => c.line),
    });
    if (!composed.ok) {
      problems.push({ employeeId: person.id, employeeName: person.name, code: composed.refusal.code, message: composed.refusal.message });
      continue;
    }
    const stub = composed.plan;
    // Someone no longer on the payroll, or not employed in the period, shows only when it pays them something.
    const employed = employedShare(period, { hireDate: person.hireDate, terminationDate: person.terminationDate }).days > 0;
    if (!options.only && (!ON_PAYROLL.includes(person.status) || !employed) && stub.earnings.length === 0) continue;
    stubs.push(stub);
  }
  return { stubs, problems, undistributed: tips.undistributed, carried, bases };
}

/**
 * The corrections each employee's earlier paid stubs need now (docs/product.md §2 /payroll, Pay):
 * every stub of a paid run of the last ADJUSTMENT_LOOK_BACK_DAYS before this period is recomputed
 * with the pay and rules it was paid with, when anything of its span changed since it was paid.
 * Recomputed − paid − what later paid runs already carried for it = the new adjustment lines.
 */
async function adjustmentsFor(db: Executor, ctx: PayrollContext, employees: readonly PayrollPerson[], period: PayrollPeriod) {
  const result = new Map<string, CarriedAdjustment[]>();
  if (employees.length === 0) return result;
  const earlier = await db
    .select({
      id: payStubs.id,
      userId: payStubs.userId,
      stub: payStubs.stub,
      basis: payStubs.basis,
      runId: payRuns.id,
      schedule: payRuns.schedule,
      periodStart: payRuns.periodStart,
      periodEnd: payRuns.periodEnd,
      paidAt: payRuns.paidAt,
      tipMode: payRuns.tipMode,
    })
    .from(payStubs)
    .innerJoin(payRuns, eq(payRuns.id, payStubs.runId))
    .where(
      and(
        eq(payRuns.status, "paid"),
        eq(payStubs.reversal, false),
        inArray(
          payStubs.userId,
          employees.map((e) => e.id),
        ),
        lt(payRuns.periodEnd, period.start),
        gte(payRuns.periodEnd, addDays(ctx.today, -ADJUSTMENT_LOOK_BACK_DAYS)),
      ),
    )
    .orderBy(payRuns.periodStart, payStubs.userId);
  if (earlier.length === 0) return result;

  const carriedRows = await db
    .select({
      sourceStubId: payAdjustments.sourceStubId,
      type: payAdjustments.type,
      workweek: payAdjustments.workweek,
      hoursMs: payAdjustments.hoursMs,
      amount: payAdjustments.amount,
    })
    .from(payAdjustments)
    .innerJoin(payStubs, eq(payStubs.id, payAdjustments.stubId))
    .innerJoin(payRuns, eq(payRuns.id, payStubs.runId))
    .where(
      and(
        eq(payRuns.status, "paid"),
        sql`${payAdjustments.sourceStubId} in (${sql.join(
          earlier.map((e) => sql`${e.id}::uuid`),
          sql`, `,
        )})`,
      ),
    );

  const byRun = new Map<string, typeof earlier>();
  for (const row of earlier) byRun.set(row.runId, [...(byRun.get(row.runId) ?? []), row]);
  for (const rows of byRun.values()) {
    const head = rows[0]!;
    const runPeriod = { start: head.periodStart, end: head.periodEnd };
    const span = workweekSpanOf(runPeriod, ctx.calendar);
    if (!head.paidAt || !(await spanChangedSince(db, span.start, span.end, head.paidAt))) continue;
    const now = await computePeriod(db, ctx, head.schedule, runPeriod, {
      only: new Map(rows.map((r) => [r.userId, r.basis])),
      tipMode: head.tipMode ?? undefined,
      withAdjustments: false,
    });
    for (const row of rows) {
      const recomputed = now.stubs.find((s) => s.employeeId === row.userId);
      if (!recomputed) continue;
      const already: EarningLine[] = carriedRows
        .filter((c) => c.sourceStubId === row.id)
        .map((c) => ({ type: c.type, workweek: c.workweek, hoursMs: c.hoursMs, amount: cents(c.amount), text: "", adjusts: null }));
      const paid = { earnings: [...ownEarnings(row.stub), ...already], period: row.stub.period };
      for (const line of adjustmentsBetween(paid, recomputed)) {
        result.set(row.userId, [...(result.get(row.userId) ?? []), { line, sourceStubId: row.id }]);
      }
    }
  }
  return result;
}
