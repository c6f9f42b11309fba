import type { FastifyInstance } from "fastify";
import { posApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { readPosStart } from "./pos-start.service";

export function posStartRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Signed in is enough: its parts check what their own routes check (pos-start.service.ts).
  route(app, posApi.start, async (request) => ok(await readPosStart(deps, authOf(request), request.query)));
}
