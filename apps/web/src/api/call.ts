import { fillPath, type BodyInput, type ContractOf, type ParamsInput, type QueryOf, type ResponseOf, type RouteAddress } from "@washdesk/domain";
import { requestUrl, type RequestOptions } from "./api-client";
import { withQuery, type Query } from "./api-url";

type Contract<R extends RouteAddress> = ContractOf<R>;

/** A part of the request the route may or may not take: required when its schema requires it. */
type Part<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : undefined extends T ? { [K in Name]?: T } : { [K in Name]: T };
type Optional<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: undefined } : { [K in Name]?: T };

/**
 * What a call sends beside the transport's options: the path's parameters, the query and the body
 * as the route's contract types them; an Idempotency-Key where the route moves money.
 */
export type CallOptions<R extends RouteAddress> = Omit<RequestOptions, "body" | "query" | "idempotencyKey"> &
  Part<"params", ParamsInput<Contract<R>>> &
  Optional<"query", QueryOf<Contract<R>>> &
  (R["multipart"] extends true ? { body: FormData } : Part<"body", BodyInput<Contract<R>>>) &
  (R["idempotent"] extends true ? { idempotencyKey: string } : { idempotencyKey?: undefined });

/** The query a route takes. */
export type CallQuery<R extends RouteAddress> = QueryOf<Contract<R>>;

/** The body of the route's successful answer (the envelope's `body`), as its contract types it. */
export type CallResult<R extends RouteAddress> = ResponseOf<Contract<R>>;

type Args<R extends RouteAddress> = object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

/**
 * Calls a route by its address from the domain's route tables (`saleRoutes.get`), with the
 * client's notices, retries, token rotation and early answers (api-client.ts). Only the method and
 * the path are read at run time; the types come from the route's contract, so no schema is loaded.
 */
export async function call<R extends RouteAddress>(route: R, ...[options]: Args<R>): Promise<CallResult<R>> {
  const { params, query, ...rest } = (options ?? {}) as RequestOptions & { params?: Record<string, string | number> };
  const url = withQuery(fillPath(route.path, params), query as Query | undefined);
  return (await requestUrl<CallResult<R>>(route.method, url, rest)).body;
}
