import type { FastifyRequest } from "fastify";
import { authOf } from "./auth/guard";
import type { AuthContext } from "./auth/sessions";
import { idempotencyKeyOf } from "./idempotency";

/** What a money-moving request carries besides its body: who sends it, from where, and its Idempotency-Key. */
export interface RequestContext {
  auth: AuthContext;
  ip: string;
  idempotencyKey: string;
}

/** The request's origin and key, for services that take the signed-in staff member separately. */
export type RequestMeta = Omit<RequestContext, "auth">;

/**
 * The context of a guarded, idempotent request. The Idempotency-Key is read first, so a request
 * without a valid one is refused (400) before anything else happens.
 */
export function requestContextOf(request: FastifyRequest): RequestContext {
  const idempotencyKey = idempotencyKeyOf(request);
  return { auth: authOf(request), ip: request.ip, idempotencyKey };
}
