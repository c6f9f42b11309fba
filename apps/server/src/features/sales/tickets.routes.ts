import type { FastifyInstance } from "fastify";
import { ticketApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { listOpenTickets, parkTicket, resumeTicket, saveTicket, voidTicket } from "./tickets.service";

/** Open tickets at the counter (contracts: the domain's ticketApi): park, list, resume, save and pay, void. */
export function ticketRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, ticketApi.open, async (request) => ok(await listOpenTickets(deps, request.query)));
  route(app, ticketApi.park, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await parkTicket(deps, meta.auth, request.body, meta));
  });
  route(app, ticketApi.resume, async (request) => ok(await resumeTicket(deps, authOf(request), request.params.id, request.body, request.ip)));
  route(app, ticketApi.save, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await saveTicket(deps, meta.auth, request.params.id, request.body, meta));
  });
  route(app, ticketApi.void, async (request, reply) => {
    const meta = requestContextOf(request);
    return sendIdempotent(reply, await voidTicket(deps, meta.auth, request.params.id, request.body, meta));
  });
}
