// Tips (docs/product.md §2 /payroll, Tips): who gets each tip of a period, to the cent. Every split
// goes through allocate: the parts sum to what is split, and the leftover cents go to the largest
// remainders, ties to the lower employee id (the parts are ordered by id, and allocate gives a tie
// to the earlier part).
import { OrderStatus, PaymentOrigin } from "../enums";
import { allocate } from "../money/allocate";
import { cents, type Cents } from "../money/rounding";
import { isAllowed, type PermissionHolder } from "../permissions/can";
import { inPeriod, type PayrollPeriod } from "./pay-periods";
import type { TipMode } from "./payroll-rules";

/**
 * Managers and owners are never in a tip pool (29 U.S.C. 203(m)(2)(B)): a manager is anyone whose
 * group holds a payroll right or a right over users (settings.users), or is an owner or developer group.
 */
export function isTipManager(group: PermissionHolder): boolean {
  return group.isOwner || group.isDev || isAllowed(group.permission, "payroll") || isAllowed(group.permission, "settings.users");
}

export interface TipPerson {
  employeeId: string;
  /** The employee's own setting: takes tips at all. */
  tipEligible: boolean;
  group: PermissionHolder;
}

/** Who may share a tip pool: a tip-eligible employee who is no manager or owner. */
export const tipPoolEligible = (person: TipPerson): boolean => person.tipEligible && !isTipManager(person.group);

/**
 * A payment's tip. It counts on the payment's own business date, which for a tip added after the
 * sale (origin TipsRebill) is the day it was added. A tip handed to staff in cash at the counter
 * (origin PaidToStaff) is shared by the same rules but shown as already paid out, never paid again;
 * every other tip (card, or cash kept in the drawer) is paid through payroll.
 */
export interface TipPayment {
  id: string;
  saleId: string;
  businessDate: string;
  tip: number;
  origin: PaymentOrigin | null;
}

/** A sale as tips see it: its status (a voided or deleted sale's tips are nobody's) and who did which line. */
export interface TipSale {
  id: string;
  status: OrderStatus;
  lines: readonly { id: string; net: number; staffIds: readonly string[] }[];
}

/** One employee's paid time on one business day (shifts counted on the day they started). */
export interface TipHours {
  employeeId: string;
  businessDate: string;
  paidMs: number;
}

export interface TipShare {
  employeeId: string;
  businessDate: string;
  /** A share of a day's pool, rather than of tips on lines the employee worked. */
  fromPool: boolean;
  amount: Cents;
  paidOut: boolean;
}

/** Tips of a day nobody on the clock may share: kept aside for a manager to assign, never lost. */
export interface UndistributedTips {
  businessDate: string;
  amount: Cents;
  paidOut: boolean;
}

export interface TipDistribution {
  shares: TipShare[];
  undistributed: UndistributedTips[];
}

/**
 * A manager's choice of who shares a day's pool when nobody tip-eligible was on the clock that day
 * (the shop was run by a manager alone, or nobody punched): shared evenly among them.
 */
export interface TipAssignment {
  businessDate: string;
  employeeIds: readonly string[];
}

/** A line as tips see it: its net before tax and who worked it. */
export interface TipLine {
  net: number;
  staffIds: readonly string[];
}

/**
 * Alike tips counted together: `count` payments of one business day, tip and origin, on sales of
 * one status whose lines weigh the same (`tipLinesOf`). Each such tip is shared the same way, so
 * a group is shared once; a month's thousands of tips are then a few hundred groups.
 */
export interface TipGroup {
  businessDate: string;
  tip: number;
  origin: PaymentOrigin | null;
  /** The sale's status; null for a payment whose sale is not known (shared as a sale without staff). */
  status: OrderStatus | null;
  lines: readonly TipLine[];
  count: number;
}

interface TipSplitSettings {
  mode: TipMode;
  period: PayrollPeriod;
  people: readonly TipPerson[];
  hours: readonly TipHours[];
  /** Who shares the days whose pool had nobody on the clock; a day's hours always come first. */
  assignments?: readonly TipAssignment[];
}

export interface TipInput extends TipSplitSettings {
  payments: readonly TipPayment[];
  sales: readonly TipSale[];
}

export interface TipGroupInput extends TipSplitSettings {
  tips: readonly TipGroup[];
}

/** Statuses whose tips were given back with the sale (a void) or belong to no sale (deleted). */
const NO_TIPS: readonly OrderStatus[] = [OrderStatus.Cancel, OrderStatus.Deleted];

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function lcm(values: readonly number[]): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  return values.reduce((acc, v) => (acc / gcd(acc, v)) * v, 1);
}

/**
 * Who a tip on a line goes to: its tip-eligible staff who are no managers. A manager keeps a tip only
 * for a service they gave alone (29 CFR 531.52(b)(2)): a line they did by themselves.
 */
function lineReceivers(staffIds: readonly string[], people: TipPeople): string[] {
  const staff = [...new Set(staffIds)].sort(byId);
  const eligible = staff.filter((id) => people.poolEligible.has(id));
  if (eligible.length > 0) return eligible;
  const only = staff.length === 1 ? people.byId.get(staff[0] ?? "") : undefined;
  return only?.tipEligible ? [only.employeeId] : [];
}

/** The people of a split by id, and who may share a pool, worked out once per split (not per line). */
interface TipPeople {
  byId: ReadonlyMap<string, TipPerson>;
  poolEligible: ReadonlySet<string>;
}

/**
 * A sale's lines reduced to what decides how its tips are shared: the net of each set of staff
 * (a line below zero counts as nothing), since a tip is shared in proportion to nets and lines
 * with the same staff go to the same receivers. A sale whose lines all have the same staff weighs
 * 1: its staff share the whole tip evenly whatever the net. So sales that differ only in their
 * prices share their tips alike and are counted together (the database groups them the same way).
 */
export function tipLinesOf(lines: readonly TipLine[]): TipLine[] {
  const bySet = new Map<string, TipLine>();
  for (const line of lines) {
    const key = JSON.stringify(line.staffIds);
    const entry = bySet.get(key) ?? { net: 0, staffIds: line.staffIds };
    bySet.set(key, { net: entry.net + Math.max(0, line.net), staffIds: entry.staffIds });
  }
  const sets = [...bySet.entries()].sort(([a], [b]) => byId(a, b)).map(([, line]) => line);
  return sets.length === 1 ? [{ net: 1, staffIds: sets[0]!.staffIds }] : sets;
}

/** Payments with their sales, alike tips counted together (`TipGroup`). */
export function tipGroupsOf(payments: readonly TipPayment[], sales: readonly TipSale[]): TipGroup[] {
  const salesById = new Map(sales.map((s) => [s.id, s]));
  const groups = new Map<string, TipGroup>();
  for (const payment of payments) {
    const sale = salesById.get(payment.saleId);
    const lines = sale ? tipLinesOf(sale.lines) : [];
    const status = sale?.status ?? null;
    const key = JSON.stringify([payment.businessDate, payment.tip, payment.origin, status, lines]);
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { businessDate: payment.businessDate, tip: payment.tip, origin: payment.origin, status, lines, count: 1 });
  }
  return [...groups.values()];
}

/**
 * Weights of a sale's tip by line: each line weighs its net, shared evenly by its receivers. Made
 * whole by the least common multiple of the receivers' counts, so allocate splits once, exactly.
 */
function lineWeights(saleLines: readonly TipLine[], people: TipPeople): Map<string, number> {
  const lines = saleLines
    .map((line) => ({ net: Math.max(0, line.net), receivers: lineReceivers(line.staffIds, people) }))
    .filter((l) => l.receivers.length > 0);
  const scale = lcm(lines.map((l) => l.receivers.length));
  const weights = new Map<string, number>();
  for (const line of lines) {
    for (const id of line.receivers) weights.set(id, (weights.get(id) ?? 0) + (line.net * scale) / line.receivers.length);
  }
  return weights;
}

function split(total: number, weights: ReadonlyMap<string, number>): { employeeId: string; amount: Cents }[] {
  const ids = [...weights.keys()].sort(byId);
  const parts = allocate(
    total,
    ids.map((id) => weights.get(id) ?? 0),
  );
  return ids.map((employeeId, i) => ({ employeeId, amount: parts[i] ?? cents(0) }));
}

/**
 * The tips of a period, shared.
 * - `byLine`: each payment's tip goes to the staff on its sale's lines, by line net (a line's net
 *   shared evenly by its staff); a sale with nobody to receive it sends its tip to its day's pool.
 * - `pool`: every tip goes to its day's pool.
 * A payment whose sale is not among `sales` counts as a sale without staff.
 * A day's pool is shared by paid time worked that day among the tip-pool-eligible employees on the
 * clock; with none, it goes evenly to the eligible employees a manager assigned that day to, and
 * without an assignment it is reported undistributed. Tips paid out at the counter are shared apart
 * from the others, so each sum stays whole.
 */
export function distributeTips(input: TipInput): TipDistribution {
  const { payments, sales, ...settings } = input;
  return distributeTipGroups({ ...settings, tips: tipGroupsOf(payments, sales) });
}

/** The tips of a period read as groups of alike tips (`TipGroup`), shared as distributeTips shares each. */
export function distributeTipGroups(input: TipGroupInput): TipDistribution {
  const people: TipPeople = {
    byId: new Map(input.people.map((p) => [p.employeeId, p])),
    poolEligible: new Set(input.people.filter(tipPoolEligible).map((p) => p.employeeId)),
  };
  const shares: TipShare[] = [];
  const pools = new Map<string, { businessDate: string; paidOut: boolean; amount: number }>();

  for (const group of input.tips) {
    if (group.tip === 0 || group.count === 0 || !inPeriod(group.businessDate, input.period)) continue;
    if (group.status !== null && NO_TIPS.includes(group.status)) continue;
    const paidOut = group.origin === PaymentOrigin.PaidToStaff;
    const weights = input.mode === "byLine" ? lineWeights(group.lines, people) : new Map<string, number>();
    if (weights.size > 0) {
      // Each of the group's tips splits alike: one split, taken `count` times.
      for (const part of split(group.tip, weights)) {
        if (part.amount !== 0) {
          shares.push({ ...part, amount: cents(part.amount * group.count), businessDate: group.businessDate, fromPool: false, paidOut });
        }
      }
      continue;
    }
    const key = `${group.businessDate} ${paidOut}`;
    const pool = pools.get(key) ?? { businessDate: group.businessDate, paidOut, amount: 0 };
    pool.amount += group.tip * group.count;
    pools.set(key, pool);
  }

  const undistributed: UndistributedTips[] = [];
  const orderedPools = [...pools.values()].sort((a, b) => byId(a.businessDate, b.businessDate) || Number(a.paidOut) - Number(b.paidOut));
  for (const pool of orderedPools) {
    const weights = new Map<string, number>();
    for (const h of input.hours) {
      if (h.businessDate !== pool.businessDate || h.paidMs <= 0 || !people.poolEligible.has(h.employeeId)) continue;
      weights.set(h.employeeId, (weights.get(h.employeeId) ?? 0) + h.paidMs);
    }
    if (weights.size === 0) {
      for (const id of assignedTo(input.assignments, pool.businessDate, people)) weights.set(id, 1);
    }
    if (weights.size === 0) {
      if (pool.amount !== 0) undistributed.push({ businessDate: pool.businessDate, amount: cents(pool.amount), paidOut: pool.paidOut });
      continue;
    }
    for (const part of split(pool.amount, weights)) {
      if (part.amount !== 0) shares.push({ ...part, businessDate: pool.businessDate, fromPool: true, paidOut: pool.paidOut });
    }
  }
  return { shares, undistributed };
}

/** The pool-eligible employees assigned a day's tips; one who is not (now a manager, say) is left out. */
function assignedTo(assignments: TipInput["assignments"], businessDate: string, people: TipPeople): string[] {
  const assignment = assignments?.find((a) => a.businessDate === businessDate);
  return [...new Set(assignment?.employeeIds ?? [])].filter((id) => people.poolEligible.has(id));
}

/** Every employee's tips of a distribution (tipsOf() of each), read in one pass over the shares. */
export function tipsByEmployee(distribution: TipDistribution): Map<string, { tips: Cents; paidOut: Cents }> {
  const totals = new Map<string, { tips: Cents; paidOut: Cents }>();
  for (const share of distribution.shares) {
    const total = totals.get(share.employeeId) ?? { tips: cents(0), paidOut: cents(0) };
    if (share.paidOut) total.paidOut = cents(total.paidOut + share.amount);
    else total.tips = cents(total.tips + share.amount);
    totals.set(share.employeeId, total);
  }
  return totals;
}

/** One employee's tips of a distribution: what payroll pays, and what was already paid out at the counter. */
export function tipsOf(distribution: TipDistribution, employeeId: string): { tips: Cents; paidOut: Cents } {
  let tips = 0;
  let paidOut = 0;
  for (const share of distribution.shares) {
    if (share.employeeId !== employeeId) continue;
    if (share.paidOut) paidOut += share.amount;
    else tips += share.amount;
  }
  return { tips: cents(tips), paidOut: cents(paidOut) };
}
