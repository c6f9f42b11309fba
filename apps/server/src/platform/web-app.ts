import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiStatus, ErrorCode, type ScreenFiles } from "@washdesk/domain";
import { failure } from "./envelope";
import { contentSecurityPolicy } from "./security-headers";
import { ScreenPages } from "./screen-pages";
import { pickEncoding, WebFiles, type WebFile } from "./web-files";

/** Vite names every file under assets/ by its content: a changed file is a new name. */
const hashedCache = "public, max-age=31536000, immutable";
/** The rest of the build (index.html aside) keeps its names from one release to the next. */
const plainCache = "public, max-age=3600";

/** The text of each inline script of a page (a script tag without `src`). */
export function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\bsrc\s*=/i.test(attributes ?? "") && text) texts.push(text);
  }
  return texts;
}

/**
 * The CSP source of each inline script of a page (`sha256-<base64>` of its text). The build writes
 * the boot script into index.html: run as the page is parsed, it sends the screen's requests a
 * round trip sooner than a file of its own could.
 */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
}

/**
 * The built SPA: its files, and index.html for every other non-API path (client-side routes).
 * Files are sent from the brotli or gzip copy the build wrote beside them when the browser takes
 * it (a third of the bytes to a tablet on the shop's Wi-Fi), from memory (`WebFiles`), and the
 * hashed ones are kept by the browser for a year, so a reload of the counter asks for nothing but
 * index.html (answered 304 while it is unchanged) and data.
 */
export function registerWebApp(app: FastifyInstance, dist: string | undefined): void {
  const files = dist !== undefined && existsSync(path.join(dist, "index.html")) ? new WebFiles(dist) : null;
  const page = files?.get("index.html");
  // Each screen's page preloads that screen's files (screen-pages.ts), from the table the build wrote.
  const screensFile = files?.get("screens.json")?.bodies.identity;
  const pages = page ? new ScreenPages(page, screensFile ? (JSON.parse(screensFile.toString("utf8")) as ScreenFiles[]) : []) : null;
  // Worked out once: the build does not change under a running server.
  const pagePolicy = contentSecurityPolicy(page ? inlineScriptHashes(page.bodies.identity?.toString("utf8") ?? "") : []);
  const notFound = (reply: FastifyReply) => reply.code(404).send(failure(ApiStatus.INVALID, "Not found.", "Not found", null, "negative", ErrorCode.notFound));

  const send = (request: FastifyRequest, reply: FastifyReply, file: WebFile) => {
    const encoding = pickEncoding(file, request.headers["accept-encoding"]);
    void reply.header("content-type", file.type).header("vary", "accept-encoding").header("etag", file.etag);
    if (file.name === "index.html") void reply.header("cache-control", "no-cache").header("content-security-policy", pagePolicy);
    else void reply.header("cache-control", file.name.startsWith("assets/") ? hashedCache : plainCache);
    if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
    if (encoding !== "identity") void reply.header("content-encoding", encoding);
    return reply.send(file.bodies[encoding]);
  };

  if (files) {
    app.get("/assets/:name", (request, reply) => {
      const file = files.get(`assets/${(request.params as { name: string }).name}`);
      return file ? send(request, reply, file) : notFound(reply);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    // Any case of /api is the API's (the router tells them apart, the guard does not): never the app's page.
    if (/^\/api/i.test(url) || !files || !pages || request.method !== "GET") return notFound(reply);
    // A file at the top of the build (favicon.svg, index.html), else the app, which routes itself.
    const name = fileName(url);
    const file = name === null ? undefined : files.get(name);
    return send(request, reply, file ?? pages.for(url));
  });
}

/** "/favicon.svg" → "favicon.svg"; null for an address that is not a well-formed path. */
function fileName(url: string): string | null {
  try {
    return decodeURIComponent(url).replace(/^\/+/, "");
  } catch {
    return null;
  }
}
