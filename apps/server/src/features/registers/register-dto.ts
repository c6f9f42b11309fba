import {
  expectedCash,
  overShort,
  PaymentMethod,
  type CashLedger,
  type CashSummary,
  type MethodTotal,
  type PaymentMethod as PaymentMethodValue,
  type RegisterSession,
} from "@washdesk/domain";
import type { LedgerRows } from "./ledger.repository";
import { isVoid } from "./ledger.repository";
import type { SessionListRow } from "./registers.repository";

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((acc, row) => acc + pick(row), 0);

/** Payments by method, merged over sessions, in the enumeration's order. */
export function methodTotals(rows: LedgerRows["payments"]): MethodTotal[] {
  const byMethod = new Map<number, MethodTotal>();
  for (const row of rows) {
    const current = byMethod.get(row.method) ?? { method: row.method as PaymentMethodValue, count: 0, amount: 0, tip: 0 };
    byMethod.set(row.method, { ...current, count: current.count + row.count, amount: current.amount + row.amount, tip: current.tip + row.tip });
  }
  return [...byMethod.values()].sort((a, b) => a.method - b.method);
}

/** The cash figures of some rows (see domain cash-ledger for the rule). */
export function cashLedgerOf(rows: LedgerRows, openingCash: number): CashLedger {
  const cashPayments = rows.payments.filter((p) => p.method === PaymentMethod.Cash);
  return {
    openingCash,
    cashReceived: sum(cashPayments, (p) => p.amount + p.tip),
    cashRefunded: sum(
      rows.refunds.filter((r) => r.method === PaymentMethod.Cash),
      (r) => r.amount,
    ),
    drops: sum(rows.drops, (d) => d.amount),
    cashPaidOut: sum(rows.expenses, (e) => e.amount),
  };
}

/** A drawer's cash with every figure, before blind close leaves some out (blind-close.ts). */
export type LedgerCash = CashSummary & CashLedger;

/** A session with every figure, as the server adds them up; what a user reads is sessionFor()'s. */
export type LedgerSession = RegisterSession & { cash: LedgerCash; openingCounts: Record<string, number> };

export function cashSummary(ledger: CashLedger, countedCash: number | null, frozenExpected: number | null): LedgerCash {
  // A closed session reports the expected cash frozen at its close; rows cannot join it afterwards.
  const expected = frozenExpected ?? expectedCash(ledger);
  return { ...ledger, expectedCash: expected, countedCash, overShort: countedCash === null ? null : overShort(countedCash, expected), blind: false };
}

/** Keeps the rows of one session. */
export function rowsOfSession(rows: LedgerRows, sessionId: string): LedgerRows {
  const mine = <T extends { sessionId: string | null }>(list: T[]) => list.filter((r) => r.sessionId === sessionId);
  return { sales: mine(rows.sales), payments: mine(rows.payments), refunds: mine(rows.refunds), drops: mine(rows.drops), expenses: mine(rows.expenses) };
}

export function toRegisterSession(row: SessionListRow, rows: LedgerRows): LedgerSession {
  const s = row.session;
  const payments = methodTotals(rows.payments);
  return {
    id: s.id,
    number: s.number,
    register: { id: s.registerId, name: row.registerName },
    status: s.closedAt ? "closed" : "open",
    businessDate: s.businessDate,
    openedAt: s.openedAt.toISOString(),
    openedBy: { id: s.openedBy, name: row.openedByName },
    closedAt: s.closedAt?.toISOString() ?? null,
    closedBy: s.closedBy ? { id: s.closedBy, name: row.closedByName ?? "" } : null,
    openingCounts: s.openingCounts,
    countedCounts: s.countedCounts ?? null,
    closeNote: s.closeNote ?? "",
    saleCount: sum(rows.sales, (r) => r.count),
    salesAmount: sum(rows.sales, (r) => r.amount),
    payments,
    tips: sum(payments, (p) => p.tip),
    refunds: sum(rows.refunds, (r) => r.amount),
    dropCount: sum(rows.drops, (r) => r.count),
    cash: cashSummary(cashLedgerOf(rows, s.openingCash), s.countedCash ?? null, s.closedAt ? (s.expectedCash ?? null) : null),
  };
}

export { isVoid, sum };
