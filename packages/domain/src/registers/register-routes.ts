import { defineRoutes } from "../api/route-contract";

/** Registers, their sessions, drops and the day-end report (docs/product.md §2 /registers…, /managements/drops, /reports/dayEnd). */
export const registerRoutes = defineRoutes({
  // Every device at the counter must be able to say which drawer it is.
  list: { method: "GET", path: "/api/registers", access: "signedIn" },
  create: { method: "POST", path: "/api/registers", access: ["management.register.edit"] },
  open: { method: "POST", path: "/api/registers/sessions", access: ["management.register.new"], idempotent: true },
  // /registers/opened is open to those who may edit registers too: they close and make drops there.
  sessions: { method: "GET", path: "/api/registers/sessions", access: ["management.register.list", "management.register.edit"] },
  session: { method: "GET", path: "/api/registers/sessions/:id", access: ["management.register.list", "management.register.edit", "sales.pos.list"] },
  // Whoever opens a drawer closes it at the end of the shift.
  close: { method: "POST", path: "/api/registers/sessions/:id/close", access: ["management.register.new", "management.register.edit"], idempotent: true },
  addDrop: { method: "POST", path: "/api/registers/sessions/:id/drops", access: ["management.register.new", "management.drops"], idempotent: true },
  drops: { method: "GET", path: "/api/drops", access: ["management.drops"] },
  closeDrops: { method: "POST", path: "/api/drops/close", access: ["management.drops"] },
  openDrops: { method: "POST", path: "/api/drops/open", access: ["management.drops"] },
  dayEnd: { method: "GET", path: "/api/reports/day-end", access: ["reports.dayEndReport"] },
  sessionDayEnd: { method: "GET", path: "/api/reports/day-end/:id", access: ["reports.dayEndReport"] },
});
