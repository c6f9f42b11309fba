import { defineRoutes } from "../api/route-contract";

/** The invitation link's page: public, the token in the path is the proof. */
export const inviteRoutes = defineRoutes({
  get: { method: "GET", path: "/api/invites/:token", access: "public" },
  accept: { method: "POST", path: "/api/invites/:token", access: "public" },
});
