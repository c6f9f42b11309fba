import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import {
  ItemKind,
  NO_PAYMENT_ORIGIN,
  UserStatus,
  type CommissionLineGroup,
  type CommissionRefund,
  type CommissionRule,
  type CommissionSale,
  type DeductionRule,
  type OrderStatus,
  type PaymentOrigin,
  type PermissionHolder,
  type Recurrence,
  type TipGroup,
} from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import {
  groups,
  payrollCommissionRules,
  payrollDeductions,
  products,
  refunds,
  saleLines,
  sales,
  summaryDayCommissionLines,
  summaryDayTips,
  users,
} from "../../platform/db/schema";
import { jsonArray } from "../../platform/db/json-array";
import { freshenSummariesFor, throughSummaryGate } from "../reports";

// What a pay run reads: the people, their rules, and the sales, refunds and tips of a span of
// business dates. Set-based reads (one query per kind of row), so a month of a busy shop stays quick.

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

export interface PayrollPerson {
  id: string;
  name: string;
  email: string | null;
  status: UserStatus;
  group: PermissionHolder;
  payType: number;
  payRate: number;
  payPeriod: number;
  paySchedule: Recurrence;
  overtimeExempt: boolean;
  taxFilingStatus: number;
  paidBy: number;
  tipEligible: boolean;
  hireDate: string | null;
  terminationDate: string | null;
}

/** Statuses of people who are paid each run even without hours (a salary); others only when they worked. */
export const ON_PAYROLL: readonly UserStatus[] = [UserStatus.ACTIVE, UserStatus.NOT_USER, UserStatus.INVITED, UserStatus.SUSPENDED];

/** Everyone (the tip pool reads every schedule's people), or one person. */
export async function payrollPeople(db: Executor, userId?: string): Promise<PayrollPerson[]> {
  const rows = await db
    .select({
      id: users.id,
      name: fullName,
      email: users.email,
      status: users.status,
      permission: groups.permission,
      isOwner: groups.isOwner,
      isDev: groups.isDev,
      payType: users.payType,
      payRate: users.payRate,
      payPeriod: users.payPeriod,
      paySchedule: users.paySchedule,
      overtimeExempt: users.overtimeExempt,
      taxFilingStatus: users.taxFilingStatus,
      paidBy: users.paidBy,
      tipEligible: users.tipEligible,
      hireDate: users.hireDate,
      terminationDate: users.terminationDate,
    })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(userId ? eq(users.id, userId) : undefined)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({
    ...r,
    status: r.status as UserStatus,
    paySchedule: r.paySchedule as Recurrence,
    group: { permission: r.permission, isOwner: r.isOwner, isDev: r.isDev } as PermissionHolder,
  }));
}

/** The live commission rules of these people (all when `userIds` is left out), in their order. */
export async function commissionRulesOf(db: Executor, userIds?: readonly string[]) {
  return db
    .select({
      id: payrollCommissionRules.id,
      userId: payrollCommissionRules.userId,
      productId: payrollCommissionRules.productId,
      productName: products.name,
      kind: payrollCommissionRules.kind,
      rate: payrollCommissionRules.rate,
      amount: payrollCommissionRules.amount,
    })
    .from(payrollCommissionRules)
    .leftJoin(products, eq(products.id, payrollCommissionRules.productId))
    .where(and(isNull(payrollCommissionRules.replacedAt), userIds ? inArray(payrollCommissionRules.userId, [...userIds]) : undefined))
    .orderBy(asc(payrollCommissionRules.userId), asc(payrollCommissionRules.position));
}

export type CommissionRuleRow = Awaited<ReturnType<typeof commissionRulesOf>>[number];

export const toCommissionRule = (r: { userId: string; productId: string | null; kind: string; rate: number | null; amount: number | null }): CommissionRule =>
  r.kind === "percent"
    ? { employeeId: r.userId, productId: r.productId, kind: "percent", rate: r.rate ?? 0 }
    : { employeeId: r.userId, productId: r.productId, kind: "perUnit", amount: r.amount ?? 0 };

/** The live deductions of these people, in the order they are taken. */
export async function deductionsOf(db: Executor, userIds?: readonly string[]) {
  return db
    .select()
    .from(payrollDeductions)
    .where(and(isNull(payrollDeductions.replacedAt), userIds ? inArray(payrollDeductions.userId, [...userIds]) : undefined))
    .orderBy(asc(payrollDeductions.userId), asc(payrollDeductions.position));
}

export type DeductionRow = Awaited<ReturnType<typeof deductionsOf>>[number];

export const toDeductionRule = (d: DeductionRow): DeductionRule =>
  d.kind === "percent"
    ? { id: d.id, label: d.label, balance: d.balance, kind: "percent", rate: d.rate ?? 0 }
    : { id: d.id, label: d.label, balance: d.balance, kind: "fixed", amount: d.amount ?? 0 };

/** A line's net before tax, after its discount, for all its units. */
const lineNet = sql<number>`(${saleLines.netTotal} - ${saleLines.includedTaxTotal})::bigint`;

export interface SpanSales {
  /** The lines with staff of sales that earn and were never refunded, alike ones counted together. */
  commissionGroups: CommissionLineGroup[];
  /** Sales with a refund, sold or refunded in the span: line by line, with every refund of the sale. */
  refundedSales: CommissionSale[];
  /** The span's tipped payments, alike ones counted together. */
  tipGroups: TipGroup[];
}

/**
 * What the commissions and tips of a span are computed from.
 *
 * The lines of sales that earn and were never refunded are read from their daily summary
 * (summary_day_commission_lines, brought up to date first), alike lines counted together: a
 * month of a busy shop is a few thousand rows instead of its lines joined to their sales, and the
 * domain works out each group's commission once under the rules (commissionOfGroups, the same
 * lineShares as line by line). A refund's reversal depends
 * on the sale's other refunds, so a refunded sale is read whole, line by line. A refund counts on
 * its own day, so a sale refunded in the span is read even when sold before it. Tips come grouped
 * (tipGroupsOfSpan).
 */
export async function salesOfSpan(db: Executor, from: string, to: string): Promise<SpanSales> {
  await freshenSummariesFor(db, from, to);
  // One JSON array rather than a row each: a month is thousands of groups, and one JSON.parse
  // of them costs a fraction of decoding as many rows (each group's staff come as an array too).
  const groupsRead = () =>
    jsonArray<[string, number, string | null, number, number, number, string[], number]>(
      db,
      sql`select json_build_array(business_date, status, product_id, kind, quantity, net, staff_ids::json, line_count)
          from ${summaryDayCommissionLines} where business_date between ${from} and ${to}`,
    );

  const refundedIds = sql`(
    select s.id from ${sales} s where s.business_date between ${from} and ${to} and exists (select 1 from ${refunds} r where r.sale_id = s.id)
    union select r.sale_id from ${refunds} r where r.business_date between ${from} and ${to}
  )`;

  // Independent reads: on PostgreSQL each may take its own connection of the pool. On PGlite, not
  // while a day is halfway recomputed (summary-gate.ts).
  const [groupRows, refundedSales, tipGroups] = await throughSummaryGate(db, () =>
    Promise.all([groupsRead(), salesWithRefunds(db, refundedIds), tipGroupsOfSpan(db, from, to)]),
  );
  const commissionGroups: CommissionLineGroup[] = groupRows.map(([businessDate, status, productId, kind, quantity, net, staffIds, count]) => ({
    businessDate,
    status: status as OrderStatus,
    productId,
    kind: kind as ItemKind,
    quantity,
    net,
    staffIds,
    count,
  }));
  return { commissionGroups, refundedSales, tipGroups };
}

/**
 * The span's tips, alike ones counted together (domain `TipGroup`), from their daily summary
 * (summary_day_tips, brought up to date by the caller): a month's thousands of tipped payments
 * are a few hundred rows, each shared once by the domain. `payroll-span-sales.test.ts` holds the
 * shares equal to those of every payment and sale read plainly, also after later writes.
 */
async function tipGroupsOfSpan(db: Executor, from: string, to: string): Promise<TipGroup[]> {
  const rows = await jsonArray<[string, number, number, number, number[], string[][] | null, number]>(
    db,
    sql`select json_build_array(business_date, tip, origin, status, nets, (select json_agg(staff::json) from unnest(staff_sets) as s(staff)), payment_count)
        from ${summaryDayTips} where business_date between ${from} and ${to}`,
  );
  return rows.map(([businessDate, tip, origin, status, nets, staffSets, count]) => ({
    businessDate,
    tip,
    origin: origin === NO_PAYMENT_ORIGIN ? null : (origin as PaymentOrigin),
    status: status as OrderStatus,
    lines: (staffSets ?? []).map((staffIds, i) => ({ net: nets[i] ?? 0, staffIds })),
    count,
  }));
}

/** These sales as commission sees them: their lines (net before tax, staff) and their refunds, oldest first. */
async function salesWithRefunds(db: Executor, ids: SQL): Promise<CommissionSale[]> {
  const saleRows = await db
    .select({ id: sales.id, businessDate: sales.businessDate, status: sales.status, amount: sales.amount })
    .from(sales)
    .where(sql`${sales.id} in ${ids}`);
  if (saleRows.length === 0) return [];
  const lineRows = await db
    .select({
      id: saleLines.id,
      saleId: saleLines.saleId,
      productId: saleLines.productId,
      kind: saleLines.kind,
      quantity: saleLines.quantity,
      net: lineNet.mapWith(Number),
      staffIds: saleLines.staffIds,
    })
    .from(saleLines)
    .where(sql`${saleLines.saleId} in ${ids}`)
    .orderBy(asc(saleLines.saleId), asc(saleLines.position));
  const refundRows = await db
    .select({ groupId: refunds.groupId, saleId: refunds.saleId, businessDate: refunds.businessDate, amount: refunds.amount, lines: refunds.lines })
    .from(refunds)
    .where(sql`${refunds.saleId} in ${ids}`)
    .orderBy(asc(refunds.createdAt), asc(refunds.id));

  const linesBySale = new Map<string, (typeof lineRows)[number][]>();
  for (const line of lineRows) {
    const list = linesBySale.get(line.saleId) ?? [];
    list.push(line);
    linesBySale.set(line.saleId, list);
  }
  const refundsBySale = new Map<string, Map<string, CommissionRefund & { lineSeen: boolean }>>();
  for (const row of refundRows) {
    // One refund request writes a row per payment it draws on; they share a group id.
    const groupsOfSale = refundsBySale.get(row.saleId) ?? new Map<string, CommissionRefund & { lineSeen: boolean }>();
    const refund = groupsOfSale.get(row.groupId) ?? { id: row.groupId, businessDate: row.businessDate, lines: [], moneyOnly: 0, lineSeen: false };
    if (row.lines.length > 0 && !refund.lineSeen) refund.lines = row.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity }));
    if (row.lines.length > 0) refund.lineSeen = true;
    else if (!refund.lineSeen) refund.moneyOnly += row.amount;
    groupsOfSale.set(row.groupId, refund);
    refundsBySale.set(row.saleId, groupsOfSale);
  }

  return saleRows.map((sale) => ({
    id: sale.id,
    businessDate: sale.businessDate,
    status: sale.status as OrderStatus,
    amount: sale.amount,
    lines: (linesBySale.get(sale.id) ?? []).map((l) => ({
      id: l.id,
      productId: l.productId,
      kind: l.kind as ItemKind,
      quantity: l.quantity,
      net: l.net,
      staffIds: l.staffIds,
    })),
    refunds: [...(refundsBySale.get(sale.id)?.values() ?? [])].map((r) => ({
      id: r.id,
      businessDate: r.businessDate,
      lines: r.lineSeen ? r.lines : [],
      moneyOnly: r.lineSeen ? 0 : r.moneyOnly,
    })),
  }));
}

/**
 * Whether anything a paid period was computed from changed after it was paid: a shift added,
 * edited or removed, a sale changed or deleted, a tip or a refund written since.
 */
export async function spanChangedSince(db: Executor, from: string, to: string, paidAt: Date): Promise<boolean> {
  const since = sql`${paidAt.toISOString()}::timestamptz`;
  const result = await db.execute<{ changed: boolean }>(sql`select (
    exists (select 1 from time_shifts t where t.business_date between ${from} and ${to}
      and (t.created_at > ${since} or t.edited_at > ${since} or t.deleted_at > ${since} or t.clocked_out_at > ${since}))
    or exists (select 1 from sales s where s.business_date between ${from} and ${to} and (s.updated_at > ${since} or s.deleted_at > ${since}))
    or exists (select 1 from refunds r where r.business_date between ${from} and ${to} and r.created_at > ${since})
    or exists (select 1 from payments p where p.tip <> 0 and p.business_date between ${from} and ${to} and p.created_at > ${since})
  ) as changed`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { changed: boolean }[] }).rows) as { changed: boolean }[];
  return rows[0]?.changed === true;
}
