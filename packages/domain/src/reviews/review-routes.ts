import { defineRoutes } from "../api/route-contract";

/** Review requests (docs/product.md §2 /managements/reviews): the staff's screen, its settings and the customer's page. */
export const reviewRoutes = defineRoutes({
  list: { method: "GET", path: "/api/reviews", access: ["management.reviews"] },
  /** The average rating and its trend by month. */
  summary: { method: "GET", path: "/api/reviews/summary", access: ["management.reviews"] },
  /** A private answer by text to the customer who rated. */
  reply: { method: "POST", path: "/api/reviews/:id/reply", access: ["management.reviews"] },
  // The delay, cooldown and public page: the System Settings section, as its neighbours (messages) are guarded.
  settings: { method: "GET", path: "/api/settings/reviews", access: ["settings.system.utility", "management.reviews"] },
  updateSettings: { method: "PUT", path: "/api/settings/reviews", access: ["settings.system.utility"] },
  // The customer's side: the signed token is the only key; nothing of the staff's is shown.
  open: { method: "GET", path: "/api/public/reviews/:token", access: "public" },
  rate: { method: "POST", path: "/api/public/reviews/:token", access: "public" },
});
