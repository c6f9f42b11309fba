import type { FastifyInstance } from "fastify";
import { reportApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { dashboard } from "./dashboard.service";
import { generalReport } from "./general-report.service";
import { salesReport } from "./sales-report.service";
import { paymentsReport } from "./payments-report.service";
import { pnlReport } from "./pnl-report.service";
import { cashierReport } from "./cashier-report.service";
import { monthlyReport } from "./monthly-report.service";
import { expensesReport, purchasesReport } from "./money-out-reports.service";
import { customersReport } from "./customers-report.service";

/** The dashboard and the reports (contracts: the domain's reportApi). */
export function reportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, reportApi.dashboard, async (request) => ok(await dashboard(deps, authOf(request))));
  route(app, reportApi.general, async (request) => ok(await generalReport(deps, request.query)));
  route(app, reportApi.sales, async (request) => ok(await salesReport(deps, request.query)));
  route(app, reportApi.payments, async (request) => ok(await paymentsReport(deps, request.query)));
  route(app, reportApi.pnl, async (request) => ok(await pnlReport(deps, request.query)));
  route(app, reportApi.cashier, async (request) => ok(await cashierReport(deps, request.query)));
  route(app, reportApi.monthly, async (request) => ok(await monthlyReport(deps, request.query.to)));
  route(app, reportApi.expenses, async (request) => ok(await expensesReport(deps, request.query)));
  route(app, reportApi.purchases, async (request) => ok(await purchasesReport(deps, request.query)));
  route(app, reportApi.customers, async (request) => ok(await customersReport(deps, request.query)));
}
