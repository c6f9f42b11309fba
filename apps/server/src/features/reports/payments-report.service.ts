import { NO_PAYMENT_ORIGIN, VoidOrRefund, type PaymentOrigin, type PaymentsReport } from "@washdesk/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { users } from "../../platform/db/schema";
import { byMethod } from "./general-report.service";
import { readReport } from "./report-snapshot";
import { groupBy, sum } from "./sales-figures";
import { paymentsBy, refundsBy, type Period } from "./summary-read.repository";

async function namesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(ids.length === 1 ? eq(users.id, ids[0]!) : inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** GET /api/reports/payments: tips by staff are the tips of the payments each person took. */
export async function paymentsReport(deps: AppDeps, period: Period): Promise<PaymentsReport> {
  return readReport(deps.db, [period], async (tx) => {
    const payments = await paymentsBy(tx, period);
    const refunds = await refundsBy(tx, period);
    const origins = [...groupBy(payments, (p) => p.origin)].map(([origin, rows]) => ({
      origin: origin === NO_PAYMENT_ORIGIN ? null : (origin as PaymentOrigin),
      count: sum(rows, (r) => r.count),
      amount: sum(rows, (r) => r.amount),
      tip: sum(rows, (r) => r.tip),
    }));
    const paidOn = groupBy(payments, (p) => p.date);
    const refundedOn = groupBy(refunds, (r) => r.date);
    const dates = [...new Set([...paidOn.keys(), ...refundedOn.keys()])].sort();
    const tippers = [...groupBy(payments, (p) => p.takenBy)].map(([staffId, rows]) => ({ staffId, tip: sum(rows, (r) => r.tip) })).filter((t) => t.tip !== 0);
    const names = await namesOf(
      tx,
      tippers.map((t) => t.staffId),
    );
    const refundMethods = [...groupBy(refunds, (r) => r.method)].map(([method, rows]) => {
      const refundRows = rows.filter((r) => r.kind === VoidOrRefund.REFUND);
      return {
        method,
        count: sum(refundRows, (r) => r.count),
        amount: sum(refundRows, (r) => r.amount),
        voids: sum(
          rows.filter((r) => r.kind === VoidOrRefund.VOID),
          (r) => r.amount,
        ),
      };
    });
    return {
      period,
      byMethod: byMethod(payments),
      byOrigin: origins.sort((a, b) => (a.origin ?? -1) - (b.origin ?? -1)),
      byDay: dates.map((date) => {
        const paid = paidOn.get(date) ?? [];
        return {
          date,
          amount: sum(paid, (p) => p.amount),
          tip: sum(paid, (p) => p.tip),
          refunds: sum(refundedOn.get(date) ?? [], (r) => r.amount),
        };
      }),
      refundsByMethod: refundMethods.sort((a, b) => a.method - b.method),
      tipsByStaff: tippers.map((t) => ({ ...t, name: names.get(t.staffId) ?? "" })).sort((a, b) => b.tip - a.tip || a.name.localeCompare(b.name)),
      total: {
        count: sum(payments, (p) => p.count),
        amount: sum(payments, (p) => p.amount),
        tip: sum(payments, (p) => p.tip),
        refunds: sum(
          refunds.filter((r) => r.kind === VoidOrRefund.REFUND),
          (r) => r.amount,
        ),
        voids: sum(
          refunds.filter((r) => r.kind === VoidOrRefund.VOID),
          (r) => r.amount,
        ),
      },
    };
  });
}
