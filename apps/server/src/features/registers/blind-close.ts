import { can, type CashSplit, type CashSummary, type DayEndReport, type RegisterSession } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { readUtilitySettings } from "../settings";

/**
 * Blind close (docs/product.md §4): when the shop counts blind, whoever may not edit registers
 * counts the drawer without being told what it should hold. The expected cash and the over/short
 * are left out of every answer they get, and so is every figure the expected cash is a sum of
 * (opening cash and its counts, cash received, refunded, dropped and paid out, the cash that went
 * into drawers) and the money by payment method, whose cash lines are those figures under another
 * name. What they counted, the sales and the totals over every method (which the sales tell
 * anyway), and the cash taken outside any drawer stay. Managers see all.
 */
export async function countsBlind(db: Executor, auth: AuthContext): Promise<boolean> {
  if (can(auth.group, "management.register.edit")) return false;
  return (await readUtilitySettings(db)).blindClose;
}

const blindCash = (cash: CashSummary): CashSummary => ({
  openingCash: null,
  cashReceived: null,
  cashRefunded: null,
  drops: null,
  cashPaidOut: null,
  expectedCash: null,
  countedCash: cash.countedCash,
  overShort: null,
  blind: true,
});

export const blindSession = (session: RegisterSession): RegisterSession => ({
  ...session,
  openingCounts: null,
  payments: [],
  cash: blindCash(session.cash),
});

const blindSplit = (split: CashSplit): CashSplit => ({ ...split, total: null, inDrawers: null });

export const blindReport = (report: DayEndReport): DayEndReport => ({
  ...report,
  session: report.session && blindSession(report.session),
  sessions: report.sessions.map(blindSession),
  payments: [],
  refunds: { ...report.refunds, byMethod: [] },
  drops: { ...report.drops, amount: null },
  cashExpenses: { ...report.cashExpenses, amount: null },
  cash: blindCash(report.cash),
  cashFlow: { payments: blindSplit(report.cashFlow.payments), refunds: blindSplit(report.cashFlow.refunds), expenses: blindSplit(report.cashFlow.expenses) },
});

/** The session as this user may see it. */
export async function sessionFor<T extends RegisterSession>(db: Executor, auth: AuthContext, session: T): Promise<RegisterSession> {
  return (await countsBlind(db, auth)) ? blindSession(session) : session;
}
