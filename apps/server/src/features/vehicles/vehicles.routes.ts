import type { FastifyInstance } from "fastify";
import { vehicleApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { modelsFor, searchMakes } from "./vehicles.service";

/** The Add New Vehicle dialog's helpers: whoever may add or edit a customer may use them. */
export function vehicleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, vehicleApi.makes, async (request) => ok({ results: await searchMakes(deps, request.query.text) }));
  route(app, vehicleApi.models, async (request) => ok(await modelsFor(deps, request.query.make, request.query.year)));
}
