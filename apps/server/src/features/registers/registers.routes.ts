import type { FastifyInstance } from "fastify";
import { registerApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { addRegister, closeRegister, listRegisters, listSessions, openRegister, readSessionFor } from "./registers.service";
import { addDrop, listDrops, setDropsClosed } from "./drops.service";
import { dayEndOfDate, dayEndOfSession } from "./day-end.service";

/** Registers, their sessions, drops and the day-end report (contracts: the domain's registerApi). */
export function registersRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, registerApi.list, async () => ok(await listRegisters(deps)));
  route(app, registerApi.create, async (request) => ok(await addRegister(deps, authOf(request), request.body.name, request.ip), "Register added."));
  route(app, registerApi.open, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await openRegister(deps, meta.auth, request.body, meta));
  });
  route(app, registerApi.sessions, async (request) => ok(await listSessions(deps, authOf(request), request.query)));
  route(app, registerApi.session, async (request) => ok(await readSessionFor(deps, authOf(request), request.params.id)));
  route(app, registerApi.close, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await closeRegister(deps, meta.auth, request.params.id, request.body, meta));
  });
  route(app, registerApi.addDrop, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await addDrop(deps, meta.auth, request.params.id, request.body, meta));
  });
  route(app, registerApi.drops, async (request) => ok(await listDrops(deps, request.query)));
  route(app, registerApi.closeDrops, async (request) => ok(await setDropsClosed(deps, authOf(request), request.body.ids, true, request.ip), "Drops closed."));
  route(app, registerApi.openDrops, async (request) => ok(await setDropsClosed(deps, authOf(request), request.body.ids, false, request.ip), "Drops reopened."));
  route(app, registerApi.dayEnd, async (request) => ok(await dayEndOfDate(deps, authOf(request), request.query.date)));
  route(app, registerApi.sessionDayEnd, async (request) => ok(await dayEndOfSession(deps, authOf(request), request.params.id)));
}
