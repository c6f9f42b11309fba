import {
  PaymentMethod,
  type CashierReport,
  type CustomersReport,
  type ExpensesReport,
  type MonthFigures,
  type MonthlyReport,
  type PnlReport,
  type PurchasesReport,
  type ReportPeriod,
} from "@washdesk/domain";

/*
 * The server's worked day (Monday 1 June 2026, reports.test.ts), by hand:
 *   Sales total 105.49 (A 44.60, B 25.00, C 25.00, D 10.89) less the 10.00 refunded and 25.00 voided:
 *   net sales 70.49, of which 2.49 sales tax (1.60 on A's wax, 0.89 on D's): revenue 68.00.
 *   Three waxes kept at 4.00 cost: cost of goods 12.00; gross margin 56.00; a 15.00 Supplies expense;
 *   labor not recorded; net profit 41.00. A 50.00 purchase by check: cash paid for stock, not subtracted.
 */
export const WORKED_DAY = "2026-06-01";

export function pnlReportFor(period: ReportPeriod): PnlReport {
  return {
    period,
    netSales: 7_049,
    tax: 249,
    revenue: 6_800,
    costOfGoods: 1_200,
    grossMargin: 5_600,
    expensesByCategory: [{ categoryId: "c-supplies", name: "Supplies", amount: 1_500 }],
    expenses: 1_500,
    labor: null,
    netProfit: 4_100,
    purchases: 5_000,
  };
}

/*
 * The owner rang up A–D on the day (4 sales, 105.49, 2.00 off A's wax), voided C (25.00) and
 * refunded 10.00 of B, with one drawer still open. A second person's closed drawer is added by hand:
 * 2 sales of 15.00, the drawer 1.50 short, one 50.00 drop. Totals: 6 sales, 135.49, 2.00 off,
 * 1 void of 25.00, 1 refund of 10.00, 2 drawers, -1.50 over/short (the closed one alone), 1 drop of 50.00.
 */
export function cashierReportFor(period: ReportPeriod): CashierReport {
  return {
    period,
    cashiers: [
      {
        userId: "u-owner",
        name: "Morgan Owner",
        saleCount: 4,
        amount: 10_549,
        discount: 200,
        voidCount: 1,
        voids: 2_500,
        refundCount: 1,
        refunds: 1_000,
        sessionCount: 1,
        overShort: null,
        dropCount: 0,
        drops: 0,
      },
      {
        userId: "u-casey",
        name: "Casey Counter",
        saleCount: 2,
        amount: 3_000,
        discount: 0,
        voidCount: 0,
        voids: 0,
        refundCount: 0,
        refunds: 0,
        sessionCount: 1,
        overShort: -150,
        dropCount: 1,
        drops: 5_000,
      },
    ],
  };
}

const none: MonthFigures = { saleCount: 0, carCount: 0, net: 0, averageTicket: null, expenses: 0, purchases: 0, profit: 0 };

/*
 * Twelve months to the worked day: June 2026 is the day itself against an empty June 2025; May 2026
 * (10 sales, 8 cars, 200.00 net, 30.00 expenses, 20.00 purchases) against May 2025 (8 sales, 8 cars,
 * 160.00 net, 30.00 expenses); every other month empty on both sides. Twelve months: net 270.49
 * against 160.00 (+69.1 %), cars 10 against 8 (+25 %), $/car 270.49 / 10 = 27.05 against 20.00
 * (+35.3 %), profit 155.49 against 130.00 (+19.6 %), purchases 70.00 against none.
 */
export function monthlyReportFor(): MonthlyReport {
  const months = ["2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"];
  const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return {
    months: months.map((month) => {
      const from = `${month}-01`;
      if (month === "2026-05")
        return {
          month,
          from,
          to: lastDay(month),
          current: { saleCount: 10, carCount: 8, net: 20_000, averageTicket: 2_500, expenses: 3_000, purchases: 2_000, profit: 15_000 },
          yearBefore: { saleCount: 8, carCount: 8, net: 16_000, averageTicket: 2_000, expenses: 3_000, purchases: 0, profit: 13_000 },
        };
      if (month === "2026-06")
        return {
          month,
          from,
          to: WORKED_DAY,
          current: { saleCount: 4, carCount: 2, net: 7_049, averageTicket: 3_525, expenses: 1_500, purchases: 5_000, profit: 549 },
          yearBefore: none,
        };
      return { month, from, to: lastDay(month), current: none, yearBefore: none };
    }),
  };
}

/** The server's worked customers: Dana (a VIP, new) and Lee (back since April) came; Kim was last seen on 1 March. */
export function customersReportFor(period: ReportPeriod, notSeenDays = 60): CustomersReport {
  return {
    period,
    visits: 2,
    walkIns: 2,
    newCustomers: 1,
    returningCustomers: 1,
    topCustomers: [
      { customerId: "c-dana", name: "Dana Reyes", isVip: true, visits: 1, spend: 4_460, lifetimeSpend: 4_460, lastVisit: WORKED_DAY },
      { customerId: "c-lee", name: "Lee Park", isVip: false, visits: 1, spend: 1_500, lifetimeSpend: 4_000, lastVisit: WORKED_DAY },
    ],
    vips: { count: 1, visits: 1, spend: 4_460 },
    notSeen: {
      days: notSeenDays,
      count: 1,
      customers: [{ customerId: "c-kim", name: "Kim Ode", isVip: false, visits: 1, lifetimeSpend: 2_500, lastVisit: "2026-03-01" }],
    },
  };
}

/*
 * May to the worked day: rent 1,200.00 by check (scheduled), supplies 22.50 by debit in May and the
 * day's 15.00 in cash. Total 3 expenses, 1,237.50; scheduled 1,200.00, one-off 37.50.
 */
export function expensesReportFor(period: ReportPeriod): ExpensesReport {
  return {
    period,
    total: { count: 3, amount: 123_750 },
    byCategory: [
      { categoryId: "c-rent", name: "Rent", count: 1, amount: 120_000 },
      { categoryId: "c-supplies", name: "Supplies", count: 2, amount: 3_750 },
    ],
    byMonth: [
      { month: "2026-05", count: 2, amount: 122_250 },
      { month: "2026-06", count: 1, amount: 1_500 },
    ],
    byMethod: [
      { method: PaymentMethod.Check, count: 1, amount: 120_000 },
      { method: PaymentMethod.Debit, count: 1, amount: 2_250 },
      { method: PaymentMethod.Cash, count: 1, amount: 1_500 },
    ],
    scheduled: { count: 1, amount: 120_000 },
    oneOff: { count: 2, amount: 3_750 },
  };
}

/*
 * May to the worked day: 10 towels (30.00) from Suds Supply in May, paid cash; the day's 50.00 from
 * Suds Supply by check (an amount, no products); 6 waxes (24.00) from Wax World in cash.
 * Total 3 purchases, 104.00; products 16 units, 54.00.
 */
export function purchasesReportFor(period: ReportPeriod): PurchasesReport {
  return {
    period,
    total: { count: 3, amount: 10_400 },
    byVendor: [
      { vendorId: "v-suds", name: "Suds Supply", count: 2, amount: 8_000 },
      { vendorId: "v-wax", name: "Wax World", count: 1, amount: 2_400 },
    ],
    byProduct: [
      { productId: "p-towel", name: "Towels", category: "Supplies", quantity: 10, amount: 3_000 },
      { productId: "p-wax", name: "Wax", category: "Care", quantity: 6, amount: 2_400 },
    ],
    byMonth: [
      { month: "2026-05", count: 1, amount: 3_000 },
      { month: "2026-06", count: 2, amount: 7_400 },
    ],
    byPaidBy: [
      { paidBy: "Check", count: 1, amount: 5_000 },
      { paidBy: "Cash", count: 2, amount: 5_400 },
    ],
  };
}
