import { z } from "zod";
import { defineApi } from "./define-api";
import { platformRoutes } from "./platform-routes";

export const platformApi = defineApi("platform", platformRoutes, {
  health: {
    summary: "Readiness: whether this server can take work (its database answers). 503 when the database does not answer or the server is shutting down.",
    response: z.object({ database: z.literal("ok") }),
  },
  live: { summary: "Liveness: the process answers; the database is not asked", response: z.object({ live: z.literal(true) }) },
  docs: { summary: "This API reference, readable", hide: true },
  docsDocument: { summary: "This API reference as an OpenAPI document", hide: true },
});
