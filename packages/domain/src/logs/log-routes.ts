import { defineRoutes } from "../api/route-contract";

/** Who did what, and what became of each e-mail and text message (the log screens). */
export const logRoutes = defineRoutes({
  activities: { method: "GET", path: "/api/activities", access: ["logs.employee"] },
  email: { method: "GET", path: "/api/logs/email", access: ["logs.email"] },
  sms: { method: "GET", path: "/api/logs/sms", access: ["logs.sms"] },
});
