import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { authRefusals, can, headers } from "@washdesk/domain";
import type { AppDeps } from "../deps";
import { accessDenied, refusalError } from "../errors";
import { bearerToken } from "./tokens";
import { authenticate, type AuthContext } from "./sessions";
import type { RouteAccess } from "../route";
import { normalisedPathOf } from "../request-path";

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Routes under /api that need neither a session nor the client header. */
// The shop's logo is an <img> on the sign-in page and on receipts: public, and only the current one.
// Stripe delivers its events without it: the Stripe-Signature header is their key (features/pay-by-link);
// so does the SMS provider, whose X-Twilio-Signature is the key (features/messaging).
const HEADERLESS = new Set([
  "/api/health",
  "/api/health/live",
  "/api/shop/logo/:id",
  "/api/webhooks/stripe",
  "/api/webhooks/sms",
  "/api/webhooks/sms/status",
  "/api/public/unsubscribe/:token",
]);
/**
 * Stored files are opened by <img> and links, which send no headers: they check a URL signature
 * instead (features/files). The API reference is a page a browser opens (platform/api-reference).
 */
const HEADERLESS_PREFIXES = ["/api/files/", "/api/docs"];

/**
 * Whether a request needs the client header. Decided on the route the router matched (its
 * pattern, "/api/files/:id"), so however the path was spelt, the guard and the router agree on
 * what is being asked for; a request no route takes is judged on its normalised path, and any
 * spelling of /api (case aside) needs the header.
 */
export function needsClientHeader(matchedRoute: string | undefined, url: string): boolean {
  if (matchedRoute === undefined) return /^\/api/i.test(normalisedPathOf(url));
  if (!matchedRoute.startsWith("/api")) return false;
  return !HEADERLESS.has(matchedRoute) && !HEADERLESS_PREFIXES.some((prefix) => matchedRoute.startsWith(prefix));
}

/** Every route that is registered, with what it declared, for the permission walk test. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/** The signed-in staff member of a guarded route (the guard has already refused anyone else). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`route ${request.routeOptions.url} used auth without a guard`);
  return request.auth;
}

/**
 * Registers the client-header check for all of /api, and a per-route guard from the route's
 * declared access. An /api route without a declaration is a programming error: start-up fails.
 */
export function registerGuard(app: FastifyInstance, deps: AppDeps, registered: RegisteredRoute[]): void {
  app.decorateRequest("auth", null);

  app.addHook("onRequest", async (request) => {
    if (!needsClientHeader(request.routeOptions.url, request.url)) return;
    if (request.headers[headers.clientToken] !== deps.config.clientToken) {
      throw refusalError(authRefusals.clientUnknown);
    }
  });

  app.addHook("onSend", async (request, reply) => {
    const rotated = request.auth?.rotatedToken;
    if (rotated) reply.header(headers.accessToken, rotated);
  });

  app.addHook("onRoute", (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    const access = options.config?.access;
    // HEAD twins of GET routes inherit the config and get the same guard, but are listed once.
    if (!methods.every((m) => m === "HEAD")) registered.push({ method: methods.join(","), url: options.url, access });
    if (!options.url.startsWith("/api")) return;
    if (!access) throw new Error(`Route ${methods.join(",")} ${options.url} declares no access (permission path, "signedIn" or "public")`);
    if (access === "public") return;
    const guard: onRequestAsyncHookHandler = async (request) => {
      const auth = await authenticate(deps, bearerToken(request.headers.authorization));
      request.auth = auth;
      if (access !== "signedIn" && !can(auth.group, ...access)) throw accessDenied();
    };
    options.onRequest = [...toArray(options.onRequest), guard];
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
