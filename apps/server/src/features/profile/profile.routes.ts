import type { FastifyInstance } from "fastify";
import { changePasswordSchema, changePinSchema, profileUpdateSchema } from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { changePassword, changePin, updateProfile } from "./profile.service";

const done = { 200: envelopeOf(z.null()) };

/** A signed-in user's own name, password and PIN; no permission beyond being signed in. */
export function profileRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "PATCH",
    url: "/api/profile",
    access: "signedIn",
    schema: { summary: "Change my name", tags: ["profile"], body: profileUpdateSchema, response: done },
    handler: async (request) => {
      await updateProfile(deps, authOf(request), request.body, request.ip);
      return ok(null, "Profile saved.");
    },
  });
  route(app, {
    method: "POST",
    url: "/api/profile/password",
    access: "signedIn",
    schema: { summary: "Change my password", tags: ["profile"], body: changePasswordSchema, response: done },
    handler: async (request) => {
      await changePassword(deps, authOf(request), request.body, request.ip);
      return ok(null, "Password changed. Your other sessions were signed out.");
    },
  });
  route(app, {
    method: "POST",
    url: "/api/profile/pin",
    access: "signedIn",
    schema: { summary: "Change my PIN", tags: ["profile"], body: changePinSchema, response: done },
    handler: async (request) => {
      await changePin(deps, authOf(request), request.body, request.ip);
      return ok(null, "PIN changed.");
    },
  });
}
