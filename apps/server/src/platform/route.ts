import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ParsedBody, ParsedParams, ParsedQuery, RouteAccess, RouteContract } from "@washdesk/domain";
import { envelopeOf } from "./envelope";

export type { RouteAccess } from "@washdesk/domain";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export type RouteRequest<C extends RouteContract> = FastifyRequest<{ Body: ParsedBody<C>; Querystring: ParsedQuery<C>; Params: ParsedParams<C> }>;
export type RouteHandler<C extends RouteContract> = (request: RouteRequest<C>, reply: FastifyReply) => Promise<unknown>;

export interface RouteExtras {
  config?: Omit<NonNullable<RouteOptions["config"]>, "access">;
}

const IDEMPOTENT_NOTE = " Requires an Idempotency-Key header: a repeat gets the first answer; the same key with another body is a 409.";

/**
 * The one way feature routes are registered: from the route's contract in the domain, which
 * gives its method, path, access and schemas (the answer's body inside the envelope); the handler
 * is typed from those schemas.
 */
export function route<C extends RouteContract>(app: FastifyInstance, contract: C, handler: RouteHandler<C>, extras: RouteExtras = {}): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.idempotent ? `${contract.summary}${IDEMPOTENT_NOTE}` : contract.summary,
      tags: [...contract.tags],
      ...(contract.hide ? { hide: true } : {}),
      ...(contract.multipart ? { consumes: ["multipart/form-data"] } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.response ? { response: { 200: envelopeOf(contract.response) } } : {}),
    },
    config: { ...extras.config, access: contract.access },
    handler: handler as RouteOptions["handler"],
  });
}
