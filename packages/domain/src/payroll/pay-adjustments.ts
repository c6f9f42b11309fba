// Adjustments (docs/product.md §2 /payroll, Pay): a paid stub is never changed. When a shift is
// edited, a sale refunded or deleted, or a tip added afterwards for a paid period, the stub
// recomputed now for that period differs from the one paid; the difference of each line is paid
// (or taken back) on the next run, with a text saying what changed.
import { cents } from "../money/rounding";
import { payStubTexts } from "./pay-stub-texts";
import { EARNING_TYPES, earningTypeLabels, type OwnEarningType } from "./payroll-rules";
import { ownEarnings, type EarningLine, type PayStub } from "./pay-stub";

const keyOf = (line: Pick<EarningLine, "type" | "workweek">) => `${line.type} ${line.workweek ?? ""}`;

function totals(stub: Pick<PayStub, "earnings">): Map<string, { type: OwnEarningType; workweek: string | null; amount: number; hoursMs: number }> {
  const byKey = new Map<string, { type: OwnEarningType; workweek: string | null; amount: number; hoursMs: number }>();
  for (const line of ownEarnings(stub)) {
    const key = keyOf(line);
    const entry = byKey.get(key) ?? { type: line.type as OwnEarningType, workweek: line.workweek, amount: 0, hoursMs: 0 };
    entry.amount += line.amount;
    entry.hoursMs += line.hoursMs;
    byKey.set(key, entry);
  }
  return byKey;
}

function textOf(type: OwnEarningType, workweek: string | null, hoursMs: number, amount: number, stub: Pick<PayStub, "period">): string {
  if (workweek !== null && (type === "regular" || type === "overtime")) {
    const label = type === "regular" ? "Hours" : "Overtime hours";
    return hoursMs !== 0 ? payStubTexts.hoursChanged(label, workweek, hoursMs) : payStubTexts.payChanged(earningTypeLabels[type], workweek);
  }
  return payStubTexts.periodFigureChanged(earningTypeLabels[type], stub.period.start, stub.period.end, amount);
}

/**
 * The adjustment lines that bring a paid stub to what the same period gives now: one per earning
 * line (type and workweek) whose amount changed, by the difference. Lines the paid stub carried in
 * from earlier periods are not compared: they were paid as they were. Identical stubs give none,
 * and the paid stub's own earnings plus the adjustments equal the recomputed stub's own earnings.
 */
export function adjustmentsBetween(paid: Pick<PayStub, "earnings" | "period">, now: Pick<PayStub, "earnings" | "period">): EarningLine[] {
  const before = totals(paid);
  const after = totals(now);
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const lines: EarningLine[] = [];
  for (const key of keys) {
    const was = before.get(key);
    const is = after.get(key);
    const type = (is ?? was)!.type;
    const workweek = (is ?? was)!.workweek;
    const amount = (is?.amount ?? 0) - (was?.amount ?? 0);
    if (amount === 0) continue;
    const hoursMs = (is?.hoursMs ?? 0) - (was?.hoursMs ?? 0);
    lines.push({
      type: "adjustment",
      workweek,
      hoursMs,
      amount: cents(amount),
      text: textOf(type, workweek, hoursMs, amount, paid),
      adjusts: { type, periodStart: paid.period.start, periodEnd: paid.period.end },
    });
  }
  const rank = (line: EarningLine) => EARNING_TYPES.indexOf(line.adjusts?.type ?? "adjustment");
  const week = (line: EarningLine) => line.workweek ?? "";
  return lines.sort((a, b) => rank(a) - rank(b) || (week(a) < week(b) ? -1 : week(a) > week(b) ? 1 : 0));
}
