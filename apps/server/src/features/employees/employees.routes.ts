import type { FastifyInstance, FastifyRequest } from "fastify";
import { authRefusals, employeeApi, groupApi, headers, inviteApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { authenticate } from "../../platform/auth/sessions";
import { perAddressLimit } from "../../platform/auth/password-attempts";
import { getSessionData } from "../session";
import { requestMetaOf } from "../auth";
import { createEmployee, getEmployee, inviteEmployee, listEmployees, updateEmployee, type EmployeeRequest } from "./employees.service";
import { acceptInvite, readInvite } from "./invites.service";
import { createGroup, deleteGroup, listGroups, updateGroup } from "./groups.service";

/** The address the manager's browser used, for the invitation's link (behind a proxy, TRUST_PROXY makes it the public one). */
const requestOf = (request: FastifyRequest): EmployeeRequest => ({ ip: request.ip, origin: `${request.protocol}://${request.host}` });

/** Employees, their invitations and permission groups (contracts: the domain's employeeApi, inviteApi, groupApi). */
export function employeeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, employeeApi.list, async (request) => ok(await listEmployees(deps, authOf(request), request.query)));
  route(app, employeeApi.get, async (request) => ok(await getEmployee(deps, authOf(request), request.params.id)));
  route(app, employeeApi.create, async (request) => {
    const employee = await createEmployee(deps, authOf(request), request.body.employee, requestOf(request));
    return ok(employee, employee.inviteExpiresAt ? "Employee saved. The invitation is on its way." : "Employee saved.");
  });
  route(app, employeeApi.update, async (request) =>
    ok(await updateEmployee(deps, authOf(request), request.params.id, request.body.employee, requestOf(request)), "Employee saved."),
  );
  route(app, employeeApi.invite, async (request) => ok(await inviteEmployee(deps, authOf(request), request.params.id, requestOf(request)), "Invitation sent."));

  // The link's token is a secret: guesses are limited per address like sign-in attempts.
  const attemptLimit = { config: perAddressLimit(deps.config, authRefusals.tooManySignIns) };
  route(app, inviteApi.get, async (request) => ok(await readInvite(deps, request.params.token)), attemptLimit);
  route(
    app,
    inviteApi.accept,
    async (request, reply) => {
      const { token } = await acceptInvite(deps, request.params.token, request.body, requestMetaOf(request));
      const auth = await authenticate(deps, token, { rotate: false });
      reply.header(headers.accessToken, token);
      return ok({ token, session: await getSessionData(deps, auth) }, `Welcome, ${auth.user.firstName}!`);
    },
    attemptLimit,
  );

  route(app, groupApi.list, async () => ok(await listGroups(deps)));
  route(app, groupApi.create, async (request) => ok(await createGroup(deps, authOf(request), request.body.group, request.ip), "Group saved."));
  route(app, groupApi.update, async (request) =>
    ok(await updateGroup(deps, authOf(request), request.params.id, request.body.group, request.ip), "Group saved."),
  );
  route(app, groupApi.delete, async (request) => {
    await deleteGroup(deps, authOf(request), request.params.id, request.ip);
    return ok(null, "Group deleted.");
  });
}
