import { defineRoutes } from "../api/route-contract";

/** The dashboard and the reports (docs/product.md §2 /home, /reports…); the day-end report is the registers'. */
export const reportRoutes = defineRoutes({
  // Everyone signed in lands on /home; the answer holds only the parts their group may see.
  dashboard: { method: "GET", path: "/api/dashboard", access: "signedIn" },
  general: { method: "GET", path: "/api/reports/general", access: ["reports.general"] },
  sales: { method: "GET", path: "/api/reports/sales", access: ["reports.sales"] },
  payments: { method: "GET", path: "/api/reports/payments", access: ["reports.payments"] },
  pnl: { method: "GET", path: "/api/reports/pnl", access: ["reports.pnl"] },
  cashier: { method: "GET", path: "/api/reports/cashier", access: ["reports.cashier"] },
  monthly: { method: "GET", path: "/api/reports/monthly", access: ["reports.monthly"] },
  expenses: { method: "GET", path: "/api/reports/expenses", access: ["reports.expense"] },
  purchases: { method: "GET", path: "/api/reports/purchases", access: ["reports.purchase"] },
  customers: { method: "GET", path: "/api/reports/customers", access: ["reports.customer"] },
});
