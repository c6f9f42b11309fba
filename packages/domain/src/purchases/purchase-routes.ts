import { defineRoutes } from "../api/route-contract";

/** Purchases (docs/product.md §2 /purchases/list; §7 POST /purchases). Stock of standard products follows. */
export const purchaseRoutes = defineRoutes({
  list: { method: "GET", path: "/api/purchases", access: ["purchases.list"] },
  create: { method: "POST", path: "/api/purchases", access: ["purchases.new"] },
  get: { method: "GET", path: "/api/purchases/:id", access: ["purchases.list", "purchases.edit"] },
  update: { method: "PATCH", path: "/api/purchases/:id", access: ["purchases.edit"] },
  delete: { method: "DELETE", path: "/api/purchases/:id", access: ["purchases.delete"] },
});
