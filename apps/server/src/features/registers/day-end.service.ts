import {
  PaymentMethod,
  registerMessages,
  type CashLedger,
  type CashOutsideRow,
  type CashSplit,
  type DayEndReport,
  type PaymentMethod as PaymentMethodValue,
} from "@washdesk/domain";
import { businessDateAt } from "../../platform/shop-clock";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { notFound } from "../../platform/errors";
import { readSaleSettings } from "../sales";
import { readLedgerRows, type LedgerRows } from "./ledger.repository";
import { cashExpensesOutside, cashPaymentsOutside, cashRefundsOutside } from "./outside-drawer.repository";
import { blindReport, countsBlind } from "./blind-close";
import { cashSummary, isVoid, methodTotals, sum, toRegisterSession, type LedgerSession } from "./register-dto";
import * as repo from "./registers.repository";
import { withLedgers } from "./registers.service";

/** The cash of a report that names no drawer (a session's report has none). */
interface OutsideRows {
  payments: CashOutsideRow[];
  refunds: CashOutsideRow[];
  expenses: CashOutsideRow[];
}

const noneOutside: OutsideRows = { payments: [], refunds: [], expenses: [] };

async function readOutsideRows(db: Executor, date: string): Promise<OutsideRows> {
  const person = (id: string | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });
  const ofSale = (r: { id: string; at: string; byId: string; byName: string; saleId: string; saleNumber: number; amount: number }): CashOutsideRow => ({
    id: r.id,
    at: r.at,
    by: person(r.byId, r.byName),
    sale: { id: r.saleId, number: r.saleNumber },
    label: "",
    amount: r.amount,
  });
  return {
    payments: (await cashPaymentsOutside(db, date)).map(ofSale),
    refunds: (await cashRefundsOutside(db, date)).map(ofSale),
    expenses: (await cashExpensesOutside(db, date)).map((r) => ({
      id: r.id,
      at: r.at,
      by: person(r.byId, r.byName),
      sale: null,
      label: r.reference ? `${r.category} · ${r.reference}` : r.category,
      amount: r.amount,
    })),
  };
}

/** In drawers (rows naming a session) plus outside (the rows listed): the total adds up on its face. */
function split(inDrawers: number, outsideRows: CashOutsideRow[]): CashSplit {
  const outside = sum(outsideRows, (r) => r.amount);
  return { total: inDrawers + outside, inDrawers, outside, outsideRows };
}

/**
 * The figures of a report from the summed rows. The cash section adds up the sessions' own ledgers,
 * so the report and the Register Report can never disagree about a drawer.
 */
function report(scope: DayEndReport["scope"], date: string, timeZone: string, rows: LedgerRows, sessions: LedgerSession[], outside: OutsideRows): DayEndReport {
  const payments = methodTotals(rows.payments);
  const refundRows = rows.refunds.filter((r) => !isVoid(r));
  const voidRows = rows.refunds.filter(isVoid);
  const byMethod = new Map<number, { method: PaymentMethodValue; count: number; amount: number }>();
  for (const r of refundRows) {
    const current = byMethod.get(r.method) ?? { method: r.method as PaymentMethodValue, count: 0, amount: 0 };
    byMethod.set(r.method, { ...current, count: current.count + r.count, amount: current.amount + r.amount });
  }
  const cash: CashLedger = {
    openingCash: sum(sessions, (s) => s.cash.openingCash),
    cashReceived: sum(sessions, (s) => s.cash.cashReceived),
    cashRefunded: sum(sessions, (s) => s.cash.cashRefunded),
    drops: sum(sessions, (s) => s.cash.drops),
    cashPaidOut: sum(sessions, (s) => s.cash.cashPaidOut),
  };
  const closed = sessions.filter((s) => s.cash.countedCash !== null);
  const allClosed = sessions.length > 0 && closed.length === sessions.length;
  const firstAt =
    rows.sales
      .map((r) => r.firstAt)
      .filter((v): v is string => v !== null)
      .sort()[0] ?? null;
  const lastAt =
    rows.sales
      .map((r) => r.lastAt)
      .filter((v): v is string => v !== null)
      .sort()
      .at(-1) ?? null;
  const inDrawer = <T extends { sessionId: string | null }>(list: T[]) => list.filter((r) => r.sessionId !== null);
  const cashOnly = <T extends { method: number }>(list: T[]) => list.filter((r) => r.method === PaymentMethod.Cash);
  const givenBack = sum(rows.refunds, (r) => r.amount);
  const amount = sum(rows.sales, (r) => r.amount);
  return {
    scope,
    date,
    timeZone,
    session: scope === "session" ? sessions[0]! : null,
    sessions,
    sales: {
      count: sum(rows.sales, (r) => r.count),
      subTotal: sum(rows.sales, (r) => r.subTotal),
      discountTotal: sum(rows.sales, (r) => r.discountTotal),
      taxTotal: sum(rows.sales, (r) => r.taxTotal),
      amount,
      netAmount: amount - givenBack,
      unpaid: {
        count: sum(rows.sales, (r) => r.pendingCount),
        amount: sum(rows.sales, (r) => r.pendingAmount),
        due: sum(rows.sales, (r) => r.pendingAmount - r.pendingPaid),
      },
      firstAt,
      lastAt,
    },
    payments,
    paymentsTotal: sum(payments, (p) => p.amount),
    tips: sum(payments, (p) => p.tip),
    refunds: {
      count: sum(refundRows, (r) => r.count),
      amount: sum(refundRows, (r) => r.amount),
      byMethod: [...byMethod.values()].sort((a, b) => a.method - b.method),
    },
    voids: { count: sum(voidRows, (r) => r.count), amount: sum(voidRows, (r) => r.amount) },
    drops: { count: sum(rows.drops, (r) => r.count), amount: sum(rows.drops, (r) => r.amount) },
    cashExpenses: { count: sum(rows.expenses, (r) => r.count), amount: sum(rows.expenses, (r) => r.amount) },
    cash: {
      ...cashSummary(cash, allClosed ? sum(closed, (s) => s.cash.countedCash!) : null, null),
      // Closed sessions answer their frozen expected cash; the day adds those up.
      expectedCash: sum(sessions, (s) => s.cash.expectedCash ?? 0),
      overShort: allClosed ? sum(closed, (s) => s.cash.overShort!) : null,
    },
    cashFlow: {
      payments: split(
        sum(inDrawer(cashOnly(rows.payments)), (p) => p.amount + p.tip),
        outside.payments,
      ),
      refunds: split(
        sum(inDrawer(cashOnly(rows.refunds)), (r) => r.amount),
        outside.refunds,
      ),
      expenses: split(
        sum(inDrawer(rows.expenses), (e) => e.amount),
        outside.expenses,
      ),
    },
  };
}

/** GET /api/reports/day-end?date=: one business day of the shop (default: today in its time zone). */
export async function dayEndOfDate(deps: AppDeps, auth: AuthContext, date: string | undefined): Promise<DayEndReport> {
  return deps.db.transaction(async (tx) => {
    const settings = await readSaleSettings(tx);
    const day = date ?? businessDateAt(deps.clock(), settings.utility.timeZone);
    const timeZone = settings.utility.timeZone;
    const sessions = await withLedgers(tx, await repo.sessionsOfDay(tx, day));
    const answer = report("day", day, timeZone, await readLedgerRows(tx, { date: day, timeZone }), sessions, await readOutsideRows(tx, day));
    return (await countsBlind(tx, auth)) ? blindReport(answer) : answer;
  });
}

/** GET /api/reports/day-end/:sessionId: one register session. */
export async function dayEndOfSession(deps: AppDeps, auth: AuthContext, sessionId: string): Promise<DayEndReport> {
  return deps.db.transaction(async (tx) => {
    const settings = await readSaleSettings(tx);
    const row = await repo.findSession(tx, sessionId);
    if (!row) throw notFound(registerMessages.notFound);
    const rows = await readLedgerRows(tx, { sessionIds: [sessionId] });
    const answer = report("session", row.session.businessDate, settings.utility.timeZone, rows, [toRegisterSession(row, rows)], noneOutside);
    return (await countsBlind(tx, auth)) ? blindReport(answer) : answer;
  });
}
