import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { ApiStatus } from "@washdesk/domain";
import { failure } from "./envelope";

/** Vite names every file under assets/ by its content: a changed file is a new name. */
const hashedCache = "public, max-age=31536000, immutable";
/** The rest of the build (index.html aside) keeps its names from one release to the next. */
const plainCache = "public, max-age=3600";

function cacheControlFor(dist: string, sentPath: string): string {
  // The path of the copy sent: the .br or .gz beside the file stands for the file.
  const filePath = sentPath.replace(/\.(br|gz)$/, "");
  if (path.relative(dist, filePath) === "index.html") return "no-cache";
  return path.relative(path.join(dist, "assets"), filePath).startsWith("..") ? plainCache : hashedCache;
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
    void app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header("cache-control", cacheControlFor(dist, filePath));
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
