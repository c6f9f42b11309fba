import type { FastifyInstance } from "fastify";

/**
 * Plain HTTP on a shop LAN must work: no upgrade-insecure-requests and no HSTS; socket.io needs ws:.
 * Scripts come from the server's own files, and inline only when named by hash (`'sha256-…'`):
 * the web app's index.html carries its boot script inline (see web-app.ts).
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
  ].join(";");

/**
 * The usual hardening headers (the set helmet sends by default, with the policy above), fixed at
 * start-up. Built once instead of by a middleware chain on every request: every sale pays for
 * this, and nothing in it depends on the request. A handler may still set its own value after.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": contentSecurityPolicy(),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    void reply.headers(SECURITY_HEADERS);
  });
}
