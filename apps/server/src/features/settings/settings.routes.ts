import type { FastifyInstance } from "fastify";
import { awardPointsSettingsSchema, awardPointsSettingsUpdateSchema } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { readAwardPointsSettings, updateAwardPointsSettings } from "./award-points.service";

const tags = ["settings"];

/** System settings that have their own rules (their screen arrives with a later issue). */
export function settingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/settings/award-points",
    access: ["settings.system.general"],
    schema: { summary: "Award points: earned per dollar, and what a point is worth", tags, response: { 200: envelopeOf(awardPointsSettingsSchema) } },
    handler: async () => ok(await readAwardPointsSettings(deps.db)),
  });
  route(app, {
    method: "PATCH",
    url: "/api/settings/award-points",
    access: ["settings.system.general"],
    schema: {
      summary: "Change the award points rates (only the fields sent)",
      tags,
      body: awardPointsSettingsUpdateSchema,
      response: { 200: envelopeOf(awardPointsSettingsSchema) },
    },
    handler: async (request) => ok(await updateAwardPointsSettings(deps, authOf(request), request.body, request.ip), "Settings saved."),
  });
}
