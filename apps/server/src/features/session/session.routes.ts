import type { FastifyInstance } from "fastify";
import { sessionDataSchema } from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { getSessionData } from "./session.service";

export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/session",
    access: "signedIn",
    schema: {
      summary: "The signed-in user's session store data; registerIsOpened is for the device's drawer (registerId)",
      tags: ["auth"],
      querystring: z.object({ registerId: z.uuid().optional() }),
      response: { 200: envelopeOf(sessionDataSchema) },
    },
    handler: async (request) => ok(await getSessionData(deps, authOf(request), request.query.registerId)),
  });
}
