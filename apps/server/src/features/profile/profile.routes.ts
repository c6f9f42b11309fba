import type { FastifyInstance } from "fastify";
import { authRefusals, profileApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { perAddressLimit } from "../../platform/auth/password-attempts";
import { changePassword, changePin, updateProfile } from "./profile.service";

/** A signed-in user's own name, password and PIN; no permission beyond being signed in. */
export function profileRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, profileApi.update, async (request) => {
    await updateProfile(deps, authOf(request), request.body, request.ip);
    return ok(null, "Profile saved.");
  });
  // Both check the current password: the same per-address limit as sign-in.
  const attemptLimit = { config: perAddressLimit(deps.config, authRefusals.tooManyPasswordAttempts) };
  route(
    app,
    profileApi.password,
    async (request) => {
      await changePassword(deps, authOf(request), request.body, request.ip);
      return ok(null, "Password changed. Your other sessions were signed out.");
    },
    attemptLimit,
  );
  route(
    app,
    profileApi.pin,
    async (request) => {
      await changePin(deps, authOf(request), request.body, request.ip);
      return ok(null, "PIN changed.");
    },
    attemptLimit,
  );
}
