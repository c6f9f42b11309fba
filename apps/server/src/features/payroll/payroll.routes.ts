import type { FastifyInstance } from "fastify";
import { payrollApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { createRun, deleteRun, exportRun, getRun, listRuns, payRun, previewPayroll, voidRun } from "./pay-runs.service";
import { addBonus, BONUS_REMOVED, getBonuses, removeBonus } from "./bonuses.service";
import { emailStub } from "./stub-email.service";
import { getTipAssignment, setTipAssignment } from "./tip-assignments.service";
import { getCommissionRules, getDeductions, payrollEmployees, payrollProfile, paymentDates, setCommissionRules, setDeductions } from "./payroll-people.service";

/** Payroll (contracts: the domain's payrollApi). Money in integer cents, hours in milliseconds. */
export function payrollRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, payrollApi.preview, async (request) => ok(await previewPayroll(deps, request.query)));
  route(app, payrollApi.createRun, async (request) => ok(await createRun(deps, authOf(request), request.body, request.ip), "Draft created."));
  route(app, payrollApi.runs, async (request) => ok(await listRuns(deps, request.query)));
  route(app, payrollApi.run, async (request) => ok(await getRun(deps, request.params.id)));
  route(app, payrollApi.payRun, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await payRun(deps, meta.auth, request.params.id, request.body, meta));
  });
  route(app, payrollApi.deleteRun, async (request) => {
    await deleteRun(deps, authOf(request), request.params.id, request.ip);
    return ok(null, "Draft deleted.");
  });
  route(app, payrollApi.voidRun, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await voidRun(deps, meta.auth, request.params.id, request.body, meta));
  });
  route(app, payrollApi.exportRun, async (request, reply) => {
    const { fileName, csv } = await exportRun(deps, request.params.id);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .header("cache-control", "no-store")
      .send(csv);
  });
  route(app, payrollApi.employees, async (request) => ok(await payrollEmployees(deps, request.query)));
  route(app, payrollApi.employee, async (request) => ok(await payrollProfile(deps, authOf(request), request.params.id)));
  route(app, payrollApi.commissionRules, async (request) => ok(await getCommissionRules(deps, request.params.id)));
  route(app, payrollApi.setCommissionRules, async (request) =>
    ok(await setCommissionRules(deps, authOf(request), request.params.id, request.body, request.ip), "Commission rules saved."),
  );
  route(app, payrollApi.deductions, async (request) => ok(await getDeductions(deps, request.params.id)));
  route(app, payrollApi.setDeductions, async (request) =>
    ok(await setDeductions(deps, authOf(request), request.params.id, request.body, request.ip), "Deductions saved."),
  );
  route(app, payrollApi.emailStub, async (request) => {
    const sent = await emailStub(deps, authOf(request), request.params.id, request.params.employeeId, request.ip);
    return ok(sent, `Pay stub e-mailed to ${sent.recipient}.`);
  });
  route(app, payrollApi.tipAssignment, async (request) => ok(await getTipAssignment(deps, request.params.date)));
  route(app, payrollApi.setTipAssignment, async (request) =>
    ok(await setTipAssignment(deps, authOf(request), request.params.date, request.body, request.ip), "Tips assigned."),
  );
  route(app, payrollApi.bonuses, async (request) => ok(await getBonuses(deps, request.params.id)));
  route(app, payrollApi.addBonus, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await addBonus(deps, meta.auth, request.params.id, request.body, meta));
  });
  route(app, payrollApi.removeBonus, async (request) =>
    ok(await removeBonus(deps, authOf(request), request.params.id, request.params.bonusId, request.ip), BONUS_REMOVED),
  );
  route(app, payrollApi.paymentDates, async (request) => ok(await paymentDates(deps, request.query)));
}
