import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { headers, platformRoutes } from "@washdesk/domain";
import { contentSecurityPolicy } from "./security-headers";

/** The API reference's page, its own files, and the OpenAPI document all live under this path. */
export const apiReferencePath = platformRoutes.docs.path;

/** A route the reference page's plugin registers: its page, its scripts and styles, the document. */
export const isApiReferenceRoute = (url: string) => url === apiReferencePath || url.startsWith(`${apiReferencePath}/`);

/**
 * Collects every route's schemas into an OpenAPI document (swagger), and serves it at
 * /api/docs/json with a readable reference at /api/docs (swagger-ui). Call before the guard: the
 * page's plugin registers routes of its own, which are declared public here (a browser opening
 * the page sends no headers).
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "WashDesk API", version: "1.0.0", description: "Every answer is the envelope {status, isSuccess, message, caption, notification, body}." },
      components: {
        securitySchemes: {
          client: { type: "apiKey", in: "header", name: headers.clientToken },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
      security: [{ client: [], bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.addHook("onRoute", (options) => {
    if (isApiReferenceRoute(options.url) && !options.config?.access) options.config = { ...options.config, access: platformRoutes.docs.access };
  });
}

/** Registers the reference page and the document's route (their access comes from registerApiReference). */
export async function registerApiReferencePage(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: apiReferencePath,
    // The page's own policy instead of the plugin's default, which upgrades requests to HTTPS
    // (plain HTTP on a shop LAN must work) and allows styles from any HTTPS host. Its scripts and
    // styles are files under its path, so the app's policy serves it as it is.
    staticCSP: contentSecurityPolicy(),
    uiConfig: { docExpansion: "list", deepLinking: true },
  });
}
