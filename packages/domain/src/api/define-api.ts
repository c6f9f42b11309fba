// A route's full contract: its address (route-contract.ts) with the schemas of its request and of
// the body inside its answer's envelope. The server registers each route from it and the OpenAPI
// document is generated from those registrations; the web client takes its types from here with
// `import type`, so no schema is loaded in the browser to make a call.
import type { z } from "zod";
import type { RouteAddress, RouteTable } from "./route-contract";

export interface RouteSchemas {
  /** One line for the API reference. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /** The body of a successful answer, inside the envelope; none for a route that sends a file. */
  readonly response?: z.ZodType;
  /** Left out of the OpenAPI document (the API reference's own page). */
  readonly hide?: true;
}

export type RouteContract = RouteAddress & RouteSchemas & { readonly tags: readonly string[] };

type ApiOf<T extends RouteTable, S extends { [K in keyof T]: RouteSchemas }> = {
  readonly [K in keyof T]: T[K] & S[K] & { readonly tags: readonly string[] };
};

/**
 * A feature's contracts: its route table and, for every route of it, the schemas. `tag` groups the
 * routes in the API reference.
 */
export function defineApi<const T extends RouteTable, const S extends { [K in keyof T]: RouteSchemas }>(tag: string, table: T, schemas: S): ApiOf<T, S> {
  const api: Record<string, RouteContract> = {};
  for (const name of Object.keys(table)) api[name] = { ...table[name]!, ...schemas[name]!, tags: [tag] };
  return api as ApiOf<T, S>;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the handler receives, once parsed. */
export type ParsedParams<C extends RouteSchemas> = Output<C["params"]>;
export type ParsedQuery<C extends RouteSchemas> = Output<C["querystring"]>;
export type ParsedBody<C extends RouteSchemas> = Output<C["body"]>;

/** What a URL's query can carry; a list is sent as repeated keys. */
type QueryText = string | number | boolean | null | undefined;
/**
 * What a client sends. A query value the schema coerces or splits (typed `unknown` before
 * parsing) is sent as its parsed type where that is text, a number or a list of them, and as any
 * text otherwise.
 */
type QueryInput<I, O> = { [K in keyof I]: ReadonlyList<unknown extends I[K] ? Sendable<K extends keyof O ? O[K] : never> | undefined : I[K]> };
type Sendable<O> = O extends QueryText ? O : O extends readonly QueryText[] ? O : QueryText | readonly QueryText[];
/** A list in a query is only read: a constant list may be sent as it is. */
type ReadonlyList<T> = T extends readonly (infer E)[] ? readonly E[] : T;
export type ParamsInput<C extends RouteSchemas> = Input<C["params"]>;
export type QueryOf<C extends RouteSchemas> = C["querystring"] extends z.ZodType
  ? QueryInput<z.input<C["querystring"]>, z.output<C["querystring"]>>
  : undefined;
export type BodyInput<C extends RouteSchemas> = Input<C["body"]>;
/** The body of a successful answer as it arrives. */
export type ResponseOf<C extends RouteSchemas> = C["response"] extends z.ZodType ? z.output<C["response"]> : unknown;
/** What a handler hands to the envelope (before the response schema serializes it). */
export type ResponseInput<C extends RouteSchemas> = C["response"] extends z.ZodType ? z.input<C["response"]> : unknown;
