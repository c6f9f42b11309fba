import { defineRoutes } from "../api/route-contract";

/** Campaigns (Marketing, management.marketing) and the e-mail unsubscribe link every customer may open. */
export const campaignRoutes = defineRoutes({
  list: { method: "GET", path: "/api/campaigns", access: ["management.marketing"] },
  get: { method: "GET", path: "/api/campaigns/:id", access: ["management.marketing"] },
  // A count, not a change: POST only because the filters are a structured body.
  audience: { method: "POST", path: "/api/campaigns/audience", access: ["management.marketing"] },
  // Sends to many people and costs money per text: a repeated request must not send twice.
  create: { method: "POST", path: "/api/campaigns", access: ["management.marketing"], idempotent: true },
  settings: { method: "GET", path: "/api/campaigns/settings", access: ["management.marketing"] },
  saveSettings: { method: "PUT", path: "/api/campaigns/settings", access: ["management.marketing"] },
  // The customer's side: the signed token is the only key. POST also answers mail clients' one-click unsubscribe (RFC 8058).
  unsubscribe: { method: "POST", path: "/api/public/unsubscribe/:token", access: "public" },
});
