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

/** The dashboard and the reports (contracts: the domain's reportApi). */
export function reportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, reportApi.dashboard, async (request) => ok(await dashboard(deps, authOf(request))));
  route(app, reportApi.general, async (request) => ok(await generalReport(deps, request.query)));
  route(app, reportApi.sales, async (request) => ok(await salesReport(deps, request.query)));
  route(app, reportApi.payments, async (request) => ok(await paymentsReport(deps, request.query)));
}
