import { defineRoutes } from "../api/route-contract";

/** The dashboard and the reports (docs/product.md §2 /home, /reports…); the day-end report is the registers'. */
export const reportRoutes = defineRoutes({
  // Everyone signed in lands on /home; the answer holds only the parts their group may see.
  dashboard: { method: "GET", path: "/api/dashboard", access: "signedIn" },
  general: { method: "GET", path: "/api/reports/general", access: ["reports.general"] },
  sales: { method: "GET", path: "/api/reports/sales", access: ["reports.sales"] },
  payments: { method: "GET", path: "/api/reports/payments", access: ["reports.payments"] },
});
