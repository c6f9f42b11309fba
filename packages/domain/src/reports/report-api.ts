import { defineApi } from "../api/define-api";
import { dashboardSchema, generalReportSchema, paymentsReportSchema, salesReportSchema } from "./report-contract";
import { reportPeriodQuerySchema } from "./report-inputs";
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
});
