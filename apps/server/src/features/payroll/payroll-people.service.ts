import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  ActivityAction,
  addDays,
  can,
  nextPeriod,
  defaultPeriod,
  PAY_SCHEDULES,
  payrollRefusals,
  periodContaining,
  type CommissionRules,
  type CommissionRulesValue,
  type Deductions,
  type DeductionsValue,
  type EmployeePay,
  type PaymentDates,
  type PayrollEmployees,
  type PayrollFigures,
  type PayrollProfile,
  type PayStub,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import type { Executor } from "../../platform/db/database";
import { payrollCommissionRules, payrollDeductions, products } from "../../platform/db/schema";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { payrollContext } from "./payroll-compute";
import {
  commissionRulesOf,
  deductionsOf,
  ON_PAYROLL,
  payrollPeople,
  type CommissionRuleRow,
  type DeductionRow,
  type PayrollPerson,
} from "./payroll-inputs.repository";
import * as repo from "./payroll-runs.repository";

const emptyFigures = (): PayrollFigures => ({
  regularMs: 0,
  overtimeMs: 0,
  wages: 0,
  overtimePay: 0,
  salary: 0,
  commissions: 0,
  bonuses: 0,
  tips: 0,
  tipsPaidOut: 0,
  adjustments: 0,
  gross: 0,
  deductions: 0,
  net: 0,
});

/** Adds a paid stub's figures, by earning type. */
function addStub(into: PayrollFigures, stub: PayStub): void {
  into.regularMs += stub.regularMs;
  into.overtimeMs += stub.overtimeMs;
  for (const line of stub.earnings) {
    if (line.type === "regular") into.wages += line.amount;
    else if (line.type === "overtime") into.overtimePay += line.amount;
    else if (line.type === "salary") into.salary += line.amount;
    else if (line.type === "commission") into.commissions += line.amount;
    else if (line.type === "bonus") into.bonuses += line.amount;
    else if (line.type === "tips") into.tips += line.amount;
    else into.adjustments += line.amount;
  }
  into.tipsPaidOut += stub.tipsPaidOut;
  into.gross += stub.gross;
  into.deductions += stub.deductionsTotal;
  into.net += stub.net;
}

function addFigures(into: PayrollFigures, more: PayrollFigures): void {
  for (const key of Object.keys(more) as (keyof PayrollFigures)[]) into[key] += more[key];
}

const yearStart = (date: string) => `${date.slice(0, 4)}-01-01`;

/** GET /api/payroll/employees?from&to: paid runs by payment date per employee, with their year to date. */
export async function payrollEmployees(deps: AppDeps, query: { from: string; to: string }): Promise<PayrollEmployees> {
  const inRange = await repo.paidStubsBetween(deps.db, query.from, query.to);
  const ytd = await repo.paidStubsBetween(deps.db, yearStart(query.to), query.to);
  const people = new Map((await payrollPeople(deps.db)).map((p) => [p.id, p]));
  const rows = new Map<string, PayrollEmployees["rows"][number]>();
  const rowOf = (userId: string, name: string) => {
    let row = rows.get(userId);
    if (!row) {
      row = { employeeId: userId, employeeName: people.get(userId)?.name ?? name, ...emptyFigures(), yearToDate: emptyFigures() };
      rows.set(userId, row);
    }
    return row;
  };
  for (const s of inRange) {
    const row = rowOf(s.userId, s.stub.employeeName);
    const figures = emptyFigures();
    addStub(figures, s.stub);
    addFigures(row as PayrollFigures, figures);
  }
  for (const s of ytd) if (rows.has(s.userId)) addStub(rows.get(s.userId)!.yearToDate, s.stub);
  const list = [...rows.values()].sort((a, b) => a.employeeName.localeCompare(b.employeeName) || (a.employeeId < b.employeeId ? -1 : 1));
  const totals = emptyFigures();
  for (const row of list) {
    const { employeeId: _id, employeeName: _name, yearToDate: _ytd, ...figures } = row;
    addFigures(totals, figures);
  }
  return { from: query.from, to: query.to, rows: list, totals };
}

export async function personOrRefuse(db: Executor, id: string): Promise<PayrollPerson> {
  const [person] = await payrollPeople(db, id);
  if (!person) throw refusalError(payrollRefusals.employeeNotFound);
  return person;
}

const ruleAnswer = (r: CommissionRuleRow) => ({ id: r.id, productId: r.productId, productName: r.productName, kind: r.kind, rate: r.rate, amount: r.amount });
const deductionAnswer = (d: DeductionRow) => ({ id: d.id, label: d.label, kind: d.kind, rate: d.rate, amount: d.amount, balance: d.balance });

const payOf = (p: PayrollPerson): EmployeePay =>
  ({
    payType: p.payType,
    payRate: p.payRate,
    payPeriod: p.payPeriod,
    paySchedule: p.paySchedule,
    overtimeExempt: p.overtimeExempt,
    taxFilingStatus: p.taxFilingStatus,
    paidBy: p.paidBy,
    tipEligible: p.tipEligible,
  }) as EmployeePay;

/**
 * GET /api/payroll/employees/:id: pay settings, rules, deductions and year to date (payroll.details);
 * every run only with payroll.history.
 */
export async function payrollProfile(deps: AppDeps, auth: AuthContext, id: string): Promise<PayrollProfile> {
  const person = await personOrRefuse(deps.db, id);
  const ctx = await payrollContext(deps, deps.db);
  const rules = await commissionRulesOf(deps.db, [id]);
  const deductions = await deductionsOf(deps.db, [id]);
  const history = can(auth.group, "payroll.history") ? await repo.runsOfEmployee(deps.db, id) : [];
  const yearToDate = emptyFigures();
  // The year's runs, a payment dated ahead (paid today for Friday) included.
  for (const s of await repo.paidStubsBetween(deps.db, yearStart(ctx.today), `${ctx.today.slice(0, 4)}-12-31`, [id])) addStub(yearToDate, s.stub);
  return {
    employeeId: person.id,
    employeeName: person.name,
    email: person.email ?? "",
    pay: payOf(person),
    rules: rules.map(ruleAnswer),
    deductions: deductions.map(deductionAnswer),
    runs: history.map((r) => ({
      runId: r.runId,
      schedule: r.schedule,
      period: { start: r.periodStart, end: r.periodEnd },
      status: r.status,
      paymentDate: r.paymentDate,
      gross: r.gross,
      deductions: r.deductions,
      net: r.net,
    })),
    yearToDate,
  };
}

export async function getCommissionRules(deps: AppDeps, id: string): Promise<CommissionRules> {
  await personOrRefuse(deps.db, id);
  return { rules: (await commissionRulesOf(deps.db, [id])).map(ruleAnswer) };
}

/** The whole list replaces the one before; the old rows stay, marked replaced. */
export async function setCommissionRules(deps: AppDeps, auth: AuthContext, id: string, input: CommissionRulesValue, ip: string): Promise<CommissionRules> {
  await personOrRefuse(deps.db, id);
  const productIds = input.rules.map((r) => r.productId).filter((p): p is string => p !== null);
  if (productIds.length > 0) {
    const found = await deps.db.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
    if (found.length !== new Set(productIds).size) throw refusalError(payrollRefusals.productUnknown);
  }
  await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    await tx
      .update(payrollCommissionRules)
      .set({ replacedAt: now })
      .where(and(eq(payrollCommissionRules.userId, id), isNull(payrollCommissionRules.replacedAt)));
    if (input.rules.length > 0) {
      await tx.insert(payrollCommissionRules).values(
        input.rules.map((r, position) => ({
          userId: id,
          productId: r.productId,
          kind: r.kind,
          rate: r.kind === "percent" ? r.rate : null,
          amount: r.kind === "perUnit" ? r.amount : null,
          position,
        })),
      );
    }
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Set, entity: "payrollRules", entityId: id, details: { rules: input.rules }, ip });
  });
  deps.realtime.publish({ entity: "payroll", id, action: "Set" });
  return getCommissionRules(deps, id);
}

export async function getDeductions(deps: AppDeps, id: string): Promise<Deductions> {
  await personOrRefuse(deps.db, id);
  return { deductions: (await deductionsOf(deps.db, [id])).map(deductionAnswer) };
}

export async function setDeductions(deps: AppDeps, auth: AuthContext, id: string, input: DeductionsValue, ip: string): Promise<Deductions> {
  await personOrRefuse(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(payrollDeductions)
      .set({ replacedAt: deps.clock() })
      .where(and(eq(payrollDeductions.userId, id), isNull(payrollDeductions.replacedAt)));
    if (input.deductions.length > 0) {
      await tx.insert(payrollDeductions).values(
        input.deductions.map((d, position) => ({
          userId: id,
          label: d.label,
          kind: d.kind,
          rate: d.kind === "percent" ? d.rate : null,
          amount: d.kind === "fixed" ? d.amount : null,
          balance: d.balance,
          position,
        })),
      );
    }
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.Set,
      entity: "payrollDeductions",
      entityId: id,
      details: { deductions: input.deductions },
      ip,
    });
  });
  deps.realtime.publish({ entity: "payroll", id, action: "Set" });
  return getDeductions(deps, id);
}

/**
 * GET /api/payroll/payment-dates: paid runs by payment date (the last twelve months when no range
 * is given), and per schedule with employees the period due next: the one after the last paid,
 * or the last ended period when none was ever paid.
 */
export async function paymentDates(deps: AppDeps, query: { from?: string; to?: string }): Promise<PaymentDates> {
  const ctx = await payrollContext(deps, deps.db);
  // Without a range: the last twelve months, and a payment dated ahead (paid today for Friday).
  const to = query.to ?? addDays(ctx.today, 31);
  const from = query.from ?? addDays(ctx.today, -365);
  const byDate = new Map<string, PaymentDates["dates"][number]>();
  for (const run of await repo.paidRunsBetween(deps.db, from, to)) {
    const date = run.paymentDate!;
    const entry = byDate.get(date) ?? { paymentDate: date, runs: 0, schedules: [], gross: 0, deductions: 0, net: 0 };
    entry.runs += 1;
    if (!entry.schedules.includes(run.schedule)) entry.schedules.push(run.schedule);
    entry.gross += run.gross;
    entry.deductions += run.deductions;
    entry.net += run.net;
    byDate.set(date, entry);
  }
  const people = (await payrollPeople(deps.db)).filter((p) => ON_PAYROLL.includes(p.status));
  const lastPaid = new Map((await repo.lastPaidPeriods(deps.db)).map((r) => [r.schedule, r.periodEnd]));
  const due: PaymentDates["due"] = [];
  for (const schedule of PAY_SCHEDULES) {
    const employees = people.filter((p) => p.paySchedule === schedule).length;
    if (employees === 0) continue;
    const last = lastPaid.get(schedule);
    const period = last ? nextPeriod(periodContaining(last, schedule, ctx.calendar), schedule, ctx.calendar) : defaultPeriod(ctx.today, schedule, ctx.calendar);
    due.push({ schedule, period, employees });
  }
  return { dates: [...byDate.values()].reverse(), due };
}
