import type { FastifyInstance } from "fastify";
import {
  closeRegisterSchema,
  dayEndQuerySchema,
  dayEndReportSchema,
  dropIdsSchema,
  dropInputSchema,
  dropPageSchema,
  dropQuerySchema,
  dropSchema,
  openRegisterSchema,
  registerInputSchema,
  registerSchema,
  registerSessionPageSchema,
  registerSessionQuerySchema,
  registerSessionSchema,
} from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { sendIdempotent } from "../../platform/idempotency";
import { requestContextOf } from "../../platform/request-context";
import { addRegister, closeRegister, listRegisters, listSessions, openRegister, readSession } from "./registers.service";
import { addDrop, listDrops, setDropsClosed } from "./drops.service";
import { dayEndOfDate, dayEndOfSession } from "./day-end.service";

const idParams = z.object({ id: z.uuid() });
const tags = ["registers"];
const sessionAnswer = { 200: envelopeOf(registerSessionSchema) };
const KEY_NOTE = " Requires an Idempotency-Key header: a repeat gets the first answer; the same key with another body is a 409.";

/** Registers, their sessions, drops and the day-end report (SPEC §2 /registers…, /managements/drops, /reports/dayEnd). */
export function registersRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/registers",
    // Every device at the counter must be able to say which drawer it is.
    access: "signedIn",
    schema: { summary: "The shop's drawers, each with its open session", tags, response: { 200: envelopeOf(z.array(registerSchema)) } },
    handler: async () => ok(await listRegisters(deps)),
  });
  route(app, {
    method: "POST",
    url: "/api/registers",
    access: ["management.register.edit"],
    schema: { summary: "Add a drawer", tags, body: registerInputSchema, response: { 200: envelopeOf(registerSchema) } },
    handler: async (request) => ok(await addRegister(deps, authOf(request), request.body.name, request.ip), "Register added."),
  });
  route(app, {
    method: "POST",
    url: "/api/registers/sessions",
    access: ["management.register.new"],
    schema: { summary: `Open a drawer with its float counted by denomination (one open session per drawer).${KEY_NOTE}`, tags, body: openRegisterSchema, response: sessionAnswer },
    handler: async (request, reply) => {
      const meta = requestContextOf(request);
      return sendIdempotent(reply, await openRegister(deps, meta.auth, request.body, meta));
    },
  });
  route(app, {
    method: "GET",
    url: "/api/registers/sessions",
    // /registers/opened is open to those who may edit registers too: they close and make drops there.
    access: ["management.register.list", "management.register.edit"],
    schema: { summary: "The Register Report: sessions, newest first, each with its ledger", tags, querystring: registerSessionQuerySchema, response: { 200: envelopeOf(registerSessionPageSchema) } },
    handler: async (request) => ok(await listSessions(deps, request.query)),
  });
  route(app, {
    method: "GET",
    url: "/api/registers/sessions/:id",
    access: ["management.register.list", "management.register.edit", "sales.pos.list"],
    schema: { summary: "One session with its ledger (live expected cash while open)", tags, params: idParams, response: sessionAnswer },
    handler: async (request) => ok(await readSession(deps.db, request.params.id)),
  });
  route(app, {
    method: "POST",
    url: "/api/registers/sessions/:id/close",
    // Whoever opens a drawer closes it at the end of the shift.
    access: ["management.register.new", "management.register.edit"],
    schema: { summary: `Close a drawer with the cash counted by denomination; answers expected, counted and over/short.${KEY_NOTE}`, tags, params: idParams, body: closeRegisterSchema, response: sessionAnswer },
    handler: async (request, reply) => {
      const meta = requestContextOf(request);
      return sendIdempotent(reply, await closeRegister(deps, meta.auth, request.params.id, request.body, meta));
    },
  });
  route(app, {
    method: "POST",
    url: "/api/registers/sessions/:id/drops",
    access: ["management.register.new", "management.drops"],
    schema: { summary: `Move cash from an open drawer to the safe.${KEY_NOTE}`, tags, params: idParams, body: dropInputSchema, response: { 200: envelopeOf(dropSchema) } },
    handler: async (request, reply) => {
      const meta = requestContextOf(request);
      return sendIdempotent(reply, await addDrop(deps, meta.auth, request.params.id, request.body, meta));
    },
  });
  route(app, {
    method: "GET",
    url: "/api/drops",
    access: ["management.drops"],
    schema: { summary: "The Drop Report, newest first, with totals over everything the filter matches", tags, querystring: dropQuerySchema, response: { 200: envelopeOf(dropPageSchema) } },
    handler: async (request) => ok(await listDrops(deps, request.query)),
  });
  route(app, {
    method: "POST",
    url: "/api/drops/close",
    access: ["management.drops"],
    schema: { summary: "Close drops once checked against the safe (CloseDrops)", tags, body: dropIdsSchema, response: { 200: envelopeOf(z.object({ count: z.number().int() })) } },
    handler: async (request) => ok(await setDropsClosed(deps, authOf(request), request.body.ids, true, request.ip), "Drops closed."),
  });
  route(app, {
    method: "POST",
    url: "/api/drops/open",
    access: ["management.drops"],
    schema: { summary: "Reopen closed drops (OpenDrops)", tags, body: dropIdsSchema, response: { 200: envelopeOf(z.object({ count: z.number().int() })) } },
    handler: async (request) => ok(await setDropsClosed(deps, authOf(request), request.body.ids, false, request.ip), "Drops reopened."),
  });
  route(app, {
    method: "GET",
    url: "/api/reports/day-end",
    access: ["reports.dayEndReport"],
    schema: { summary: "The day-end report of one business day (default: the shop's today)", tags, querystring: dayEndQuerySchema, response: { 200: envelopeOf(dayEndReportSchema) } },
    handler: async (request) => ok(await dayEndOfDate(deps, request.query.date)),
  });
  route(app, {
    method: "GET",
    url: "/api/reports/day-end/:id",
    access: ["reports.dayEndReport"],
    schema: { summary: "The day-end report of one register session", tags, params: idParams, response: { 200: envelopeOf(dayEndReportSchema) } },
    handler: async (request) => ok(await dayEndOfSession(deps, request.params.id)),
  });
}
