import { defineRoutes } from "../api/route-contract";

/**
 * The developer page (docs/product.md §2, /dev): the running system at a glance and the actions
 * that move its background work along. Developer and owner groups only.
 */
export const developerRoutes = defineRoutes({
  overview: { method: "GET", path: "/api/dev/overview", access: ["dev"] },
  retryFailedMessages: { method: "POST", path: "/api/dev/outbox/retry-failed", access: ["dev"], idempotent: true },
  runJobs: { method: "POST", path: "/api/dev/jobs/run", access: ["dev"] },
  rebuildSummaries: { method: "POST", path: "/api/dev/reports/rebuild-summaries", access: ["dev"] },
  backup: { method: "GET", path: "/api/dev/backup", access: ["dev"] },
});
