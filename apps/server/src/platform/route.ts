import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { PermissionPath } from "@washdesk/domain";
import type { z } from "zod";

/**
 * Who may call a route: "public" (no sign-in), "signedIn" (any staff session), or permission
 * paths of SPEC §6 of which any one suffices. Every /api route must say which.
 */
export type RouteAccess = "public" | "signedIn" | readonly [PermissionPath, ...PermissionPath[]];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

type Schema = {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
  response?: Record<number, z.ZodType>;
  summary?: string;
  tags?: string[];
};

type Infer<T> = T extends z.ZodType ? z.infer<T> : unknown;

export interface RouteDefinition<S extends Schema> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  access: RouteAccess;
  schema?: S;
  handler: (
    request: FastifyRequest<{ Body: Infer<S["body"]>; Querystring: Infer<S["querystring"]>; Params: Infer<S["params"]> }>,
    reply: FastifyReply,
  ) => Promise<unknown>;
  config?: Omit<NonNullable<RouteOptions["config"]>, "access">;
}

/** The one way feature routes are registered: the permission is part of the signature, not an afterthought. */
export function route<S extends Schema>(app: FastifyInstance, definition: RouteDefinition<S>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.url,
    schema: definition.schema,
    config: { ...definition.config, access: definition.access },
    handler: definition.handler as RouteOptions["handler"],
  });
}
