import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { ApiStatus } from "@washdesk/domain";
import { failure } from "./envelope";
import { contentSecurityPolicy } from "./security-headers";

/** Vite names every file under assets/ by its content: a changed file is a new name. */
const hashedCache = "public, max-age=31536000, immutable";
/** The rest of the build (index.html aside) keeps its names from one release to the next. */
const plainCache = "public, max-age=3600";

/** The path of the copy sent: the .br or .gz beside the file stands for the file. */
const fileSent = (sentPath: string) => sentPath.replace(/\.(br|gz)$/, "");

function cacheControlFor(dist: string, filePath: string): string {
  if (path.relative(dist, filePath) === "index.html") return "no-cache";
  return path.relative(path.join(dist, "assets"), filePath).startsWith("..") ? plainCache : hashedCache;
}

/**
 * The CSP source of each inline script of a page (`sha256-<base64>` of its text). The build writes
 * the boot script into index.html: run as the page is parsed, it sends the screen's requests a
 * round trip sooner than a file of its own could.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes ?? "") || text === undefined || text === "") continue;
    hashes.push(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return hashes;
}

/**
 * The built SPA: static files, and index.html for every other non-API path (client-side routes).
 * Files are sent from the brotli or gzip copy the build wrote beside them when the browser takes
 * it (a third of the bytes to a tablet on the shop's Wi-Fi), and the hashed ones are kept by the
 * browser for a year, so a reload of the counter asks for nothing but index.html and data.
 */
export function registerWebApp(app: FastifyInstance, dist: string | undefined): void {
  const hasWeb = dist !== undefined && existsSync(path.join(dist, "index.html"));
  if (hasWeb) {
    // Read once: the build does not change under a running server.
    const pagePolicy = contentSecurityPolicy(inlineScriptHashes(readFileSync(path.join(dist, "index.html"), "utf8")));
    void app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, sentPath) => {
        const filePath = fileSent(sentPath);
        reply.header("cache-control", cacheControlFor(dist, filePath));
        if (path.relative(dist, filePath) === "index.html") reply.header("content-security-policy", pagePolicy);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (url.startsWith("/api") || !hasWeb || request.method !== "GET") {
      return reply.code(404).send(failure(ApiStatus.INVALID, "Not found.", "Not found"));
    }
    return reply.sendFile("index.html");
  });
}
