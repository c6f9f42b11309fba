import { defineRoutes } from "./route-contract";

/** The server itself: its readiness and liveness, and the API reference (served by the OpenAPI UI). */
export const platformRoutes = defineRoutes({
  health: { method: "GET", path: "/api/health", access: "public" },
  live: { method: "GET", path: "/api/health/live", access: "public" },
  docs: { method: "GET", path: "/api/docs", access: "public" },
  docsDocument: { method: "GET", path: "/api/docs/json", access: "public" },
});
