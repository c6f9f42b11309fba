import { NO_PAYMENT_ORIGIN, VoidOrRefund, type PaymentOrigin, type PaymentsReport } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { readReport } from "./report-snapshot";
import { groupBy, sum } from "./sales-figures";
import { paymentsBreakdown } from "./payments-breakdown.repository";
import { refundsBy, type Period } from "./summary-read.repository";

/** GET /api/reports/payments: tips by staff are the tips of the payments each person took. */
export async function paymentsReport(deps: AppDeps, period: Period): Promise<PaymentsReport> {
  return readReport(deps.db, [period], async (tx) => {
    const payments = await paymentsBreakdown(tx, period);
    const refunds = await refundsBy(tx, period);
    const paidOn = new Map(payments.byDay.map((d) => [d.date, d]));
    const refundedOn = groupBy(refunds, (r) => r.date);
    const dates = [...new Set([...paidOn.keys(), ...refundedOn.keys()])].sort();
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
      byMethod: payments.byMethod,
      byOrigin: payments.byOrigin.map((o) => ({ ...o, origin: o.origin === NO_PAYMENT_ORIGIN ? null : (o.origin as PaymentOrigin) })),
      byDay: dates.map((date) => {
        const paid = paidOn.get(date);
        return {
          date,
          amount: paid?.amount ?? 0,
          tip: paid?.tip ?? 0,
          refunds: sum(refundedOn.get(date) ?? [], (r) => r.amount),
        };
      }),
      refundsByMethod: refundMethods.sort((a, b) => a.method - b.method),
      tipsByStaff: payments.byTaker
        .filter((t) => t.tip !== 0)
        .map((t) => ({ staffId: t.staffId, name: t.name, tip: t.tip }))
        .sort((a, b) => b.tip - a.tip || a.name.localeCompare(b.name)),
      total: {
        ...payments.total,
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
