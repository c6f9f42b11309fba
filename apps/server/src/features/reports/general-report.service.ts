import { isMoneyMethod, type GeneralReport, type PaymentMethod } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { readReport } from "./report-snapshot";
import { salesFigures, sum } from "./sales-figures";
import { paymentsByMethod, refundTotals, saleTotals, type PaymentRow, type Period, type RefundTotalRow } from "./summary-read.repository";
import { expenseTotals, purchaseTotals } from "./money-out-read.repository";

/** Payments by method, most first. */
export function byMethod(payments: readonly PaymentRow[]) {
  const methods = new Map<PaymentMethod, { method: PaymentMethod; count: number; amount: number; tip: number }>();
  for (const p of payments) {
    const m = methods.get(p.method) ?? { method: p.method, count: 0, amount: 0, tip: 0 };
    methods.set(p.method, { method: p.method, count: m.count + p.count, amount: m.amount + p.amount, tip: m.tip + p.tip });
  }
  return [...methods.values()].sort((a, b) => a.method - b.method);
}

export function refundsByMethod(refunds: readonly RefundTotalRow[]) {
  const methods = new Map<PaymentMethod, { method: PaymentMethod; count: number; amount: number }>();
  for (const r of refunds) {
    const m = methods.get(r.method) ?? { method: r.method, count: 0, amount: 0 };
    methods.set(r.method, { method: r.method, count: m.count + r.count, amount: m.amount + r.amount });
  }
  return [...methods.values()].sort((a, b) => a.method - b.method);
}

/** GET /api/reports/general. */
export async function generalReport(deps: AppDeps, period: Period): Promise<GeneralReport> {
  return readReport(deps.db, [period], async (tx) => {
    const payments = await paymentsByMethod(tx, period);
    const refunds = await refundTotals(tx, period);
    const expenses = await expenseTotals(tx, period);
    const purchases = await purchaseTotals(tx, period);
    const moneyIn = sum(
      payments.filter((p) => isMoneyMethod(p.method)),
      (p) => p.amount + p.tip,
    );
    const moneyBack = sum(
      refunds.filter((r) => isMoneyMethod(r.method)),
      (r) => r.amount,
    );
    const methods = byMethod(payments);
    return {
      period,
      sales: salesFigures(await saleTotals(tx, period), refunds, payments),
      payments: methods,
      paymentsTotal: sum(methods, (m) => m.amount),
      refundsByMethod: refundsByMethod(refunds),
      expenses,
      purchases,
      netCashFlow: moneyIn - moneyBack - expenses.amount - purchases.amount,
    };
  });
}
