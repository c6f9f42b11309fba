import { z } from "zod";
import { enumValues, ItemKind, PaymentMethod, PaymentOrigin, ReportRole, VehicleType } from "../enums";

// What the report and dashboard routes answer (inside the envelope's body). Money is cents; a
// period is two business dates, both counted.

const money = () => z.number().int();
const count = () => z.number().int();
const method = z.literal(enumValues(PaymentMethod));
const period = z.object({ from: z.string(), to: z.string() });

/** The sales of a period (report-rules.ts says what each figure counts). */
export const salesFiguresSchema = z.object({
  saleCount: count(),
  carCount: count(),
  /** Before discounts. */
  gross: money(),
  discount: money(),
  /** After discounts, before exclusive tax. */
  subTotal: money(),
  tax: money(),
  /** What the sales came to, tax included. */
  amount: money(),
  refunds: money(),
  voids: money(),
  /** amount − refunds − voids. */
  net: money(),
  /** Net sales per car; null without cars. */
  averageTicket: money().nullable(),
  tips: money(),
  /** Rung up and not paid in full: counted in the sales above, flagged here. */
  unpaid: z.object({ count: count(), amount: money(), due: money() }),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const methodFiguresSchema = z.object({ method, count: count(), amount: money(), tip: money() });
export type MethodFigures = z.infer<typeof methodFiguresSchema>;
export const refundMethodSchema = z.object({ method, count: count(), amount: money() });

/** GET /api/reports/general: one period's summary; each figure has a report behind it. */
export const generalReportSchema = z.object({
  period,
  sales: salesFiguresSchema,
  payments: z.array(methodFiguresSchema),
  paymentsTotal: money(),
  refundsByMethod: z.array(refundMethodSchema),
  expenses: z.object({ count: count(), amount: money() }),
  purchases: z.object({ count: count(), amount: money() }),
  /** Money in (payments and tips, points aside) less money out (refunds, voids, expenses, purchases). */
  netCashFlow: money(),
});
export type GeneralReport = z.infer<typeof generalReportSchema>;

const dayRow = z.object({ date: z.string(), saleCount: count(), carCount: count(), amount: money(), net: money() });
const productRow = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  category: z.string(),
  kind: z.literal(enumValues(ItemKind)),
  saleCount: count(),
  carCount: count(),
  quantity: count(),
  gross: money(),
  discount: money(),
  net: money(),
});
export type SalesReportProduct = z.infer<typeof productRow>;

/** GET /api/reports/sales. */
export const salesReportSchema = z.object({
  period,
  totals: salesFiguresSchema,
  byDay: z.array(dayRow),
  byHour: z.array(z.object({ hour: count(), saleCount: count(), amount: money() })),
  byProduct: z.array(productRow),
  byCategory: z.array(z.object({ category: z.string(), quantity: count(), gross: money(), discount: money(), net: money() })),
  byVehicleType: z.array(
    z.object({ vehicleType: z.union([z.enum(enumValues(VehicleType)), z.literal("")]), saleCount: count(), carCount: count(), amount: money() }),
  ),
  byStaff: z.array(z.object({ staffId: z.string(), name: z.string(), lineCount: count(), net: money() })),
  byCashier: z.array(z.object({ cashierId: z.string(), name: z.string(), saleCount: count(), amount: money(), discount: money() })),
  /**
   * Services and combos on cars, by the report role they were sold with: packages first, then
   * add-ons, then the rest, most cars first within each.
   */
  carsByPackage: z.array(z.object({ productId: z.string().nullable(), name: z.string(), reportRole: z.literal(enumValues(ReportRole)), carCount: count() })),
  /** Packages and add-ons on cars (report-rules.ts: the counts, and the two ratios made from them). */
  packages: z.object({
    carCount: count(),
    packageCarCount: count(),
    premiumCarCount: count(),
    addOnCount: count(),
    /** premiumCarCount / packageCarCount in thousandths of a percent; null without packages. */
    premiumShare: count().nullable(),
    /** addOnCount / carCount in hundredths; null without cars. */
    addOnsPerCar: count().nullable(),
  }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** GET /api/reports/payments. */
export const paymentsReportSchema = z.object({
  period,
  byMethod: z.array(methodFiguresSchema),
  byOrigin: z.array(z.object({ origin: z.union([z.literal(enumValues(PaymentOrigin)), z.null()]), count: count(), amount: money(), tip: money() })),
  byDay: z.array(z.object({ date: z.string(), amount: money(), tip: money(), refunds: money() })),
  refundsByMethod: z.array(refundMethodSchema.extend({ voids: money() })),
  tipsByStaff: z.array(z.object({ staffId: z.string(), name: z.string(), tip: money() })),
  total: z.object({ count: count(), amount: money(), tip: money(), refunds: money(), voids: money() }),
});
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;

const comparedSchema = z.object({ current: money(), previous: money() });

/** GET /api/dashboard: each part only for those allowed to see it (null otherwise). */
export const dashboardSchema = z.object({
  today: z.string(),
  daily: z
    .object({
      compareWith: z.string(),
      net: comparedSchema,
      carCount: comparedSchema,
      averageTicket: z.object({ current: money().nullable(), previous: money().nullable() }),
      tips: comparedSchema,
      payments: z.array(methodFiguresSchema),
      /** Open drawers; expected cash only for those who may see it. */
      registers: z.array(z.object({ sessionId: z.string(), name: z.string(), openedAt: z.string(), openedBy: z.string(), expectedCash: money().nullable() })),
      /** Who is on the clock now, and whether on a break (docs/product.md §2 /timeClock). */
      onTheClock: z.array(z.object({ userId: z.string(), name: z.string(), onBreak: z.boolean(), since: z.string() })),
    })
    .nullable(),
  monthly: z
    .object({
      current: period,
      previous: period,
      net: comparedSchema,
      carCount: comparedSchema,
      days: z.array(dayRow),
      topServices: z.array(z.object({ productId: z.string().nullable(), name: z.string(), quantity: count(), net: money() })),
    })
    .nullable(),
  overview: z
    .object({
      months: z.array(z.object({ from: z.string(), to: z.string(), net: money(), expenses: money(), purchases: money(), profit: money() })),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/reports/pnl: cash basis (money counted on the day it came in or went out). */
export const pnlReportSchema = z.object({
  period,
  /** Net sales as every report shows them (tax included). */
  netSales: money(),
  /** Sales tax the period's sales charged: owed to the state, not the shop's. */
  tax: money(),
  /** netSales − tax. */
  revenue: money(),
  /** Units kept (sold less refunded) at each product's cost on the day it was sold. */
  costOfGoods: money(),
  grossMargin: money(),
  expensesByCategory: z.array(z.object({ categoryId: z.string(), name: z.string(), amount: money() })),
  expenses: money(),
  /** Wages: null until pay runs or the time clock record them. */
  labor: money().nullable(),
  netProfit: money(),
  /** Stock bought in the period: shown for the cash it took, its cost counts when sold. */
  purchases: money(),
});
export type PnlReport = z.infer<typeof pnlReportSchema>;

/** GET /api/reports/cashier: what each person rang up, gave back and counted. */
export const cashierReportSchema = z.object({
  period,
  cashiers: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      saleCount: count(),
      amount: money(),
      discount: money(),
      voidCount: count(),
      voids: money(),
      refundCount: count(),
      refunds: money(),
      /** Drawers they opened in the period; over/short of those closed (null when none closed). */
      sessionCount: count(),
      overShort: money().nullable(),
      dropCount: count(),
      drops: money(),
    }),
  ),
});
export type CashierReport = z.infer<typeof cashierReportSchema>;

const monthFigures = z.object({
  saleCount: count(),
  carCount: count(),
  net: money(),
  averageTicket: money().nullable(),
  expenses: money(),
  purchases: money(),
  profit: money(),
});
/** GET /api/reports/monthly: twelve months side by side, each against the same month a year before. */
export const monthlyReportSchema = z.object({
  months: z.array(z.object({ month: z.string(), from: z.string(), to: z.string(), current: monthFigures, yearBefore: monthFigures })),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;
export type MonthFigures = z.infer<typeof monthFigures>;

const amountRow = { count: count(), amount: money() };
/** GET /api/reports/expenses. */
export const expensesReportSchema = z.object({
  period,
  total: z.object(amountRow),
  byCategory: z.array(z.object({ categoryId: z.string(), name: z.string(), ...amountRow })),
  byMonth: z.array(z.object({ month: z.string(), ...amountRow })),
  byMethod: z.array(z.object({ method: z.number().int(), ...amountRow })),
  scheduled: z.object(amountRow),
  oneOff: z.object(amountRow),
});
export type ExpensesReport = z.infer<typeof expensesReportSchema>;

/** GET /api/reports/purchases. */
export const purchasesReportSchema = z.object({
  period,
  total: z.object(amountRow),
  byVendor: z.array(z.object({ vendorId: z.string(), name: z.string(), ...amountRow })),
  byProduct: z.array(z.object({ productId: z.string().nullable(), name: z.string(), category: z.string(), quantity: count(), amount: money() })),
  byMonth: z.array(z.object({ month: z.string(), ...amountRow })),
  byPaidBy: z.array(z.object({ paidBy: z.string(), ...amountRow })),
});
export type PurchasesReport = z.infer<typeof purchasesReportSchema>;

const customerRow = z.object({
  customerId: z.string(),
  name: z.string(),
  isVip: z.boolean(),
  visits: count(),
  /** What their sales came to less what was given back on them. */
  spend: money(),
  lifetimeSpend: money(),
  lastVisit: z.string().nullable(),
});

/** GET /api/reports/customers. */
export const customersReportSchema = z.object({
  period,
  /** Sales with a customer named, and those without (walk-ins). */
  visits: count(),
  walkIns: count(),
  /** Customers whose first visit ever falls in the period, and those who had come before. */
  newCustomers: count(),
  returningCustomers: count(),
  topCustomers: z.array(customerRow),
  vips: z.object({ count: count(), visits: count(), spend: money() }),
  /** Customers who have visited, but not in the last `days` days (most recently seen first). */
  notSeen: z.object({ days: count(), count: count(), customers: z.array(customerRow.omit({ spend: true })) }),
});
export type CustomersReport = z.infer<typeof customersReportSchema>;
