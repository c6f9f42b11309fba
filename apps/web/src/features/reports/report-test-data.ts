import {
  ItemKind,
  PaymentMethod,
  PaymentOrigin,
  ReportRole,
  VehicleType,
  type Dashboard,
  type GeneralReport,
  type PaymentsReport,
  type SalesReport,
  type SalesFigures,
} from "@washdesk/domain";

/*
 * One worked day, by hand, at 8.875 % tax (rounded half away from zero per sale):
 *   A  Full wash 20.00, 2.00 off → 18.00 + tax 1.60 = 19.60; card 19.60 + tip 3.00.
 *   B  Basic wash 12.00 + freshener 3.00 → 15.00 + tax 1.33 = 16.33; cash; the freshener refunded 3.00 + 0.27 tax = 3.27 in cash.
 *   C  Detail 80.00 → 80.00 + tax 7.10 = 87.10; cash, then voided the same day (87.10 back).
 *   D  Deleted: in nothing.
 *   E  Basic wash 12.00 → 12.00 + tax 1.07 = 13.07, not paid (a ticket).
 * Gross 127.00, discounts 2.00, subtotal 125.00, tax 11.10, sales total 136.10; net 136.10 − 3.27 − 87.10 = 45.73.
 * Cars: A and B (C voided, E pending) = 2; average ticket 45.73 / 2 = 22.865 → 22.87.
 * Money in 19.60 + 3.00 + 16.33 + 87.10 = 126.03; out 3.27 + 87.10 + expense 25.00 + purchase 60.00 = 175.37; net cash flow -49.34.
 */
export const DAY = "2025-03-05";

export const dayFigures: SalesFigures = {
  saleCount: 4,
  carCount: 2,
  gross: 12_700,
  discount: 200,
  subTotal: 12_500,
  tax: 1_110,
  amount: 13_610,
  refunds: 327,
  voids: 8_710,
  net: 4_573,
  averageTicket: 2_287,
  tips: 300,
  unpaid: { count: 1, amount: 1_307, due: 1_307 },
};

export function generalReportFor(period: { from: string; to: string }): GeneralReport {
  return {
    period,
    sales: dayFigures,
    payments: [
      { method: PaymentMethod.Cash, count: 2, amount: 10_343, tip: 0 },
      { method: PaymentMethod.CreditCard, count: 1, amount: 1_960, tip: 300 },
    ],
    paymentsTotal: 12_303,
    refundsByMethod: [{ method: PaymentMethod.Cash, count: 1, amount: 327 }],
    expenses: { count: 1, amount: 2_500 },
    purchases: { count: 1, amount: 6_000 },
    netCashFlow: -4_934,
  };
}

export function salesReportFor(period: { from: string; to: string }): SalesReport {
  return {
    period,
    totals: dayFigures,
    byDay: [{ date: DAY, saleCount: 4, carCount: 2, amount: 13_610, net: 4_573 }],
    byHour: [
      { hour: 9, saleCount: 2, amount: 3_593 },
      { hour: 14, saleCount: 2, amount: 10_017 },
    ],
    byProduct: [
      {
        productId: "p-detail",
        name: "Detail",
        category: "Details",
        kind: ItemKind.Service,
        saleCount: 1,
        carCount: 0,
        quantity: 1,
        gross: 8_000,
        discount: 0,
        net: 8_000,
      },
      {
        productId: "p-basic",
        name: "Basic wash",
        category: "Washes",
        kind: ItemKind.Service,
        saleCount: 2,
        carCount: 1,
        quantity: 2,
        gross: 2_400,
        discount: 0,
        net: 2_400,
      },
      {
        productId: "p-full",
        name: "Full wash",
        category: "Washes",
        kind: ItemKind.Service,
        saleCount: 1,
        carCount: 1,
        quantity: 1,
        gross: 2_000,
        discount: 200,
        net: 1_800,
      },
      {
        productId: "p-fresh",
        name: "=Freshener",
        category: "Extras",
        kind: ItemKind.Standard,
        saleCount: 1,
        carCount: 1,
        quantity: 1,
        gross: 300,
        discount: 0,
        net: 300,
      },
    ],
    byCategory: [
      { category: "Details", quantity: 1, gross: 8_000, discount: 0, net: 8_000 },
      { category: "Washes", quantity: 3, gross: 4_400, discount: 200, net: 4_200 },
      { category: "Extras", quantity: 1, gross: 300, discount: 0, net: 300 },
    ],
    byVehicleType: [
      { vehicleType: VehicleType.Sedan, saleCount: 3, carCount: 2, amount: 4_900 },
      { vehicleType: "", saleCount: 1, carCount: 0, amount: 8_710 },
    ],
    byStaff: [{ staffId: "s-1", name: "Robin Washer", lineCount: 5, net: 12_500 }],
    byCashier: [{ cashierId: "u-1", name: "Casey Counter", saleCount: 4, amount: 13_610, discount: 200 }],
    carsByPackage: [
      { productId: "p-full", name: "Full wash", reportRole: ReportRole.PremiumPackage, carCount: 1 },
      { productId: "p-basic", name: "Basic wash", reportRole: ReportRole.Package, carCount: 1 },
    ],
    // Basic wash a package, Full wash premium; 3 add-on units on the 2 cars.
    packages: { carCount: 2, packageCarCount: 2, premiumCarCount: 1, addOnCount: 3, premiumShare: 50_000, addOnsPerCar: 150 },
  };
}

export function paymentsReportFor(period: { from: string; to: string }): PaymentsReport {
  return {
    period,
    byMethod: [
      { method: PaymentMethod.Cash, count: 2, amount: 10_343, tip: 0 },
      { method: PaymentMethod.CreditCard, count: 1, amount: 1_960, tip: 300 },
    ],
    byOrigin: [
      { origin: null, count: 2, amount: 10_343, tip: 0 },
      { origin: PaymentOrigin.PayByLink, count: 1, amount: 1_960, tip: 300 },
    ],
    byDay: [{ date: DAY, amount: 12_303, tip: 300, refunds: 327 }],
    refundsByMethod: [{ method: PaymentMethod.Cash, count: 1, amount: 327, voids: 8_710 }],
    tipsByStaff: [{ staffId: "s-1", name: "Robin Washer", tip: 300 }],
    total: { count: 3, amount: 12_303, tip: 300, refunds: 327, voids: 8_710 },
  };
}

/** Today (05 Mar) against Wednesday a week before; March to date against February to the 5th. */
export const fullDashboard: Dashboard = {
  today: DAY,
  daily: {
    compareWith: "2025-02-26",
    net: { current: 4_573, previous: 4_000 },
    carCount: { current: 2, previous: 4 },
    averageTicket: { current: 2_287, previous: 1_000 },
    tips: { current: 300, previous: 0 },
    payments: [
      { method: PaymentMethod.Cash, count: 2, amount: 10_343, tip: 0 },
      { method: PaymentMethod.CreditCard, count: 1, amount: 1_960, tip: 300 },
    ],
    registers: [{ sessionId: "rs-1", name: "Front counter", openedAt: "2025-03-05T14:05:00.000Z", openedBy: "Casey Counter", expectedCash: 11_016 }],
    onTheClock: [{ userId: "u-2", name: "Dana Detail", onBreak: false, since: "2025-03-05T13:00:00.000Z" }],
  },
  monthly: {
    current: { from: "2025-03-01", to: DAY },
    previous: { from: "2025-02-01", to: "2025-02-05" },
    net: { current: 20_000, previous: 16_000 },
    carCount: { current: 9, previous: 9 },
    days: [
      { date: "2025-03-01", saleCount: 5, carCount: 5, amount: 10_000, net: 10_000 },
      { date: "2025-03-04", saleCount: 2, carCount: 2, amount: 5_427, net: 5_427 },
      { date: DAY, saleCount: 4, carCount: 2, amount: 13_610, net: 4_573 },
    ],
    topServices: [{ productId: "p-full", name: "Full wash", quantity: 6, net: 10_800 }],
  },
  overview: {
    months: [
      { from: "2025-02-01", to: "2025-02-28", net: 300_000, expenses: 50_000, purchases: 20_000, profit: 230_000 },
      { from: "2025-03-01", to: DAY, net: 20_000, expenses: 2_500, purchases: 6_000, profit: 11_500 },
    ],
  },
};

export const emptyDashboard: Dashboard = { today: DAY, daily: null, monthly: null, overview: null };
