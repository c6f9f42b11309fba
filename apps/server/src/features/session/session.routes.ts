import type { FastifyInstance } from "fastify";
import { authApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { getSessionData } from "./session.service";

export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, authApi.session, async (request) => ok(await getSessionData(deps, authOf(request), request.query.registerId)));
}
