// What a route is without its schemas: its method, its path and who may call it. Plain values,
// without the schema library, so the web app's entry, its boot script and the counter can name
// the routes they call (`<feature>-routes.ts`); the schemas live beside them in `<feature>-api.ts`.
import type { PermissionPath } from "../permissions/permission-tree";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * "dev": the developer pages. It is no path of the permission tree, so can() passes only the
 * developer and owner groups for it (docs/product.md §6).
 */
export type AccessPath = PermissionPath | "dev";

/**
 * Who may call a route: "public" (no sign-in), "signedIn" (any staff session), or permission
 * paths (docs/product.md §6) of which any one suffices. Every /api route says which.
 */
export type RouteAccess = "public" | "signedIn" | readonly [AccessPath, ...AccessPath[]];

export interface RouteAddress {
  readonly method: HttpMethod;
  /** As the server registers it, "/api/sales/:id": `:name` is a path parameter. */
  readonly path: `/api/${string}`;
  readonly access: RouteAccess;
  /** The request is multipart form data (files), not JSON. */
  readonly multipart?: true;
  /**
   * Moves money: the request carries an Idempotency-Key header, so a repeat after a lost answer
   * gets the first answer instead of doing it twice (the same key with another body is a 409).
   */
  readonly idempotent?: true;
}

export type RouteTable = Readonly<Record<string, RouteAddress>>;

/** A feature's routes by name; the literal methods and paths are kept, the client is typed by them. */
export const defineRoutes = <const T extends RouteTable>(table: T): T => table;

/** "/api/sales/:id" with { id: "…" } → "/api/sales/…" (each value URL-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> | undefined): string {
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
