import { z } from "zod";
import { defineApi } from "./define-api";
import { platformRoutes } from "./platform-routes";

export const platformApi = defineApi("platform", platformRoutes, {
  health: { summary: "Liveness and database check", response: z.object({ database: z.literal("ok") }) },
  docs: { summary: "This API reference, readable", hide: true },
  docsDocument: { summary: "This API reference as an OpenAPI document", hide: true },
});
