import { defineRoutes } from "../api/route-contract";

/** System settings that have their own rules. */
export const settingsRoutes = defineRoutes({
  awardPoints: { method: "GET", path: "/api/settings/award-points", access: ["settings.system.general"] },
  updateAwardPoints: { method: "PATCH", path: "/api/settings/award-points", access: ["settings.system.general"] },
  utility: { method: "GET", path: "/api/settings/utility", access: ["settings.system.utility"] },
  updateUtility: { method: "PATCH", path: "/api/settings/utility", access: ["settings.system.utility"] },
});
