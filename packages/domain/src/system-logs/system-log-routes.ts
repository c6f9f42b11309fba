import { defineRoutes } from "../api/route-contract";

/** The server's own warnings and errors (the System Logs developer page). */
export const systemLogRoutes = defineRoutes({
  list: { method: "GET", path: "/api/dev/logs", access: ["dev"] },
});
