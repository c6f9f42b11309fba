import type { FastifyInstance, FastifyRequest } from "fastify";
import { headers, loginRequestSchema, loginResponseSchema } from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { tooManyRequests } from "../../platform/errors";
import { getSessionData } from "../session";
import { login, logout } from "./auth.service";
import { authenticate } from "../../platform/auth/sessions";

export const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] ?? null });

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "POST",
    url: "/api/auth/login",
    access: "public",
    schema: { summary: "Staff sign-in", tags: ["auth"], body: loginRequestSchema, response: { 200: envelopeOf(loginResponseSchema) } },
    config: {
      rateLimit: {
        max: deps.config.loginRateLimitPerMinute,
        timeWindow: "1 minute",
        errorResponseBuilder: () => tooManyRequests("Too many sign-in attempts from this address. Wait a minute and try again."),
      },
    },
    handler: async (request, reply) => {
      const { token } = await login(deps, request.body, meta(request));
      const auth = await authenticate(deps, token, { rotate: false });
      reply.header(headers.accessToken, token);
      return ok({ token, session: await getSessionData(deps, auth) }, `Welcome, ${auth.user.firstName}!`);
    },
  });

  route(app, {
    method: "POST",
    url: "/api/auth/logout",
    access: "signedIn",
    schema: { summary: "End this session", tags: ["auth"], response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      await logout(deps, authOf(request), meta(request));
      return ok(null, "Signed out.");
    },
  });
}
