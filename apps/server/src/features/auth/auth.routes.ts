import type { FastifyInstance, FastifyRequest } from "fastify";
import { authApi, authRefusals, headers } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { perAddressLimit } from "../../platform/auth/password-attempts";
import { getSessionData } from "../session";
import { login, logout } from "./auth.service";
import { authenticate } from "../../platform/auth/sessions";

export const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] ?? null });

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    authApi.login,
    async (request, reply) => {
      const { token } = await login(deps, request.body, meta(request));
      const auth = await authenticate(deps, token, { rotate: false });
      reply.header(headers.accessToken, token);
      return ok({ token, session: await getSessionData(deps, auth) }, `Welcome, ${auth.user.firstName}!`);
    },
    { config: perAddressLimit(deps.config, authRefusals.tooManySignIns) },
  );

  route(app, authApi.logout, async (request) => {
    await logout(deps, authOf(request), meta(request));
    return ok(null, "Signed out.");
  });
}
