import type { FastifyInstance } from "fastify";
import { makeSearchQuerySchema, modelQuerySchema, modelResultsSchema, searchResultsSchema } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { modelsFor, searchMakes } from "./vehicles.service";

/** The Add New Vehicle dialog's helpers: whoever may add or edit a customer may use them. */
export function vehicleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/search/vehicleMake",
    access: ["customers.new", "customers.edit"],
    schema: {
      summary: "Make suggestions: the bundled catalog plus makes already saved (text longer than 1 character)",
      tags: ["vehicles"],
      querystring: makeSearchQuerySchema,
      response: { 200: envelopeOf(searchResultsSchema) },
    },
    handler: async (request) => ok({ results: await searchMakes(deps, request.query.text) }),
  });
  route(app, {
    method: "GET",
    url: "/api/vehicles/models",
    access: ["customers.new", "customers.edit"],
    schema: {
      summary: "Models of a make and year: the vehicle-data service (cached), or the offline catalog",
      tags: ["vehicles"],
      querystring: modelQuerySchema,
      response: { 200: envelopeOf(modelResultsSchema) },
    },
    handler: async (request) => ok(await modelsFor(deps, request.query.make, request.query.year)),
  });
}
