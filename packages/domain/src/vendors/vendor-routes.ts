import { defineRoutes } from "../api/route-contract";

/** Vendors (docs/product.md §2 /purchases/vendors; §7 POST /purchases/vendors, GET /search/vendor). */
export const vendorRoutes = defineRoutes({
  list: { method: "GET", path: "/api/purchases/vendors", access: ["purchases.vendors.list"] },
  create: { method: "POST", path: "/api/purchases/vendors", access: ["purchases.vendors.new"] },
  update: { method: "PATCH", path: "/api/purchases/vendors/:id", access: ["purchases.vendors.edit"] },
  delete: { method: "DELETE", path: "/api/purchases/vendors/:id", access: ["purchases.vendors.delete"] },
  // The purchase dialog picks vendors with it, and the purchase list filters by one.
  search: { method: "GET", path: "/api/search/vendor", access: ["purchases.new", "purchases.edit", "purchases.vendors.list", "purchases.list"] },
});
