import { defineApi } from "../api/define-api";
import {
  cashierReportSchema,
  customersReportSchema,
  dashboardSchema,
  expensesReportSchema,
  generalReportSchema,
  monthlyReportSchema,
  paymentsReportSchema,
  pnlReportSchema,
  purchasesReportSchema,
  salesReportSchema,
} from "./report-contract";
import { customersReportQuerySchema, monthlyQuerySchema, reportPeriodQuerySchema } from "./report-inputs";
import { reportRoutes } from "./report-routes";

export const reportApi = defineApi("reports", reportRoutes, {
  dashboard: { summary: "Today, this month and twelve months at a glance: only the parts the person may see", response: dashboardSchema },
  general: {
    summary: "One period's summary: sales, refunds, tax, tips, payments by method, expenses, purchases, net cash flow",
    querystring: reportPeriodQuerySchema,
    response: generalReportSchema,
  },
  sales: {
    summary: "Sales of a period by day, hour, product, category, vehicle type, staff and cashier; cars by package",
    querystring: reportPeriodQuerySchema,
    response: salesReportSchema,
  },
  payments: {
    summary: "Payments of a period by method, origin and day; refunds by method; tips by staff",
    querystring: reportPeriodQuerySchema,
    response: paymentsReportSchema,
  },
  pnl: {
    summary: "Profit and loss of a period, cash basis: revenue, cost of goods, gross margin, expenses by category, labor, net profit",
    querystring: reportPeriodQuerySchema,
    response: pnlReportSchema,
  },
  cashier: {
    summary: "Per cashier: sales, voids, refunds, discounts given, their drawers' over/short and drops",
    querystring: reportPeriodQuerySchema,
    response: cashierReportSchema,
  },
  monthly: {
    summary: "Twelve months ending with the month of `to` (default this month), each against the same month a year before",
    querystring: monthlyQuerySchema,
    response: monthlyReportSchema,
  },
  expenses: {
    summary: "Expenses of a period by category, month and method; scheduled against one-off",
    querystring: reportPeriodQuerySchema,
    response: expensesReportSchema,
  },
  purchases: {
    summary: "Purchases of a period by vendor, product, month and how they were paid",
    querystring: reportPeriodQuerySchema,
    response: purchasesReportSchema,
  },
  customers: {
    summary: "New and returning customers of a period, top customers by spend with their lifetime value, VIPs, and those not seen for N days",
    querystring: customersReportQuerySchema,
    response: customersReportSchema,
  },
});
