import { defineRoutes } from "../api/route-contract";

/**
 * Customers' house accounts (docs/product.md §2 Customer Profile, Point of Sale): the account on
 * the profile, charges at the counter and on a pending sale, payments on account and statements.
 */
export const houseAccountRoutes = defineRoutes({
  get: { method: "GET", path: "/api/customers/:id/account", access: ["customers.list"] },
  // Credit is money lent: a flag of its own, not every profile edit (a cashier edits profiles).
  set: { method: "PUT", path: "/api/customers/:id/account", access: ["customers.account"] },
  chargeNew: { method: "POST", path: "/api/house-accounts/charges", access: ["sales.new", "sales.pos.new"], idempotent: true },
  chargeSale: { method: "POST", path: "/api/sales/:id/charge", access: ["sales.new", "sales.edit", "sales.pos.new"], idempotent: true },
  pay: { method: "POST", path: "/api/customers/:id/account/payments", access: ["sales.new", "sales.edit", "sales.pos.new"], idempotent: true },
  statement: { method: "POST", path: "/api/customers/:id/account/statement", access: ["customers.edit", "customers.account"] },
});
