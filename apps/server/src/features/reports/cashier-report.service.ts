import { VoidOrRefund, type CashierReport } from "@washdesk/domain";
import { inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { users } from "../../platform/db/schema";
import { readReport } from "./report-snapshot";
import { refundsByPerson, salesByCashier, type Period } from "./summary-read.repository";
import { dropsByPerson, sessionsByOpener } from "./drawer-read.repository";

type Row = CashierReport["cashiers"][number];
const empty = (userId: string): Row => ({
  userId,
  name: "",
  saleCount: 0,
  amount: 0,
  discount: 0,
  voidCount: 0,
  voids: 0,
  refundCount: 0,
  refunds: 0,
  sessionCount: 0,
  overShort: null,
  dropCount: 0,
  drops: 0,
});

async function names(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** GET /api/reports/cashier: a row for everyone who rang up, gave back, opened a drawer or dropped cash. */
export async function cashierReport(deps: AppDeps, period: Period): Promise<CashierReport> {
  return readReport(deps.db, [period], async (tx) => {
    const rows = new Map<string, Row>();
    const row = (id: string) => rows.get(id) ?? rows.set(id, empty(id)).get(id)!;
    for (const s of await salesByCashier(tx, period)) Object.assign(row(s.cashierId), { saleCount: s.saleCount, amount: s.amount, discount: s.discount });
    for (const r of await refundsByPerson(tx, period)) {
      const target = row(r.givenBy);
      if (r.kind === VoidOrRefund.VOID) Object.assign(target, { voidCount: target.voidCount + r.count, voids: target.voids + r.amount });
      else Object.assign(target, { refundCount: target.refundCount + r.count, refunds: target.refunds + r.amount });
    }
    for (const s of await sessionsByOpener(tx, period))
      Object.assign(row(s.userId), { sessionCount: s.sessionCount, overShort: s.closedCount > 0 ? s.overShort : null });
    for (const d of await dropsByPerson(tx, period)) if (d.userId) Object.assign(row(d.userId), { dropCount: d.count, drops: d.amount });
    const named = await names(tx, [...rows.keys()]);
    return {
      period,
      cashiers: [...rows.values()].map((r) => ({ ...r, name: named.get(r.userId) ?? "" })).sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)),
    };
  });
}
