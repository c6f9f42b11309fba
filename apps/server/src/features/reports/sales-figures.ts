import { addOnsPerCar, averageOf, netSales, premiumShare, VoidOrRefund, type SalesFigures, type SalesReport } from "@washdesk/domain";
import type { PaymentRow, RefundTotalRow, SaleTotals } from "./summary-read.repository";

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** Rows grouped by a key, in one pass (a year of summary rows is thousands of them). */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Money given back, split into refunds and voids (report-rules.ts: both leave net sales). */
export function givenBack(refunds: readonly RefundTotalRow[]) {
  return {
    refunds: sum(
      refunds.filter((r) => r.kind === VoidOrRefund.REFUND),
      (r) => r.amount,
    ),
    voids: sum(
      refunds.filter((r) => r.kind === VoidOrRefund.VOID),
      (r) => r.amount,
    ),
  };
}

/**
 * The sales figures of a period from its summed sales, the money given back and the tips taken
 * (the period's payments, or their tips already summed: `tipsTotal`).
 */
export function salesFigures(totals: SaleTotals, refunds: readonly RefundTotalRow[], payments: readonly Pick<PaymentRow, "tip">[]): SalesFigures {
  const back = givenBack(refunds);
  const net = netSales(totals.amount, back.refunds, back.voids);
  return {
    saleCount: totals.saleCount,
    carCount: totals.carCount,
    gross: totals.gross,
    discount: totals.discount,
    subTotal: totals.subTotal,
    tax: totals.tax,
    amount: totals.amount,
    refunds: back.refunds,
    voids: back.voids,
    net,
    averageTicket: averageOf(net, totals.carCount),
    tips: sum(payments, (p) => p.tip),
    unpaid: { count: totals.pendingCount, amount: totals.pendingAmount, due: totals.pendingAmount - totals.pendingPaid },
  };
}

/** Packages and add-ons on the period's cars, with the two ratios report-rules.ts defines. */
export function packageFigures(totals: SaleTotals): SalesReport["packages"] {
  return {
    carCount: totals.carCount,
    packageCarCount: totals.packageCarCount,
    premiumCarCount: totals.premiumCarCount,
    addOnCount: totals.addOnCount,
    premiumShare: premiumShare(totals.premiumCarCount, totals.packageCarCount),
    addOnsPerCar: addOnsPerCar(totals.addOnCount, totals.carCount),
  };
}

export { sum };
