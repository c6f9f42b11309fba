import type { FastifyInstance } from "fastify";
import { posStartQuerySchema, posStartSchema } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { readPosStart } from "./pos-start.service";

export function posStartRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/pos/start",
    // Its parts check what their own routes check (pos-start.service.ts).
    access: "signedIn",
    schema: {
      summary: "The counter's first data in one answer: the session of this station's drawer (registerId), the drawers, and the first tiles (the query of GET /api/search/product)",
      tags: ["sales"],
      querystring: posStartQuerySchema,
      response: { 200: envelopeOf(posStartSchema) },
    },
    handler: async (request) => ok(await readPosStart(deps, authOf(request), request.query)),
  });
}
