// Commissions (docs/product.md §2 /payroll, Commissions): what each person earns on the lines they
// worked, and what a refund takes back, as dated entries. Integer cents; splits through allocate.
import { ItemKind, OrderStatus } from "../enums";
import { allocate } from "../money/allocate";
import { cents, percentOf, roundHalfAwayFromZero, type Cents } from "../money/rounding";
import type { CommissionKind } from "./payroll-rules";

/**
 * One rule of one employee: for one product (`productId`), or the employee's default for every
 * other line (`productId` null). `percent` pays `rate` thousandths of a percent (RATE_SCALE is
 * 100 %) of the line's net before tax; `perUnit` pays `amount` cents per unit.
 */
export type CommissionRule = { employeeId: string; productId: string | null } & (
  { kind: Extract<CommissionKind, "percent">; rate: number } | { kind: Extract<CommissionKind, "perUnit">; amount: number }
);

export interface CommissionLine {
  id: string;
  productId: string | null;
  kind: ItemKind;
  quantity: number;
  /** The line's net before tax, after its discount, for all its units (netTotal less any inclusive tax in it). */
  net: number;
  /** Who did the work; the same person twice counts once. */
  staffIds: readonly string[];
}

/** A refund as commission sees it: units of lines given back, and money given back without units. */
export interface CommissionRefund {
  id: string;
  /** The shop's day of the refund: its reversal counts in the period holding it. */
  businessDate: string;
  lines: readonly { lineId: string; quantity: number }[];
  /** Money given back with no units (an amount refund), part of what the sale cost. */
  moneyOnly: number;
}

/**
 * A sale as commission sees it. `status` decides whether it earns: Completed, PartialRefund and
 * Refund sales earn on their business date (a refund then takes its part back on its own date);
 * a voided (Cancel) or deleted sale earns nothing and reverses nothing; a Pending sale earns
 * nothing yet, and earns on its own business date once completed (an adjustment when that
 * period was already paid).
 */
export interface CommissionSale {
  id: string;
  businessDate: string;
  status: OrderStatus;
  /** What the sale cost (its lines with their tax): money-only refunds are a part of it. */
  amount: number;
  lines: readonly CommissionLine[];
  /** Oldest first. */
  refunds: readonly CommissionRefund[];
}

/** One person's commission on one line, or its reversal by one refund (negative). */
export interface CommissionEntry {
  employeeId: string;
  saleId: string;
  lineId: string;
  refundId: string | null;
  businessDate: string;
  amount: Cents;
}

/** The sales that earn commission. */
export const COMMISSION_STATUSES: readonly OrderStatus[] = [OrderStatus.Completed, OrderStatus.PartialRefund, OrderStatus.Refund];

// A month of a busy shop asks for a rule tens of thousands of times: each list of rules is indexed
// by employee once (the lists are never changed after they are made).
const ruleIndexes = new WeakMap<readonly CommissionRule[], Map<string, CommissionRule[]>>();

function rulesByEmployee(rules: readonly CommissionRule[]): Map<string, CommissionRule[]> {
  let index = ruleIndexes.get(rules);
  if (!index) {
    index = new Map();
    for (const rule of rules) index.set(rule.employeeId, [...(index.get(rule.employeeId) ?? []), rule]);
    ruleIndexes.set(rules, index);
  }
  return index;
}

/**
 * The rule that pays a person on a line: their rule for the line's product beats their default
 * rule. A default fixed amount is per unit of a service, so it pays on service lines only; a
 * product's own fixed rule pays on that product. The first matching rule of a kind wins (the
 * inputs refuse two rules for one product).
 */
export function ruleFor(employeeId: string, line: Pick<CommissionLine, "productId" | "kind">, rules: readonly CommissionRule[]): CommissionRule | null {
  const own = rulesByEmployee(rules).get(employeeId) ?? [];
  const forProduct = line.productId === null ? undefined : own.find((r) => r.productId === line.productId);
  if (forProduct) return forProduct;
  const fallback = own.find((r) => r.productId === null);
  if (!fallback) return null;
  if (fallback.kind === "perUnit" && line.kind !== ItemKind.Service) return null;
  return fallback;
}

/** A whole line's commission under one rule: the percentage of its net (rounded once) or the amount × units. */
export function lineCommission(rule: CommissionRule, line: Pick<CommissionLine, "quantity" | "net">): Cents {
  if (rule.kind === "percent") return percentOf(Math.max(0, line.net), rule.rate);
  return cents(rule.amount * line.quantity);
}

/** Plain code-unit order of ids and dates, the same on every machine (no locale). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * How a line's commission is shared by its staff, never 100 % to each: each person's rule is
 * applied to the whole line, the line pays the average of those over its staff (rounded once), and
 * allocate splits that in proportion to each person's own figure. With one rule for all, that is
 * the line's commission split evenly: two people on a 10 % rule get 5 % each. The leftover cents go
 * by the largest remainder, ties to the lower employee id.
 */
export function lineShares(
  line: Omit<CommissionLine, "id">,
  rules: readonly CommissionRule[],
): { employeeId: string; rule: CommissionRule | null; amount: Cents }[] {
  // Most lines have one person, who earns their whole figure (the general path gives the same).
  const only = line.staffIds[0];
  if (only !== undefined && line.staffIds.every((id) => id === only)) {
    const rule = ruleFor(only, line, rules);
    return [{ employeeId: only, rule, amount: rule ? lineCommission(rule, line) : cents(0) }];
  }
  const staff = [...new Set(line.staffIds)].sort(byText);
  if (staff.length === 0) return [];
  const own = staff.map((employeeId) => {
    const rule = ruleFor(employeeId, line, rules);
    return { employeeId, rule, full: rule ? lineCommission(rule, line) : cents(0) };
  });
  const total = roundHalfAwayFromZero(
    own.reduce((sum, o) => sum + BigInt(o.full), 0n),
    BigInt(staff.length),
  );
  const parts = allocate(
    total,
    own.map((o) => o.full),
  );
  return own.map((o, i) => ({ employeeId: o.employeeId, rule: o.rule, amount: parts[i] ?? cents(0) }));
}

/**
 * Every commission entry of these sales. A line earns on the sale's business date; a refund takes
 * back, on the refund's own date, the part of each person's share it returns: units returned over
 * the line's units, and for a percentage also money given back without units over what the sale
 * cost. The part is cumulative and capped at the whole, rounded once at each refund, so when every
 * unit has come back each person has given back exactly what they earned.
 */
export function commissionEntries(sales: readonly CommissionSale[], rules: readonly CommissionRule[]): CommissionEntry[] {
  const entries: CommissionEntry[] = [];
  for (const sale of sales) {
    if (!COMMISSION_STATUSES.includes(sale.status)) continue;
    const refunds = [...sale.refunds].sort((a, b) => byText(a.businessDate, b.businessDate));
    for (const line of sale.lines) {
      const shares = lineShares(line, rules).filter((s) => s.amount !== 0);
      if (shares.length === 0) continue;
      for (const share of shares) {
        entries.push({ employeeId: share.employeeId, saleId: sale.id, lineId: line.id, refundId: null, businessDate: sale.businessDate, amount: share.amount });
      }
      const quantity = BigInt(Math.max(1, line.quantity));
      const saleAmount = BigInt(Math.max(0, sale.amount));
      let units = 0n;
      let money = 0n;
      const taken = new Map<string, number>();
      for (const refund of refunds) {
        units += BigInt(refund.lines.filter((l) => l.lineId === line.id).reduce((sum, l) => sum + l.quantity, 0));
        money += BigInt(Math.max(0, refund.moneyOnly));
        for (const share of shares) {
          // The part returned so far, as (units·A + money·Q) / (Q·A); a fixed amount per unit comes back with units only.
          const withMoney = share.rule?.kind === "percent" && saleAmount > 0n;
          const denominator = withMoney ? quantity * saleAmount : quantity;
          const numerator = withMoney ? units * saleAmount + money * quantity : units;
          const part = numerator > denominator ? denominator : numerator;
          const takenNow = roundHalfAwayFromZero(BigInt(share.amount) * part, denominator);
          const before = taken.get(share.employeeId) ?? 0;
          taken.set(share.employeeId, takenNow);
          if (takenNow === before) continue;
          entries.push({
            employeeId: share.employeeId,
            saleId: sale.id,
            lineId: line.id,
            refundId: refund.id,
            businessDate: refund.businessDate,
            amount: cents(before - takenNow),
          });
        }
      }
    }
  }
  return entries;
}

/** What a pay stub reads of commission: an amount of one person on one business day. */
export type DatedCommission = Pick<CommissionEntry, "employeeId" | "businessDate" | "amount">;

/**
 * Lines alike in all commission reads (product, kind, units, net, staff), of sales with one status
 * and business date and without any refund: `count` such lines. Each earns what one of them earns,
 * `count` times, so a month of sales is shared out once per kind of line, not once per line.
 */
export interface CommissionLineGroup extends Omit<CommissionLine, "id"> {
  businessDate: string;
  status: OrderStatus;
  count: number;
}

/**
 * The commission of grouped lines, per person and business day: the same figures, to the cent, as
 * commissionEntries() over the lines one by one (a sale without refunds reverses nothing).
 */
export function commissionOfGroups(groups: readonly CommissionLineGroup[], rules: readonly CommissionRule[]): DatedCommission[] {
  const days = new Map<string, DatedCommission>();
  for (const group of groups) {
    if (!COMMISSION_STATUSES.includes(group.status)) continue;
    for (const share of lineShares(group, rules)) {
      if (share.amount === 0) continue;
      const key = `${share.employeeId} ${group.businessDate}`;
      const day = days.get(key) ?? { employeeId: share.employeeId, businessDate: group.businessDate, amount: cents(0) };
      day.amount = cents(day.amount + share.amount * group.count);
      days.set(key, day);
    }
  }
  return [...days.values()];
}

/** The sum of the entries of one employee whose date passes the test. */
export function commissionTotal(entries: readonly DatedCommission[], employeeId: string, counts: (businessDate: string) => boolean): Cents {
  let total = 0;
  for (const entry of entries) if (entry.employeeId === employeeId && counts(entry.businessDate)) total += entry.amount;
  return cents(total);
}
