import { defineRoutes } from "../api/route-contract";

/**
 * Open tickets at the counter (docs/product.md §2 /sales/pos): a cart parked as a pending sale, and
 * every other pending sale, resumed, saved, paid or voided from the counter.
 */
export const ticketRoutes = defineRoutes({
  open: { method: "GET", path: "/api/sales/tickets", access: ["sales.pos.new"] },
  park: { method: "POST", path: "/api/sales/tickets", access: ["sales.pos.new"], idempotent: true },
  resume: { method: "POST", path: "/api/sales/:id/resume", access: ["sales.pos.new"] },
  save: { method: "POST", path: "/api/sales/:id/ticket", access: ["sales.pos.new"], idempotent: true },
  void: { method: "POST", path: "/api/sales/:id/ticket/void", access: ["sales.pos.new"], idempotent: true },
});
