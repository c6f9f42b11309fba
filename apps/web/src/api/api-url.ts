// The address and fixed headers of an API call, on their own: the boot script (boot/boot.ts) builds
// the very same URLs as the client without loading the client.

/** The static client header of docs/product.md §7; the server is configured with the same value. */
export const clientToken = import.meta.env.VITE_CLIENT_TOKEN ?? "washdesk-client";
export const apiBase = "/api";

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** /api + path + the query, with null and undefined values left out and arrays as repeated keys. */
export function buildUrl(path: string, query: Query | undefined): string {
  return withQuery(`${apiBase}${path.startsWith("/") ? path : `/${path}`}`, query);
}

/** The URL with the query, null and undefined values left out and arrays as repeated keys. */
export function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}
