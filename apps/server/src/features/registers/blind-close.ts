import { can, type CashSummary, type DayEndReport, type RegisterSession } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { readUtilitySettings } from "../settings";

/**
 * Blind close (docs/product.md §4): when the shop counts blind, whoever may not edit registers
 * counts the drawer without being told what it should hold, so the expected cash and the
 * over/short are left out of every answer they get; managers see them.
 */
export async function countsBlind(db: Executor, auth: AuthContext): Promise<boolean> {
  if (can(auth.group, "management.register.edit")) return false;
  return (await readUtilitySettings(db)).blindClose;
}

const blindCash = (cash: CashSummary): CashSummary => ({ ...cash, expectedCash: null, overShort: null, blind: true });

export const blindSession = (session: RegisterSession): RegisterSession => ({ ...session, cash: blindCash(session.cash) });

export const blindReport = (report: DayEndReport): DayEndReport => ({
  ...report,
  session: report.session && blindSession(report.session),
  sessions: report.sessions.map(blindSession),
  cash: blindCash(report.cash),
});

/** The session as this user may see it. */
export async function sessionFor<T extends RegisterSession>(db: Executor, auth: AuthContext, session: T): Promise<RegisterSession> {
  return (await countsBlind(db, auth)) ? blindSession(session) : session;
}
